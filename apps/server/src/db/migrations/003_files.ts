import type { Kysely } from 'kysely';

/**
 * Client files (uploads and generated petitions): bytes and metadata in one row, so one transaction
 * writes both. `bytea` is PostgreSQL's binary type; SQLite stores Buffers as BLOBs under any type name.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('document_id', 'integer')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('is_translated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_generated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addUniqueConstraint('files_owner_name', ['owner_id', 'name'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('files').execute();
}
