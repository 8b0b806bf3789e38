import type { Kysely } from 'kysely';

/**
 * The beneficiary answers her own part (issue 24, beneficiary/):
 * - beneficiary_links: the petitioner's invitation of his beneficiary and, once accepted, her access. Only the SHA-256
 *   of the mailed token is stored; valid 14 days, single use (`accepted_at`); `revoked_at` ends an invitation or her
 *   access. At most one link of a petitioner is not revoked (enforced by the routes under a transaction).
 *   Her draft is a petition of her own account (chat_states/chat_sections/answer_history under `beneficiary_id`).
 * - beneficiary_confirmations: the petitioner confirmed one of her sections; `fingerprint` names the answers he
 *   confirmed (beneficiary/overview.ts), so a later change of hers waits for him again.
 * - beneficiary_requests: he asked her to change one answer; `body` sealed (crypto/seal.ts, bound to the row id);
 *   resolved when she changes that answer or he confirms the section.
 * - beneficiary_choices: both answered an item differently and he chose whose answer the form gets; `value_hash` is
 *   the SHA-256 of her answer he chose on (her value itself is not kept here).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('beneficiary_links')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('petitioner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('beneficiary_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('accepted_at', 'bigint')
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('beneficiary_links_petitioner').on('beneficiary_links').column('petitioner_id').execute();
  await db.schema.createIndex('beneficiary_links_beneficiary').on('beneficiary_links').column('beneficiary_id').execute();
  await db.schema
    .createTable('beneficiary_confirmations')
    .addColumn('link_id', 'text', (c) => c.notNull().references('beneficiary_links.id').onDelete('cascade'))
    .addColumn('section_id', 'integer', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('beneficiary_confirmations_pk', ['link_id', 'section_id'])
    .execute();
  await db.schema
    .createTable('beneficiary_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('link_id', 'text', (c) => c.notNull().references('beneficiary_links.id').onDelete('cascade'))
    .addColumn('section_id', 'integer', (c) => c.notNull())
    .addColumn('answer_key', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('resolved_at', 'bigint')
    .execute();
  await db.schema.createIndex('beneficiary_requests_link').on('beneficiary_requests').columns(['link_id', 'resolved_at']).execute();
  await db.schema
    .createTable('beneficiary_choices')
    .addColumn('link_id', 'text', (c) => c.notNull().references('beneficiary_links.id').onDelete('cascade'))
    .addColumn('answer_key', 'text', (c) => c.notNull())
    .addColumn('keep', 'text', (c) => c.notNull())
    .addColumn('value_hash', 'text', (c) => c.notNull())
    .addColumn('chosen_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('beneficiary_choices_pk', ['link_id', 'answer_key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('beneficiary_choices').execute();
  await db.schema.dropTable('beneficiary_requests').execute();
  await db.schema.dropTable('beneficiary_confirmations').execute();
  await db.schema.dropTable('beneficiary_links').execute();
}
