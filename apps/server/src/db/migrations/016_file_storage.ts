import type { Kysely } from 'kysely';

/**
 * Where a file's bytes live (issue 22.5): `storage` 'db' (the sealed bytes in `bytes`, as before) or 's3' (the sealed
 * bytes are the object `object_key` of the bucket in S3_URL, sealed with data key `key_id`; `bytes` is then empty —
 * SQLite cannot drop the column's NOT NULL without rebuilding the table). Every existing row stays 'db'.
 * The index lets `npm run migrate-files` and `rotate-key` walk one storage's rows by id.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('files').addColumn('storage', 'text', (c) => c.notNull().defaultTo('db')).execute();
  await db.schema.alterTable('files').addColumn('object_key', 'text').execute();
  await db.schema.alterTable('files').addColumn('key_id', 'text').execute();
  await db.schema.createIndex('files_storage_id').on('files').columns(['storage', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('files_storage_id').execute();
  for (const column of ['key_id', 'object_key', 'storage']) await db.schema.alterTable('files').dropColumn(column).execute();
}
