import { sql } from 'kysely';
import type { AppDeps, SessionUser } from '../context.ts';
import { fromFlag } from '../db/schema.ts';
import { hashToken, newToken } from './tokens.ts';

/** Starts a session: returns the opaque token (given to the client once) and its expiry. */
export async function createSession(deps: AppDeps, userId: string): Promise<{ token: string; expiresAt: number }> {
  const token = newToken();
  const now = deps.now();
  const expiresAt = now + deps.config.tokenTtlMs;
  await deps.db
    .insertInto('sessions')
    .values({ token_hash: hashToken(token), user_id: userId, created_at: now, expires_at: expiresAt })
    .execute();
  return { token, expiresAt };
}

/** The user of a live session (not revoked, not expired on the server's clock), or null. */
export async function findSessionUser(deps: AppDeps, token: string): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  const row = await deps.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.email', 'users.full_name', 'users.user_type', 'users.parent_id', 'users.accepted_conditions', 'sessions.expires_at'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked', '=', 0)
    .where('sessions.expires_at', '>', deps.now())
    // A deactivated account has no session (its sessions are also revoked when it is deactivated).
    .where(sql.ref('users.deactivated_at'), 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    fullName: row.full_name,
    userType: row.user_type,
    parentId: row.parent_id,
    acceptedConditions: fromFlag(row.accepted_conditions),
    tokenHash,
    expiresAt: row.expires_at,
  };
}

export async function revokeSession(deps: AppDeps, tokenHash: string): Promise<void> {
  await deps.db.updateTable('sessions').set({ revoked: 1 }).where('token_hash', '=', tokenHash).execute();
}

/** After a password change every session of the account ends. */
export async function revokeAllSessions(deps: AppDeps, userId: string): Promise<void> {
  await deps.db.updateTable('sessions').set({ revoked: 1 }).where('user_id', '=', userId).execute();
}

/** Removes sessions that expired more than a day ago (called at start). */
export async function pruneSessions(deps: AppDeps): Promise<void> {
  await deps.db.deleteFrom('sessions').where('expires_at', '<', deps.now() - 86_400_000).execute();
}
