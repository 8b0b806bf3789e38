import { act, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { mockFetch, on } from '../../test/fetchMock.ts';
import { renderRoute, signIn } from '../../test/renderRoute.tsx';
import { updateAppState } from '../../state/appState.ts';
import { stopChatSession } from '../interview-state/chatSession.ts';
import { chatStore, emptyRecord } from '../interview-state/chatStore.ts';

/** Opens /section/{id} for a signed-in client after setup, with an empty server history (tests only). */
export async function openChat(path = '/section/1', names = true) {
  stopChatSession();
  signIn();
  chatStore.set(emptyRecord('john@example.com'));
  if (names) {
    updateAppState({
      benPetNames: {
        petitionerFirstName: 'John',
        petitionerSecondName: 'Adam',
        petitionerLastName: 'Smith',
        beneficiaryFirstName: 'Maria',
        beneficiarySecondName: 'Elena',
        beneficiaryLastName: 'Lopez',
      },
    });
  }
  const fetch = mockFetch(on('GET', /\/chat-state\/i29F\/load\//, { body: { state: null, version: 0 } }), on('POST', /\/chat-state\/i29F\/save\//, { body: { version: 1 } }));
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  // The section is open (conversation shown) or locked (notice shown).
  await waitFor(() => expect(document.querySelector('.messages, .chat__locked')).not.toBeNull(), { timeout: 5000 });
  return { ...view, fetch };
}

/** Runs pending timers (fake timers) inside act. */
export async function advance(ms: number) {
  const { vi } = await import('vitest');
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}
