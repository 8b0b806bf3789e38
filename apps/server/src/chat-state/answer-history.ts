import type { AnswerSince } from '@i129f/petition/review/changes-since.ts';
import type { Db } from '../db/schema.ts';
import { keyringOf } from '../crypto/db-keyring.ts';
import { openText } from '../crypto/seal.ts';
import { answerHistoryAad } from './row-aad.ts';

/**
 * The answer history (answer_history, written by saveChatState): one row per answer a save changed. It is the one
 * source for 'changed since my last review', 'changed since your last PDF' and the answer changes in the trails.
 */
export interface AnswerHistoryRow {
  /** The petition version the change made. */
  version: number;
  /** Answer key; questionnaire answers are `q.<key>`. */
  key: string;
  /** null: not given. */
  oldValue: string | null;
  newValue: string | null;
  actorId: string;
  at: number;
}

/** Opens one sealed history value (null stays null). */
export function openHistoryValue(db: Db, r: { userId: string; version: number; key: string }, side: 'old' | 'new', value: string | null): string | null {
  return value === null ? null : openText(keyringOf(db), value, answerHistoryAad(r.userId, r.version, r.key, side));
}

/** The client's answer changes after `afterVersion` (default all), opened, by version then key; at most `limit` rows. */
export async function readAnswerHistory(db: Db, userId: string, o: { afterVersion?: number; limit?: number } = {}): Promise<AnswerHistoryRow[]> {
  const rows = await db
    .selectFrom('answer_history')
    .select(['version', 'answer_key', 'old_value', 'new_value', 'actor_id', 'at'])
    .where('user_id', '=', userId)
    .where('version', '>', o.afterVersion ?? 0)
    .orderBy('version')
    .orderBy('answer_key')
    .$if(o.limit !== undefined, (q) => q.limit(o.limit!))
    .execute();
  return rows.map((r) => {
    const id = { userId, version: r.version, key: r.answer_key };
    return { version: r.version, key: r.answer_key, oldValue: openHistoryValue(db, id, 'old', r.old_value), newValue: openHistoryValue(db, id, 'new', r.new_value), actorId: r.actor_id, at: Number(r.at) };
  });
}

export type { AnswerSince };

/**
 * The answers whose value now differs from their value at petition version `version` (a review mark, a generated
 * PDF): the old value of the first history row after it against the new value of the last. An answer changed and
 * changed back is not listed. Opens two values per answer, whatever the number of rows.
 */
export async function answersChangedSince(db: Db, userId: string, version: number): Promise<Map<string, AnswerSince>> {
  const rows = await db
    .selectFrom('answer_history')
    .select(['version', 'answer_key', 'old_value', 'new_value'])
    .where('user_id', '=', userId)
    .where('version', '>', version)
    .orderBy('version')
    .execute();
  const span = new Map<string, { first: (typeof rows)[number]; last: (typeof rows)[number] }>();
  for (const r of rows) {
    const s = span.get(r.answer_key);
    if (s) s.last = r;
    else span.set(r.answer_key, { first: r, last: r });
  }
  const out = new Map<string, AnswerSince>();
  for (const [key, { first, last }] of span) {
    const before = openHistoryValue(db, { userId, version: first.version, key }, 'old', first.old_value);
    const after = openHistoryValue(db, { userId, version: last.version, key }, 'new', last.new_value);
    if (before !== after) out.set(key, { before, after });
  }
  return out;
}
