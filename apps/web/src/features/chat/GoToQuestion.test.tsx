import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { interview } from '@i129f/petition/interview.ts';
import { questionLink } from '@i129f/petition/review/go-to-question.ts';
import { stopChatSession } from '../interview-state/chatSession.ts';
import { chatStore } from '../interview-state/chatStore.ts';
import { renderRoute } from '../../test/renderRoute.tsx';
import { openChat } from './testing.tsx';

afterEach(() => stopChatSession());

/** The one 'open the chat at this exact question' mechanism: /section/:id?question=<answer key> (review comments, readiness, check answers). */
describe('/section/:id?question=key', () => {
  it('opens that answer for editing; saving a new value keeps the rest of the section', async () => {
    const { unmount } = await openChat();
    act(() => {
      let s = chatStore.get().state!;
      for (const input of ['john@example.com', '+1 555 123 4567', 'No', 'No']) s = interview.submitAnswer(interview.startSection(s, 1).state, 1, input).state;
      chatStore.set({ ...chatStore.get(), state: s });
    });
    unmount();
    renderRoute(questionLink(1, 'pet.email'));
    const input = await screen.findByLabelText('Edit your answer');
    expect(input).toHaveValue('john@example.com');
    await waitFor(() => expect(input).toHaveFocus());
    const user = userEvent.setup();
    await user.clear(input);
    await user.type(input, 'john.smith@example.com{Enter}');
    await waitFor(() => expect(chatStore.get().state?.answers['pet.email']).toBe('john.smith@example.com'));
    const s = chatStore.get().state!;
    expect(s.sections['1']?.completed).toBe(true);
    expect(s.answers['pet.mobile']).toBeDefined();
    expect(screen.queryByLabelText('Edit your answer')).toBeNull();
  });
});
