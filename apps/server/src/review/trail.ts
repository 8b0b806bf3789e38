import type { UserType } from '@i129f/petition/api/accounts.ts';
import type { AuditAction, AuditEntry } from '@i129f/petition/api/account-data.ts';
import type { Db } from '../db/schema.ts';
import type { FileStore } from '../files/file-store.ts';
import { auditDb } from '../audit/audit-table.ts';
import { fileRef } from '../audit/file-ref.ts';
import { statusOf } from '../audit/status-detail.ts';
import { answerEntry, rolesOfGoneActors, SAVE_ACTION } from '../audit/answer-entries.ts';
import { openHistoryValue } from '../chat-state/answer-history.ts';

/** Review actions (every actor) and these actions when someone other than the client did them. */
const REVIEW_ACTIONS: readonly AuditAction[] = [
  'review.read', 'review.mark', 'review.comment', 'review.status',
  // Issue 24: the beneficiary's part — her saves, and the petitioner's invitation, confirmations, requests and choices.
  'beneficiary.invite', 'beneficiary.revoke', 'beneficiary.save', 'beneficiary.confirm', 'beneficiary.request', 'beneficiary.choose', 'beneficiary.passport',
];
const STAFF_ACTIONS: readonly AuditAction[] = ['file.download', 'files.zip', 'file.replace', 'file.delete', 'file.upload', 'chat-state.save', 'petition.generate'];

/** The audit rows of the trail, newest first (a successful save is listed as its answer changes instead). */
async function auditEntries(o: { db: Db; store: FileStore; clientId: string; limit: number }): Promise<AuditEntry[]> {
  const rows = await auditDb(o.db)
    .selectFrom('audit_log')
    .leftJoin('users', 'users.id', 'audit_log.actor_id')
    .select(['audit_log.id', 'audit_log.at', 'audit_log.actor_id', 'audit_log.actor_role', 'audit_log.action', 'audit_log.outcome', 'audit_log.file_ref', 'audit_log.detail', 'audit_log.count', 'users.email', 'users.full_name'])
    .where('audit_log.target_id', '=', o.clientId)
    .where((eb) =>
      eb.or([
        eb('audit_log.action', 'in', [...REVIEW_ACTIONS]),
        eb.and([
          eb('audit_log.action', 'in', [...STAFF_ACTIONS]),
          eb('audit_log.actor_id', '!=', o.clientId),
          eb.not(eb.and([eb('audit_log.action', '=', SAVE_ACTION), eb('audit_log.outcome', '>=', 200), eb('audit_log.outcome', '<', 300)])),
        ]),
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
      ...statusOf(r.action, r.detail),
    }),
  );
}

/** The answers staff changed (answer_history), newest first, with the values before and after. */
async function staffAnswerEntries(o: { db: Db; clientId: string; limit: number }): Promise<AuditEntry[]> {
  const rows = await o.db
    .selectFrom('answer_history')
    .leftJoin('users', 'users.id', 'answer_history.actor_id')
    .select(['version', 'answer_key', 'old_value', 'new_value', 'actor_id', 'at', 'users.email', 'users.full_name', 'users.user_type'])
    .where('answer_history.user_id', '=', o.clientId)
    .where('answer_history.actor_id', '!=', o.clientId)
    .orderBy('at', 'desc')
    .orderBy('version', 'desc')
    .orderBy('answer_key', 'desc')
    .limit(o.limit)
    .execute();
  const gone = await rolesOfGoneActors(o.db, [...new Set(rows.filter((r) => !r.user_type).map((r) => r.actor_id))]);
  return rows.map((r) => {
    const id = { userId: o.clientId, version: r.version, key: r.answer_key };
    const actor = { role: (r.user_type as UserType | null) ?? null, email: r.email ?? null, fullName: r.full_name ?? null };
    const values = { oldValue: openHistoryValue(o.db, id, 'old', r.old_value), newValue: openHistoryValue(o.db, id, 'new', r.new_value) };
    return answerEntry({ version: r.version, key: r.answer_key, at: Number(r.at), actorId: r.actor_id, actor }, o.clientId, gone, values);
  });
}

const newestFirst = (a: AuditEntry, b: AuditEntry) => b.at - a.at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/**
 * The review trail of a client's petition, newest first (at most `limit` entries): every view of the review, comment,
 * status change, the file downloads by staff, and each answer staff changed with its value before and after (from the
 * answer history). Audit rows are never deleted with comments.
 */
export async function readReviewTrail(o: { db: Db; store: FileStore; clientId: string; limit: number }): Promise<AuditEntry[]> {
  const [audit, answers] = await Promise.all([auditEntries(o), staffAnswerEntries(o)]);
  return [...audit, ...answers].sort(newestFirst).slice(0, o.limit);
}
