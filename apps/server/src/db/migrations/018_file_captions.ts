import type { Kysely } from 'kysely';

/**
 * What the user wrote about an upload (issue 20.3: date, place, who), printed under the picture in the packet and listed
 * in its exhibit index. A table of its own, one row per captioned file: the files table's writers (uploads, replaces,
 * object storage) stay as they are, and deleting a file (or the account) deletes its caption. `caption` is sealed
 * (crypto/seal.ts, bound to the file id) like other free text.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('file_captions')
    .addColumn('file_id', 'text', (c) => c.primaryKey().references('files.id').onDelete('cascade'))
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('caption', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('file_captions_owner').on('file_captions').column('owner_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('file_captions').execute();
}
