import type { Kysely } from 'kysely';

/**
 * audit_log.detail: one fact the trail names with the action, never personal data — the status a 'review.status'
 * request set ('approved'), the petition version a 'review.read' saw (the review's 'Opened' row is written once per
 * reviewer and version: audit/write-audit.ts). Older rows have none.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('audit_log').addColumn('detail', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('audit_log').dropColumn('detail').execute();
}
