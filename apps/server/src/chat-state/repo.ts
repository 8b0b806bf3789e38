import type { Db } from '../db/schema.ts';
import { keyringOf } from '../crypto/db-keyring.ts';
import { openText, sealText } from '../crypto/seal.ts';

/**
 * The whole state JSON is sealed with AES-256-GCM (crypto/seal.ts), bound to the user's row: that covers every
 * sensitive answer in it (SSN, A-Number, USCIS online account number, passport numbers, criminal history…)
 * without a list of keys to keep up to date. States saved before encryption are read as plain JSON and
 * sealed by their next save or by `npm run rotate-key`.
 */
export const chatStateAad = (userId: string): string => `chat_states\u0000${userId}`;

export interface StoredChatState {
  state: unknown;
  version: number;
}

export async function loadChatState(db: Db, userId: string): Promise<StoredChatState | null> {
  const row = await db.selectFrom('chat_states').select(['state', 'version']).where('user_id', '=', userId).executeTakeFirst();
  return row ? { state: JSON.parse(openText(keyringOf(db), row.state, chatStateAad(userId))) as unknown, version: row.version } : null;
}

export type SaveResult = { ok: true; version: number } | { ok: false; current: StoredChatState };

/**
 * Compare-and-set: stores `state` as version `expected + 1` only if the stored version is still
 * `expected` (0 = nothing stored yet). One statement either way, so concurrent saves cannot both win.
 */
export async function saveChatState(db: Db, o: { userId: string; state: unknown; expected: number; now: number }): Promise<SaveResult> {
  const text = sealText(keyringOf(db), JSON.stringify(o.state), chatStateAad(o.userId));
  const version = o.expected + 1;
  let changed: bigint;
  if (o.expected === 0) {
    const res = await db
      .insertInto('chat_states')
      .values({ user_id: o.userId, state: text, version, updated_at: o.now })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .executeTakeFirst();
    changed = res.numInsertedOrUpdatedRows ?? 0n;
  } else {
    const res = await db
      .updateTable('chat_states')
      .set({ state: text, version, updated_at: o.now })
      .where('user_id', '=', o.userId)
      .where('version', '=', o.expected)
      .executeTakeFirst();
    changed = res.numUpdatedRows;
  }
  if (Number(changed) === 1) return { ok: true, version };
  return { ok: false, current: (await loadChatState(db, o.userId)) ?? { state: null, version: 0 } };
}
