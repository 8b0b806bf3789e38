import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { questionLink } from '@i129f/petition/review/go-to-question.ts';
import { petitionAfterSetup, withAnswers } from '../../test/petitionServer.ts';
import { stopChatSession } from '../interview-state/chatSession.ts';
import { chatStore } from '../interview-state/chatStore.ts';
import { openChat } from './testing.tsx';

afterEach(() => stopChatSession());

/** The one 'open the chat at this exact question' mechanism: /section/:id?question=<answer key> (review comments, readiness, check answers). */
describe('/section/:id?question=key', () => {
  it('opens that answer for editing; saving a new value keeps the rest of the section', async () => {
    const { server } = await openChat(questionLink(1, 'pet.email'), { state: withAnswers(petitionAfterSetup(), 1, ['john@example.com', '+1 555 123 4567', 'No', 'No']) });
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
    await waitFor(() => expect(server.state?.answers['pet.email']).toBe('john.smith@example.com'));
    expect(server.changes()).toContainEqual(expect.objectContaining({ type: 'edit', key: 'pet.email', input: 'john.smith@example.com', expected: 'john@example.com' }));
  });
});
