import type { Kysely } from 'kysely';
import type { UserType } from '@i129f/petition/api/accounts.ts';
import type { Db } from '../db/schema.ts';

/** The audit_log table (migration 007) with the users columns the reader joins. */
export interface AuditLogTable {
  id: string;
  at: number;
  actor_id: string;
  actor_role: UserType;
  target_id: string;
  action: string;
  outcome: number;
  /** An opaque hash of the file name (fileRef), never the name. */
  file_ref: string | null;
  /** One non-personal fact (migration 014): the status set by 'review.status', the version 'review.read' saw. */
  detail: string | null;
  count: number;
}

export type AuditDb = Kysely<{
  audit_log: AuditLogTable;
  users: { id: string; email: string; full_name: string; user_type: UserType };
}>;

export const auditDb = (db: Db): AuditDb => db as unknown as AuditDb;
