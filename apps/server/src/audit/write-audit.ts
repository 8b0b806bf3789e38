import { randomUUID } from 'node:crypto';
import type { UserType } from '@i129f/petition/api/accounts.ts';
import type { AuditAction } from '@i129f/petition/api/account-data.ts';
import type { Db } from '../db/schema.ts';
import { auditDb } from './audit-table.ts';

export interface AuditRecord {
  at: number;
  actorId: string;
  actorRole: UserType;
  targetId: string;
  action: AuditAction;
  outcome: number;
  fileRef?: string | null;
  /** One non-personal fact the trail names (audit/register-audit.ts AuditContext.detail). */
  detail?: string | null;
}

/** Reads and saves the interview makes every few seconds: folded into one row per actor and outcome. */
const FOLDED: ReadonlySet<AuditAction> = new Set(['chat-state.read', 'chat-state.save', 'file.list', 'readiness.read', 'letters.read', 'review.comments.read']);
export const FOLD_WINDOW_MS = 15 * 60_000;
/**
 * Folded whatever the time while the detail is the same: opening the firm's review again (a reload, a language
 * change, every action's refresh) counts on the reviewer's row for that petition version; a new version (the client
 * or staff saved answers since) makes a new 'Opened the petition review' row.
 */
const FOLDED_BY_DETAIL: ReadonlySet<AuditAction> = new Set(['review.read']);

/**
 * Writes one audit row. A folded action within FOLD_WINDOW_MS of the same actor's last identical row
 * moves that row's time forward and counts it instead (two racing requests may still make two rows);
 * an action folded by detail does so with the same actor's row of the same detail, at any age.
 */
export async function writeAudit(database: Db, r: AuditRecord): Promise<void> {
  const db = auditDb(database);
  const byDetail = FOLDED_BY_DETAIL.has(r.action) && r.detail != null;
  if (FOLDED.has(r.action) || byDetail) {
    let fold = db
      .updateTable('audit_log')
      .set((eb) => ({ at: r.at, count: eb('count', '+', 1) }))
      .where('actor_id', '=', r.actorId)
      .where('target_id', '=', r.targetId)
      .where('action', '=', r.action)
      .where('outcome', '=', r.outcome);
    fold = byDetail ? fold.where('detail', '=', r.detail as string) : fold.where('at', '>=', r.at - FOLD_WINDOW_MS);
    const res = await fold.executeTakeFirst();
    if (Number(res.numUpdatedRows) > 0) return;
  }
  await db
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      at: r.at,
      actor_id: r.actorId,
      actor_role: r.actorRole,
      target_id: r.targetId,
      action: r.action,
      outcome: r.outcome,
      file_ref: r.fileRef ?? null,
      detail: r.detail ?? null,
      count: 1,
    })
    .execute();
}
