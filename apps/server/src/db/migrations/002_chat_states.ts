import type { Kysely } from 'kysely';

/** One saved interview per user; `version` increases by one on every save (optimistic locking). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('chat_states')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('chat_states').execute();
}
