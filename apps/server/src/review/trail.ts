import type { AuditAction, AuditEntry } from '@i129f/petition/api/account-data.ts';
import type { Db } from '../db/schema.ts';
import type { FileStore } from '../files/file-store.ts';
import { auditDb } from '../audit/audit-table.ts';
import { fileRef } from '../audit/file-ref.ts';

/** Review actions (every actor) and these actions when someone other than the client did them. */
const REVIEW_ACTIONS: readonly AuditAction[] = ['review.read', 'review.mark', 'review.comment', 'review.status'];
const STAFF_ACTIONS: readonly AuditAction[] = ['file.download', 'files.zip', 'file.replace', 'file.delete', 'file.upload', 'chat-state.save', 'petition.generate'];

/**
 * The review trail of a client's petition, newest first (at most `limit` rows): every view of the review, comment,
 * status change, and the file downloads and answer changes by staff. Audit rows are never deleted with comments.
 */
export async function readReviewTrail(o: { db: Db; store: FileStore; clientId: string; limit: number }): Promise<AuditEntry[]> {
  const rows = await auditDb(o.db)
    .selectFrom('audit_log')
    .leftJoin('users', 'users.id', 'audit_log.actor_id')
    .select(['audit_log.id', 'audit_log.at', 'audit_log.actor_id', 'audit_log.actor_role', 'audit_log.action', 'audit_log.outcome', 'audit_log.file_ref', 'audit_log.count', 'users.email', 'users.full_name'])
    .where('audit_log.target_id', '=', o.clientId)
    .where((eb) =>
      eb.or([
        eb('audit_log.action', 'in', [...REVIEW_ACTIONS]),
        eb.and([eb('audit_log.action', 'in', [...STAFF_ACTIONS]), eb('audit_log.actor_id', '!=', o.clientId)]),
      ]),
    )
    .orderBy('audit_log.at', 'desc')
    .orderBy('audit_log.id', 'desc')
    .limit(o.limit)
    .execute();
  const names = rows.some((r) => r.file_ref)
    ? new Map((await o.store.list(o.clientId)).map((f) => [fileRef(o.clientId, f.name), f.name]))
    : new Map<string, string>();
  return rows.map(
    (r): AuditEntry => ({
      id: r.id,
      at: Number(r.at),
      action: r.action as AuditAction,
      outcome: Number(r.outcome),
      count: Number(r.count),
      actor: { role: r.actor_role, email: r.email ?? null, fullName: r.full_name ?? null, self: r.actor_id === o.clientId },
      file: r.file_ref ? { name: names.get(r.file_ref) ?? null } : null,
    }),
  );
}
