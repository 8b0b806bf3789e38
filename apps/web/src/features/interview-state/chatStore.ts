import type { PetitionLock } from '@i129f/petition/api/petition.ts';
import type { Conflict, PetitionDoc } from '@i129f/petition/changes/types.ts';
import { sessionStore } from '../../session/session.ts';
import { createStore, useStore } from '../../state/createStore.ts';
import type { ChatOp } from './ops.ts';

/**
 * The petition as this page holds it (issue 19). In memory only: the server is its home, every page load reads
 * it from there, and nothing of it is written to local storage (an answer may be an SSN, an A-Number or a
 * passport number).
 */
export interface ChatRecord {
  /** Whose petition this is (a different login starts from the server, never from another user's data). */
  email: string | null;
  /** null before the first load, and for a client who has not answered anything yet. */
  state: PetitionDoc | null;
  /** The server version the state is based on (0: nothing stored yet). */
  version: number;
  /** The server's petition was read on this page. */
  loaded: boolean;
  /** The last attempt to read it failed (it is retried). */
  loadFailed: boolean;
  /** Changes the server has not acknowledged, in order. */
  pending: ChatOp[];
  seq: number;
  /** There are changes the server does not have yet. */
  dirty: boolean;
  /** When the oldest unsaved change was made (ms epoch), null when the server has everything. */
  unsyncedSince: number | null;
  /** The firm approved the petition: answers are read-only until they re-open it. */
  locked: PetitionLock | null;
  /** Answers another device changed first: the client chooses which value stays. */
  conflicts: Conflict[];
  /** A change the server refused (a message to show), or null. */
  refused: string | null;
}

export const emptyRecord = (email: string | null): ChatRecord => ({
  email,
  state: null,
  version: 0,
  loaded: false,
  loadFailed: false,
  pending: [],
  seq: 0,
  dirty: false,
  unsyncedSince: null,
  locked: null,
  conflicts: [],
  refused: null,
});

const currentEmail = () => sessionStore.get().userInfo?.email ?? null;

export const chatStore = createStore<ChatRecord>(emptyRecord(currentEmail()));

// Log Out or another user: the previous petition is forgotten.
sessionStore.subscribe(() => {
  const email = currentEmail();
  if (email !== chatStore.get().email) chatStore.set(emptyRecord(email));
});

export function useChatRecord(): ChatRecord {
  return useStore(chatStore);
}
