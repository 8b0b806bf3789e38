import { sql, type Kysely } from 'kysely';

/**
 * Staff two-factor login and account status (issue 10.1, auth/two-factor*.ts):
 * - `users.deactivated_at`: set while an account is deactivated (no login, no session; its data stays);
 * - `two_factor`: one TOTP secret per account, sealed with the keyring (crypto/seal.ts, bound to the user id);
 *   `confirmed_at` null while enrolment is unfinished; `last_step` is the last accepted TOTP time step (a code of
 *   that step or an earlier one is refused: no replay within the verification window);
 * - `recovery_codes`: SHA-256 of each one-time code (80 random bits each), `used_at` once used;
 * - `pending_logins`: the short-lived token between password and second factor (SHA-256 only), single use.
 * Staff sessions opened before this migration end: every staff account signs in again with its second factor.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('deactivated_at', 'bigint').execute();
  await db.schema
    .createTable('two_factor')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('confirmed_at', 'bigint')
    .addColumn('last_step', 'bigint')
    .execute();
  await db.schema
    .createTable('recovery_codes')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('recovery_codes_user_id').on('recovery_codes').column('user_id').execute();
  await db.schema
    .createTable('pending_logins')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('pending_logins_user_id').on('pending_logins').column('user_id').execute();
  await db
    .updateTable('sessions')
    .set({ revoked: 1 })
    .where('user_id', 'in', sql`(select id from users where user_type in ('LAWYER', 'PARALEGAL'))`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pending_logins').execute();
  await db.schema.dropTable('recovery_codes').execute();
  await db.schema.dropTable('two_factor').execute();
  await db.schema.alterTable('users').dropColumn('deactivated_at').execute();
}
