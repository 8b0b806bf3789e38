import type { Kysely } from 'kysely';

/**
 * 'Changed since your last PDF' (issue 11): one row per client, written each time the I-129F is generated for them
 * (alone, or inside the filing packet): when, and a sealed snapshot of the answers then (crypto/seal.ts, bound to the
 * client id: pdf-marks/pdf-marks-repo.ts). Deleted with the account.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('pdf_marks')
    .addColumn('client_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('generated_at', 'bigint', (c) => c.notNull())
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pdf_marks').execute();
}
