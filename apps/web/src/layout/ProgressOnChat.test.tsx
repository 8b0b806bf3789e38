import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stopChatSession } from '../features/interview-state/chatSession.ts';
import { openChat } from '../features/chat/testing.tsx';
import { updateAppState } from '../state/appState.ts';
import { displayedStep } from './progress.ts';

afterEach(() => stopChatSession());

/** Issue 14, bug 7: on a chat page the bar is at 'Complete Application', whatever this browser stored. */
describe('progress bar on the chat pages', () => {
  it.each([0, 1, 2])('a stored step %i (new browser, or just uploaded) shows step 3 on /section/1 (87.5 percent)', async (stored) => {
    await openChat('/section/1');
    // A started interview opened in another browser: its state comes from the server, this browser's step is stale.
    act(() => updateAppState({ currentProgressBarStep: stored }));
    const bar = screen.getByRole('progressbar', { name: 'Application progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '87.5');
    expect(bar).toHaveAttribute('aria-valuetext', 'Complete Application, 87.5%');
  });

  it('arriving at section 0 after the upload (stored 2) shows step 3', () => {
    expect(displayedStep('/section/0', 2)).toBe(3);
    expect(displayedStep('/section/12/', 1)).toBe(3);
    expect(displayedStep('/file-upload-list', 2)).toBe(2);
    expect(displayedStep('/setup', 0)).toBe(0);
    expect(displayedStep('/section/3', 4)).toBe(4);
  });
});
