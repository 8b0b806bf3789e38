import { randomUUID } from 'node:crypto';
import type { ReviewComment } from '@i129f/petition/api/review.ts';
import type { Db } from '../db/schema.ts';
import { keyringOf } from '../crypto/db-keyring.ts';
import { openText, sealText } from '../crypto/seal.ts';
import { commentAad, reviewDb } from './review-tables.ts';

export interface NewComment {
  clientId: string;
  authorId: string;
  answerKey: string;
  sectionId: number | null;
  itemLabel: string;
  body: string;
  now: number;
}

/** Stores a comment (body sealed at rest) and returns its id. */
export async function addComment(db: Db, c: NewComment): Promise<string> {
  const id = randomUUID();
  await reviewDb(db)
    .insertInto('review_comments')
    .values({
      id,
      client_id: c.clientId,
      author_id: c.authorId,
      answer_key: c.answerKey,
      section_id: c.sectionId,
      item_label: c.itemLabel,
      body: sealText(keyringOf(db), c.body, commentAad(id)),
      created_at: c.now,
      resolved_at: null,
      resolved_by: null,
    })
    .execute();
  return id;
}

/** Every comment on a client's petition, open ones first, each group oldest first. */
export async function listComments(db: Db, clientId: string): Promise<ReviewComment[]> {
  const rows = await reviewDb(db)
    .selectFrom('review_comments')
    .leftJoin('users', 'users.id', 'review_comments.author_id')
    .selectAll('review_comments')
    .select(['users.full_name', 'users.user_type'])
    .where('review_comments.client_id', '=', clientId)
    .orderBy('review_comments.created_at')
    .orderBy('review_comments.id')
    .execute();
  const keyring = keyringOf(db);
  const comments = rows.map(
    (r): ReviewComment => ({
      id: r.id,
      answerKey: r.answer_key,
      sectionId: r.section_id === null ? null : Number(r.section_id),
      itemLabel: r.item_label,
      body: openText(keyring, r.body, commentAad(r.id)),
      author: { fullName: r.full_name ?? null, role: r.user_type ?? null },
      createdAt: Number(r.created_at),
      resolvedAt: r.resolved_at === null ? null : Number(r.resolved_at),
    }),
  );
  return [...comments.filter((c) => c.resolvedAt === null), ...comments.filter((c) => c.resolvedAt !== null)];
}

/** The answer keys with open comments on a client's petition. */
export async function openCommentKeys(db: Db, clientId: string): Promise<string[]> {
  const rows = await reviewDb(db).selectFrom('review_comments').select('answer_key').where('client_id', '=', clientId).where('resolved_at', 'is', null).execute();
  return [...new Set(rows.map((r) => r.answer_key))];
}

/** Resolves the open comments on these keys (the client saved a changed answer); returns how many. */
export async function resolveComments(db: Db, o: { clientId: string; keys: readonly string[]; by: string; now: number }): Promise<number> {
  if (o.keys.length === 0) return 0;
  const res = await reviewDb(db)
    .updateTable('review_comments')
    .set({ resolved_at: o.now, resolved_by: o.by })
    .where('client_id', '=', o.clientId)
    .where('answer_key', 'in', [...o.keys])
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}
