import type { Kysely } from 'kysely';

/**
 * Invitations (invitations/): staff invite a client (or a lawyer a paralegal) by e-mail. Only the
 * SHA-256 of the mailed token is stored; valid 7 days, single use (`accepted_at`), revocable.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('inviter_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('user_type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('accepted_at', 'bigint')
    .addColumn('accepted_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('invitations_inviter_id').on('invitations').column('inviter_id').execute();
  await db.schema.createIndex('invitations_email').on('invitations').column('email').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('invitations').execute();
}
