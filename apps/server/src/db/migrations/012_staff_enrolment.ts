import type { Kysely } from 'kysely';

/**
 * Staff enrol their second factor only from a mailed link (issue 23.7; auth/enrolment-links.ts):
 * - `two_factor_enrolments`: the SHA-256 of each mailed enrolment link's token, its account, expiry, use and who
 *   asked for it (a lawyer's id; null for the operator's CLI);
 * - `pending_logins.enrolment_hash`: set on a pending login opened from such a link (link + password); only these
 *   may enrol. A pending login of the password alone may not;
 * - `users.firm_id`: the firm of a lawyer (a lawyer resets the second factor of another lawyer of the same firm). Every
 *   lawyer until now is a firm of its own (its own id); `create-user --firm-of` puts a new lawyer in another's firm.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('two_factor_enrolments')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('issued_by', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('two_factor_enrolments_user_id').on('two_factor_enrolments').column('user_id').execute();
  await db.schema.alterTable('pending_logins').addColumn('enrolment_hash', 'text').execute();
  await db.schema.alterTable('users').addColumn('firm_id', 'text').execute();
  await db.updateTable('users').set((eb) => ({ firm_id: eb.ref('id') })).where('user_type', '=', 'LAWYER').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('firm_id').execute();
  await db.schema.alterTable('pending_logins').dropColumn('enrolment_hash').execute();
  await db.schema.dropTable('two_factor_enrolments').execute();
}
