import type { Kysely } from 'kysely';

/**
 * The firm's review of a petition (issue 10):
 * - petition_status: one row per client once the status left 'in progress' (no row = in progress).
 * - review_comments: a reviewer's comment on one answer key; the body is sealed (crypto/seal.ts, bound to the row id);
 *   resolved_at is set when the client saves a changed answer for that key. Rows stay when resolved.
 * - review_marks: per reviewer and client, when they last marked the petition reviewed and a sealed snapshot of the
 *   answers then (the 'changed since my last review' filter).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('petition_status')
    .addColumn('client_id', 'text', (c) => c.primaryKey())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('review_comments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('author_id', 'text', (c) => c.notNull())
    .addColumn('answer_key', 'text', (c) => c.notNull())
    .addColumn('section_id', 'integer')
    .addColumn('item_label', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('resolved_at', 'bigint')
    .addColumn('resolved_by', 'text')
    .execute();
  await db.schema.createIndex('review_comments_client').on('review_comments').columns(['client_id', 'resolved_at']).execute();
  await db.schema
    .createTable('review_marks')
    .addColumn('reviewer_id', 'text', (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('reviewed_at', 'bigint', (c) => c.notNull())
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('review_marks_pk', ['reviewer_id', 'client_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('review_marks').execute();
  await db.schema.dropTable('review_comments').execute();
  await db.schema.dropTable('petition_status').execute();
}
