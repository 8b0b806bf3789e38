import type { UserType } from '@i129f/petition/api/accounts.ts';
import type { AuditEntry } from '@i129f/petition/api/account-data.ts';
import type { Db } from '../db/schema.ts';
import { auditDb } from './audit-table.ts';

/**
 * The answer history in the trails (audit/read-audit.ts, review/trail.ts): each answer a save changed is one entry,
 * 'answer.change'. A successful whole-petition save ('chat-state.save', which the changes route also records) is
 * then not listed itself: its answer changes are; refused or failed saves still are.
 */
export const ANSWER_CHANGE = 'answer.change' as const;
export const SAVE_ACTION = 'chat-state.save';

/** The entry id of a history row: unique per client (version, key). */
export const answerEntryId = (version: number, key: string): string => `answer:${version}:${key}`;

/**
 * The roles of actors no longer in `users` (a staff account deleted since), from the audit log, which keeps each
 * request's role. An actor with no audit row either (never happens through the routes) reads as a client.
 */
export async function rolesOfGoneActors(db: Db, actorIds: readonly string[]): Promise<Map<string, UserType>> {
  if (!actorIds.length) return new Map();
  const rows = await auditDb(db).selectFrom('audit_log').select(['actor_id', 'actor_role']).where('actor_id', 'in', [...actorIds]).execute();
  return new Map(rows.map((r) => [r.actor_id, r.actor_role]));
}

export interface AnswerEntryRow {
  version: number;
  key: string;
  at: number;
  actorId: string;
  actor: { role: UserType | null; email: string | null; fullName: string | null };
}

/** One history row as a trail entry; `values` only for the firm's review trail. */
export function answerEntry(r: AnswerEntryRow, targetId: string, goneRoles: ReadonlyMap<string, UserType>, values?: { oldValue: string | null; newValue: string | null }): AuditEntry {
  return {
    id: answerEntryId(r.version, r.key),
    at: r.at,
    action: ANSWER_CHANGE,
    outcome: 200,
    count: 1,
    actor: { role: r.actor.role ?? goneRoles.get(r.actorId) ?? 'CLIENT', email: r.actor.email, fullName: r.actor.fullName, self: r.actorId === targetId },
    file: null,
    answer: { key: r.key, ...values },
  };
}
