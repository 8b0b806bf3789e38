import type { Kysely } from 'kysely';

/**
 * Rate-limit counters shared by every server instance on the database (http/rate-limit-store.ts):
 * one fixed-window counter per key (`login:ip:…`, `login:pair:…`, …), `reset_at` epoch ms.
 * Only used when DATABASE_URL is set; the embedded SQLite default keeps counters in memory.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_reset_at').on('rate_limits').column('reset_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
