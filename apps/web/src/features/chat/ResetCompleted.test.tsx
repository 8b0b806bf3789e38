import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { petitionAfterSetup, withAnswers } from '../../test/petitionServer.ts';
import { stopChatSession } from '../interview-state/chatSession.ts';
import { chatStore } from '../interview-state/chatStore.ts';
import { openChat, reducedMotion } from './testing.tsx';

afterEach(() => {
  stopChatSession();
  vi.unstubAllGlobals();
});

/** Issue 14, bug 5: a section complete when the page opened, reset and completed again, moves on as usual. */
describe('Reset section on a section that was complete when the page opened', () => {
  it('completing it again shows the 5-second move on and Go to next section', async () => {
    reducedMotion();
    // The page opens on the completed section: no move on.
    const { server } = await openChat('/section/1', { state: withAnswers(petitionAfterSetup(), 1, ['john@example.com', '+1 555 123 4567', 'No', 'No']) });
    await screen.findByText('Thank you! You can now move forward to the next section.');
    expect(screen.queryByText(/You will be moved to/)).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reset section' }));
    await user.click(screen.getByRole('button', { name: 'Reset Section' }));
    await waitFor(() => expect(chatStore.get().state?.sections['1']?.completed).toBe(false));
    await waitFor(() => expect(server.changes()).toContainEqual(expect.objectContaining({ type: 'reset', sectionId: 1 })));
    await user.type(await screen.findByLabelText('Your answer'), 'john@example.com{Enter}');
    await user.type(await screen.findByLabelText('Your answer'), '+1 (555) 123-4567{Enter}');
    await user.click(await screen.findByLabelText('No'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(await screen.findByLabelText('No'));
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('You will be moved to “Eligibility Check” in 5 seconds.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next section' })).toBeInTheDocument();
  });
});
