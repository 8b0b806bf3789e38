import type { Db } from '../db/schema.ts';
import { keyringOf } from '../crypto/db-keyring.ts';
import { openText } from '../crypto/seal.ts';
import { answersChangedSince } from '../chat-state/answer-history.ts';
import { markAad, reviewDb } from './review-tables.ts';

/**
 * 'Mark as reviewed' (review_marks): per reviewer and client, when and at which petition version. 'Changed since my
 * last review' is read from the answer history after that version. A mark from before migration 011 holds a sealed
 * snapshot of the answers instead (version null) and is compared with it until the reviewer marks again.
 */
export type ReviewMark = { at: number; version: number } | { at: number; version: null; snapshot: Record<string, string> };

export async function readMark(db: Db, reviewerId: string, clientId: string): Promise<ReviewMark | null> {
  const row = await reviewDb(db).selectFrom('review_marks').select(['reviewed_at', 'snapshot', 'version']).where('reviewer_id', '=', reviewerId).where('client_id', '=', clientId).executeTakeFirst();
  if (!row) return null;
  const at = Number(row.reviewed_at);
  if (row.version !== null) return { at, version: Number(row.version) };
  return { at, version: null, snapshot: JSON.parse(openText(keyringOf(db), row.snapshot, markAad(reviewerId, clientId))) as Record<string, string> };
}

/** Remembers that this reviewer saw the petition at `version` now (the snapshot column stays '': nothing to seal). */
export async function writeMark(db: Db, o: { reviewerId: string; clientId: string; version: number; now: number }): Promise<void> {
  await reviewDb(db)
    .insertInto('review_marks')
    .values({ reviewer_id: o.reviewerId, client_id: o.clientId, reviewed_at: o.now, snapshot: '', version: o.version })
    .onConflict((oc) => oc.columns(['reviewer_id', 'client_id']).doUpdateSet({ reviewed_at: o.now, snapshot: '', version: o.version }))
    .execute();
}

/**
 * What changed since a mark, for the review's items (key → answer as shown): `changed`, the item keys whose value now
 * differs from their value at the mark (an answer changed and changed back is not); `removed`, the answers given at
 * the mark and no longer given.
 */
export async function changesSinceMark(db: Db, clientId: string, mark: ReviewMark, items: ReadonlyArray<{ key: string; answer: string }>): Promise<{ changed: Set<string>; removed: string[] }> {
  if (mark.version === null) {
    const present = new Set(items.map((i) => i.key));
    return { changed: new Set(items.filter((i) => mark.snapshot[i.key] !== i.answer).map((i) => i.key)), removed: Object.keys(mark.snapshot).filter((k) => !present.has(k)) };
  }
  const since = await answersChangedSince(db, clientId, mark.version);
  return {
    changed: new Set(items.filter((i) => since.has(i.key)).map((i) => i.key)),
    removed: [...since].filter(([, v]) => v.before !== null && v.after === null).map(([k]) => k),
  };
}
