import type { Kysely } from 'kysely';

/**
 * One petition kept on the server (issue 19, docs/petition-on-server.md):
 * - chat_sections: one row per section of a client's petition, `body` the section's state as sealed JSON
 *   (crypto/seal.ts, bound to user and section: chat-state/petition-tables.ts); `version` is the petition version that
 *   last wrote it. `chat_states.state` keeps the rest of the document (the head).
 * - answer_history: one row per answer a save changed (`q.<key>` for questionnaire answers), with the sealed value
 *   before and after (null: not given) and who saved it. The primary key (user_id, version, answer_key) also serves
 *   every read by user and version range, so no second index is kept.
 * - review_marks.version, pdf_marks.version: the petition version a mark was taken at; 'changed since' is read from
 *   answer_history after it. Marks written from now on keep `snapshot` '' (the column stays NOT NULL: SQLite cannot
 *   drop that without rebuilding the table); rows from before keep their sealed snapshot and null version.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('chat_sections')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('section_id', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('chat_sections_pk', ['user_id', 'section_id'])
    .execute();
  await db.schema
    .createTable('answer_history')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('answer_key', 'text', (c) => c.notNull())
    .addColumn('old_value', 'text')
    .addColumn('new_value', 'text')
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('answer_history_pk', ['user_id', 'version', 'answer_key'])
    .execute();
  await db.schema.alterTable('review_marks').addColumn('version', 'integer').execute();
  await db.schema.alterTable('pdf_marks').addColumn('version', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('pdf_marks').dropColumn('version').execute();
  await db.schema.alterTable('review_marks').dropColumn('version').execute();
  await db.schema.dropTable('answer_history').execute();
  await db.schema.dropTable('chat_sections').execute();
}
