import { act, screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { PetitionLock } from '@i129f/petition/api/petition.ts';
import type { PetitionDoc } from '@i129f/petition/changes/types.ts';
import { mockFetch, type Handler } from '../../test/fetchMock.ts';
import { petitionAfterSetup, petitionServer } from '../../test/petitionServer.ts';
import { CLIENT, renderRoute, signIn } from '../../test/renderRoute.tsx';
import { stopChatSession } from '../interview-state/chatSession.ts';
import { chatStore, emptyRecord } from '../interview-state/chatStore.ts';

export interface OpenChatOptions {
  /** The petition the server holds (default: setup done, nothing answered in the chat). null: nothing stored. */
  state?: PetitionDoc | null;
  version?: number;
  locked?: PetitionLock | null;
  /** Answer other calls first (the petition's routes are the server's). */
  handlers?: Handler[];
}

/**
 * Opens /section/{id} for a signed-in client whose petition the server holds (tests only): the page reads it from
 * `server`, which applies what the page sends with the engine.
 */
export async function openChat(path = '/section/1', options: OpenChatOptions = {}) {
  stopChatSession();
  signIn();
  chatStore.set(emptyRecord(CLIENT.email));
  const state = options.state === undefined ? petitionAfterSetup() : options.state;
  const server = petitionServer({ state, ...(options.version !== undefined ? { version: options.version } : {}), locked: options.locked ?? null });
  const fetch = mockFetch(...(options.handlers ?? []), server.handler);
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  // The section is open (conversation shown), locked (notice shown) or read-only (approved petition).
  await waitFor(() => expect(document.querySelector('.messages, .chat__locked, .chat__read-only')).not.toBeNull(), { timeout: 5000 });
  return { ...view, fetch, server };
}

/** Runs pending timers (fake timers) inside act. */
export async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** The reader prefers reduced motion: the chat shows each message at once. */
export function reducedMotion() {
  vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('reduce'), media: q, addEventListener() {}, removeEventListener() {} }));
}
