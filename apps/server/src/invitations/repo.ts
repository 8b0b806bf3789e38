import type { Kysely, Selectable } from 'kysely';
import type { InvitableType, InvitationInfo } from '@i129f/petition/api/invitations.ts';
import type { Database, Db } from '../db/schema.ts';

/** The `invitations` table (migration 005). */
export interface InvitationsTable {
  id: string;
  token_hash: string;
  inviter_id: string;
  email: string;
  full_name: string;
  user_type: InvitableType;
  created_at: number;
  expires_at: number;
  accepted_at: number | null;
  accepted_user_id: string | null;
  revoked_at: number | null;
}
export type InvitationRow = Selectable<InvitationsTable>;
export type InvitationDb = Kysely<Database & { invitations: InvitationsTable }>;

/** The database with the invitations table typed (kept here instead of the shared schema.ts). */
export const invitationDb = (db: Db): InvitationDb => db.withTables<{ invitations: InvitationsTable }>();

/**
 * Pending = neither accepted nor revoked, not expired at `now`, and sent by an account that is not deactivated
 * (deactivation revokes them too, revokeInvitationsSentBy; this also covers invitations left from before that).
 */
export function pendingInvitations(db: Db, now: number) {
  return invitationDb(db)
    .withTables<{ users: { deactivated_at: number | null } }>()
    .selectFrom('invitations')
    .innerJoin('users as inviter', 'inviter.id', 'invitations.inviter_id')
    .selectAll('invitations')
    .select(['inviter.full_name as inviter_name', 'inviter.email as inviter_email', 'inviter.parent_id as inviter_parent_id', 'inviter.user_type as inviter_type'])
    .where('invitations.accepted_at', 'is', null)
    .where('invitations.revoked_at', 'is', null)
    .where('invitations.expires_at', '>', now)
    .where('inviter.deactivated_at', 'is', null);
}

/** Revokes the pending invitations `inviterId` sent (its deactivation); the number revoked. */
export async function revokeInvitationsSentBy(db: Db, inviterId: string, now: number): Promise<number> {
  const result = await invitationDb(db)
    .updateTable('invitations')
    .set({ revoked_at: now })
    .where('inviter_id', '=', inviterId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export function toInvitationInfo(row: InvitationRow & { inviter_name: string; inviter_email: string }): InvitationInfo {
  return {
    id: row.id,
    email: row.email,
    fullName: row.full_name,
    userType: row.user_type,
    invitedBy: { fullName: row.inviter_name, email: row.inviter_email },
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  };
}
