import type { InterviewState } from '@i129f/petition/engine/types.ts';
import { sessionStore } from '../../session/session.ts';
import { createStore, useStore } from '../../state/createStore.ts';
import { readJson, writeItem } from '../../state/storage.ts';
import { opId, replayOps, type ChatOp } from './ops.ts';

/** Local-storage key of the chat interview (engine state, server version, unsynced operations). */
export const CHAT_KEY = 'i129fChat';

export interface ChatRecord {
  /** Whose interview this is (a different login starts from the server, never from another user's data). */
  email: string | null;
  state: InterviewState | null;
  /** Server version the state is based on (0: nothing saved yet). */
  version: number;
  /** Operations the server has not acknowledged, in order. */
  pending: ChatOp[];
  seq: number;
  /** The state changed since the last successful save. */
  dirty: boolean;
  /** When the oldest unsaved change was made (ms epoch), null when the server has everything. */
  unsyncedSince: number | null;
  /** Ids of the latest operations the server acknowledged (so another tab does not replay them). */
  acked?: string[];
}

export const emptyRecord = (email: string | null): ChatRecord => ({ email, state: null, version: 0, pending: [], seq: 0, dirty: false, unsyncedSince: null });

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function load(email: string | null): ChatRecord {
  const raw = readJson(CHAT_KEY);
  if (!isRecord(raw) || raw.email !== email || !Array.isArray(raw.pending) || typeof raw.version !== 'number') return emptyRecord(email);
  return { ...emptyRecord(email), ...(raw as Partial<ChatRecord>), email };
}

const currentEmail = () => sessionStore.get().userInfo?.email ?? null;

export const chatStore = createStore<ChatRecord>(load(currentEmail()), (record) => {
  if (record.email && record.email === currentEmail()) writeItem(CHAT_KEY, JSON.stringify(record));
});

// Log Out clears local storage; a new login (or another user) must not see the previous interview.
sessionStore.subscribe(() => {
  const email = currentEmail();
  if (email !== chatStore.get().email) chatStore.set(load(email));
});

/**
 * Another tab's record replaces ours, with our operations it has not seen (neither pending there nor
 * acknowledged by the server) replayed on top, so two tabs answering at once lose nothing.
 */
export function mergeTabRecords(incoming: ChatRecord, local: ChatRecord, now = Date.now()): ChatRecord {
  if (!incoming.state || incoming.email !== local.email) return incoming;
  const seen = new Set([...incoming.pending.map(opId), ...(incoming.acked ?? [])]);
  const missing = local.pending.filter((op) => op.id && !seen.has(op.id));
  if (missing.length === 0) return incoming;
  let seq = incoming.seq;
  const pending = [...incoming.pending, ...missing.map((op) => ({ ...op, seq: ++seq }))];
  return { ...incoming, state: replayOps(incoming.state, missing), pending, seq, dirty: true, unsyncedSince: incoming.unsyncedSince ?? local.unsyncedSince ?? now };
}

/** Re-reads local storage (another tab of the same browser wrote it). */
export function reloadChatRecord(): void {
  chatStore.set(mergeTabRecords(load(currentEmail()), chatStore.get()));
}

// Tabs of one browser share the record: follow the other tab's writes from the moment this module loads.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === CHAT_KEY) reloadChatRecord();
  });
}

export function useChatRecord(): ChatRecord {
  return useStore(chatStore);
}
