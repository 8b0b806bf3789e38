import { normalizeEmail } from '@i129f/petition/api/accounts.ts';
import type { AppDeps, SessionUser } from '../context.ts';
import type { Db } from '../db/schema.ts';
import { AppError, forbidden, notFound, errorText } from '../http/errors.ts';
import { revokeAllSessions } from '../auth/sessions.ts';
import { isDeactivated, twoFactorDb } from '../auth/two-factor-repo.ts';
import { resetTwoFactor } from '../auth/two-factor-login.ts';
import { isFirmLawyer } from '../auth/can-access.ts';
import { sendEnrolmentLink } from '../auth/enrolment-links.ts';
import type { FirmLawyer, ResetTwoFactorResponse } from '@i129f/petition/api/two-factor.ts';
import { findUserByEmail } from './repo.ts';
import { revokeInvitationsSentBy } from '../invitations/repo.ts';

/**
 * Deactivation and reassignment (issue 10.1). The route's :email guard (canAccess) has already allowed the
 * caller on the target: a lawyer their paralegals and the firm's clients, a paralegal their clients. Here:
 * nobody deactivates their own account (a client has nobody under it, so it can only reach itself), and only a
 * lawyer moves a client, and only to one of their own active paralegals.
 */
async function targetOf(deps: AppDeps, caller: SessionUser, email: string) {
  const target = await findUserByEmail(deps.db, email);
  if (!target) throw notFound();
  if (target.id === caller.id) throw forbidden(errorText('ownStatus'));
  return target;
}

/**
 * It can no longer log in, its sessions and pending logins end, and the invitations it sent that are still pending
 * are revoked (else they would still put new accounts under it: issue 23.5) — `invitationsRevoked` says how many.
 * Its data stays. Deactivating twice is fine. Reactivating does not bring the invitations back (send new ones).
 */
export async function deactivateAccount(deps: AppDeps, caller: SessionUser, email: string): Promise<{ email: string; deactivated: true; invitationsRevoked: number }> {
  const target = await targetOf(deps, caller, email);
  const db = twoFactorDb(deps.db);
  const now = deps.now();
  const invitationsRevoked = await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ deactivated_at: now }).where('id', '=', target.id).where('deactivated_at', 'is', null).execute();
    return revokeInvitationsSentBy(trx as unknown as Db, target.id, now);
  });
  await revokeAllSessions(deps, target.id);
  await db.deleteFrom('pending_logins').where('user_id', '=', target.id).execute();
  return { email: target.email, deactivated: true, invitationsRevoked };
}

export async function reactivateAccount(deps: AppDeps, caller: SessionUser, email: string): Promise<{ email: string; deactivated: false }> {
  const target = await targetOf(deps, caller, email);
  await twoFactorDb(deps.db).updateTable('users').set({ deactivated_at: null }).where('id', '=', target.id).execute();
  return { email: target.email, deactivated: false };
}

const notAParalegal = () => {
  const message = errorText('chooseParalegal');
  return new AppError(400, 'VALIDATION_FAILED', message, [{ path: 'paralegalEmail', message }]);
};

/** Moves a client of the lawyer's firm under another of the lawyer's (active) paralegals. */
export async function reassignClient(deps: AppDeps, caller: SessionUser, clientEmail: string, paralegalEmail: string): Promise<{ email: string; paralegalEmail: string }> {
  if (caller.userType !== 'LAWYER') throw forbidden(errorText('onlyLawyerReassigns'));
  const client = await findUserByEmail(deps.db, clientEmail);
  if (!client) throw notFound();
  if (client.user_type !== 'CLIENT') throw forbidden(errorText('onlyClientReassigned'));
  const paralegal = await findUserByEmail(deps.db, normalizeEmail(paralegalEmail));
  if (!paralegal || paralegal.user_type !== 'PARALEGAL' || paralegal.parent_id !== caller.id || isDeactivated(paralegal)) throw notAParalegal();
  await deps.db.updateTable('users').set({ parent_id: paralegal.id }).where('id', '=', client.id).execute();
  return { email: client.email, paralegalEmail: paralegal.email };
}

/**
 * A lawyer resets the second factor of one of its paralegals or of another lawyer of its firm (lost phone and
 * recovery codes; the route's guard checked which): the factor, sessions and pending logins go, and a new enrolment
 * link is mailed to the account (issue 23.7: it enrols from the link and its password, never from the password alone).
 * Nobody resets their own: a lawyer signs in with a recovery code, or asks another lawyer of the firm.
 */
export async function resetStaffTwoFactor(deps: AppDeps, caller: SessionUser, email: string, linkBase: string): Promise<ResetTwoFactorResponse> {
  if (caller.userType !== 'LAWYER') throw forbidden(errorText('onlyLawyerResetsTwoFactor'));
  const target = await findUserByEmail(deps.db, email);
  if (!target) throw notFound();
  if (target.id === caller.id) throw forbidden(errorText('ownTwoFactor'));
  const paralegal = target.user_type === 'PARALEGAL' && target.parent_id === caller.id;
  if (!paralegal && !(await isFirmLawyer(deps.db, caller, target.email))) throw forbidden(errorText('onlyParalegalTwoFactor'));
  await resetTwoFactor(deps, target.id);
  await sendEnrolmentLink(deps, { user: target, issuedBy: { id: caller.id, fullName: caller.fullName }, linkBase });
  return { email: target.email, twoFactorReset: true, enrolmentLinkSent: true };
}

/** GET /api/user/firm-lawyers: the other active lawyers of the caller's firm and whether each has an authenticator. */
export async function firmLawyers(deps: AppDeps, caller: SessionUser): Promise<FirmLawyer[]> {
  if (caller.userType !== 'LAWYER') throw forbidden(errorText('onlyLawyerResetsTwoFactor'));
  const db = twoFactorDb(deps.db);
  const self = await db.selectFrom('users').select('firm_id').where('id', '=', caller.id).executeTakeFirst();
  if (!self?.firm_id) return [];
  const rows = await db
    .selectFrom('users')
    .leftJoin('two_factor', 'two_factor.user_id', 'users.id')
    .select(['users.email', 'users.full_name', 'two_factor.confirmed_at'])
    .where('users.firm_id', '=', self.firm_id)
    .where('users.user_type', '=', 'LAWYER')
    .where('users.id', '!=', caller.id)
    .where('users.deactivated_at', 'is', null)
    .orderBy('users.full_name')
    .orderBy('users.email')
    .execute();
  return rows.map((r) => ({ email: r.email, fullName: r.full_name, twoFactorEnrolled: r.confirmed_at != null }));
}
