import type { Kysely } from 'kysely';

/**
 * Audit trail: who (actor id, role) read or changed whose data (target id), what (action), when
 * (server clock) and the outcome (HTTP status). Only ids and an opaque file reference (a hash, never
 * a file name), so rows can outlive a deleted account. No foreign keys: the rows stay when users go.
 * `count` > 1: repeated reads/saves by the same actor folded into one row (audit/write-audit.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('actor_role', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('outcome', 'integer', (c) => c.notNull())
    .addColumn('file_ref', 'text')
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('audit_log_target_at').on('audit_log').columns(['target_id', 'at']).execute();
  await db.schema.createIndex('audit_log_actor').on('audit_log').column('actor_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
