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
}

/** Reads and saves the interview makes every few seconds: folded into one row per actor and outcome. */
const FOLDED: ReadonlySet<AuditAction> = new Set(['chat-state.read', 'chat-state.save', 'file.list', 'readiness.read', 'letters.read', 'review.comments.read']);
export const FOLD_WINDOW_MS = 15 * 60_000;

/**
 * Writes one audit row. A folded action within FOLD_WINDOW_MS of the same actor's last identical row
 * moves that row's time forward and counts it instead (two racing requests may still make two rows).
 */
export async function writeAudit(database: Db, r: AuditRecord): Promise<void> {
  const db = auditDb(database);
  if (FOLDED.has(r.action)) {
    const res = await db
      .updateTable('audit_log')
      .set((eb) => ({ at: r.at, count: eb('count', '+', 1) }))
      .where('actor_id', '=', r.actorId)
      .where('target_id', '=', r.targetId)
      .where('action', '=', r.action)
      .where('outcome', '=', r.outcome)
      .where('at', '>=', r.at - FOLD_WINDOW_MS)
      .executeTakeFirst();
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
      count: 1,
    })
    .execute();
}
