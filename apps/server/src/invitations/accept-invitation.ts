import crypto from 'node:crypto';
import { checkPassword, type LoginResponse } from '@i129f/petition/api/accounts.ts';
import type { InvitationCheck, InvitationEnrolResponse } from '@i129f/petition/api/invitations.ts';
import { en } from '@i129f/petition/i18n/index.ts';
import type { AppDeps, SessionUser } from '../context.ts';
import type { Db, UserRow } from '../db/schema.ts';
import { isUniqueViolation } from '../db/connect.ts';
import { hashPassword } from '../auth/passwords.ts';
import { hashToken } from '../auth/tokens.ts';
import { createSession } from '../auth/sessions.ts';
import { AppError, errorText } from '../http/errors.ts';
import { findUserByEmail, toUserInfo } from '../users/repo.ts';
import { invitationDb, pendingInvitations, type InvitationDb } from './repo.ts';
import { mayInvite } from './create-invitation.ts';
import { bindInvitedFactor, checkInvitationCode, invitationNeedsTwoFactor, startInvitationEnrolment } from './staff-enrolment.ts';

export const invitationInvalid = () =>
  new AppError(400, 'INVITATION_INVALID', errorText('invitationInvalid'));

/** The pending invitation of a token, with its inviter, or null. Does not consume it. */
async function findPending(deps: AppDeps, token: string) {
  if (token.length === 0 || token.length > 200) return null;
  const row = await pendingInvitations(deps.db, deps.now()).where('invitations.token_hash', '=', hashToken(token)).executeTakeFirst();
  // The inviter must still be allowed to have this account under them (e.g. not demoted meanwhile).
  return row && mayInvite(row.inviter_type, row.user_type) ? row : null;
}

/** What the accept page shows; 400 INVITATION_INVALID for an unknown, expired, used or revoked token. */
export async function checkInvitation(deps: AppDeps, token: string): Promise<InvitationCheck> {
  const row = await findPending(deps, token);
  if (!row) throw invitationInvalid();
  const account = await findUserByEmail(deps.db, row.email);
  const accountExists = Boolean(account);
  return { email: row.email, fullName: row.full_name, userType: row.user_type, inviterName: row.inviter_name, accountExists, twoFactor: invitationNeedsTwoFactor({ user_type: row.user_type, accountExists }) };
}

/** POST /api/invitations/enrol: the authenticator's secret for a staff invitation that creates its account; else 400. */
export async function enrolInvitation(deps: AppDeps, token: string): Promise<InvitationEnrolResponse> {
  const row = await findPending(deps, token);
  if (!row) throw invitationInvalid();
  const accountExists = Boolean(await findUserByEmail(deps.db, row.email));
  if (!invitationNeedsTwoFactor({ user_type: row.user_type, accountExists })) throw new AppError(400, 'BAD_REQUEST', errorText('invitationNoTwoFactor'));
  return startInvitationEnrolment(deps, row);
}

/**
 * Marks the invitation used inside `trx`; false when another request used, revoked or outlived it first, or its
 * inviter was deactivated meanwhile (the new account would sit under a deactivated one).
 */
async function consume(trx: InvitationDb, id: string, userId: string, now: number): Promise<boolean> {
  const result = await trx
    .withTables<{ users: { deactivated_at: number | null } }>()
    .updateTable('invitations')
    .set({ accepted_at: now, accepted_user_id: userId })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where(({ exists, not, selectFrom }) => not(exists(selectFrom('users').select('users.id').whereRef('users.id', '=', 'invitations.inviter_id').where('users.deactivated_at', 'is not', null))))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export type AcceptResult = { linked: true; user: LoginResponse['user']; recoveryCodes?: string[] } & Partial<Pick<LoginResponse, 'token' | 'tokenExpiry'>>;

/**
 * Accepts an invitation (single use, atomically with the account change):
 * - no account with the invited email: `password` creates it under the inviter and starts a session; a staff account
 *   only together with its second factor (`code` of the authenticator set up from `enrolment`, staff-enrolment.ts):
 *   account, factor and recovery codes in one transaction, so no staff account exists that a password alone could enrol;
 * - an account exists: the caller must be logged in as it (401 LOGIN_REQUIRED, 403 WRONG_ACCOUNT); a client
 *   on nobody's list (registered alone) is linked under the inviter; one already on another list, or an
 *   account of another type, is 409 ALREADY_LINKED (a firm never takes a client from another by e-mail).
 */
export async function acceptInvitation(
  deps: AppDeps,
  o: { token: string; password?: string | undefined; code?: string | undefined; enrolment?: string | undefined; caller: SessionUser | null },
): Promise<AcceptResult> {
  const invitation = await findPending(deps, o.token);
  if (!invitation) throw invitationInvalid();
  const now = deps.now();
  const existing = await findUserByEmail(deps.db, invitation.email);
  const db = invitationDb(deps.db);

  if (!existing) {
    const check = o.password === undefined ? { ok: false as const, message: en.serverMessages.errors.choosePassword } : checkPassword(o.password);
    if (!check.ok) throw new AppError(400, 'VALIDATION_FAILED', check.message, [{ path: 'password', message: check.message }]);
    const factor = invitationNeedsTwoFactor({ user_type: invitation.user_type, accountExists: false }) ? await checkInvitationCode(deps, invitation.id, o) : null;
    const row: UserRow = {
      id: crypto.randomUUID(),
      email: invitation.email,
      full_name: invitation.full_name,
      password_hash: await hashPassword(o.password!),
      user_type: invitation.user_type,
      parent_id: invitation.inviter_id,
      accepted_conditions: 0,
      created_at: now,
      // None chosen yet: the web app saves the language picked in the browser at the first sign-in (issue 21.5).
      language: null,
    };
    let recoveryCodes: string[] | undefined;
    try {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('users').values(row).execute();
        if (!(await consume(trx, invitation.id, row.id, now))) throw invitationInvalid();
        if (factor) recoveryCodes = await bindInvitedFactor(trx as unknown as Db, { userId: row.id, ...factor, now, keyringDb: deps.db });
      });
    } catch (err) {
      // Someone signed up with this email since the check: accept by logging in as that account.
      if (isUniqueViolation(err)) throw new AppError(401, 'LOGIN_REQUIRED', errorText('signInToAccept'));
      throw err;
    }
    // A new paralegal proved its password and its authenticator here: its session opens, and the recovery codes are shown once.
    const session = await createSession(deps, row.id);
    return { linked: true, user: toUserInfo(row), token: session.token, tokenExpiry: session.expiresAt, ...(recoveryCodes ? { recoveryCodes } : {}) };
  }

  if (!o.caller) throw new AppError(401, 'LOGIN_REQUIRED', errorText('signInToAccept'));
  if (o.caller.id !== existing.id) throw new AppError(403, 'WRONG_ACCOUNT', errorText('invitationForOther', { email: invitation.email }));
  if (existing.parent_id === invitation.inviter_id) {
    await db.transaction().execute(async (trx) => void (await consume(trx, invitation.id, existing.id, now)));
    return { linked: true, user: toUserInfo(existing) };
  }
  if (existing.user_type !== invitation.user_type || existing.user_type !== 'CLIENT') {
    throw new AppError(409, 'ALREADY_LINKED', errorText(invitation.user_type === 'PARALEGAL' ? 'invitationForParalegal' : 'invitationForClient'));
  }
  if (existing.parent_id !== null) {
    throw new AppError(409, 'ALREADY_LINKED', errorText('alreadyLinkedContact'));
  }
  await db.transaction().execute(async (trx) => {
    const linked = await trx.updateTable('users').set({ parent_id: invitation.inviter_id }).where('id', '=', existing.id).where('parent_id', 'is', null).executeTakeFirst();
    if (Number(linked.numUpdatedRows) !== 1) throw new AppError(409, 'ALREADY_LINKED', errorText('alreadyLinked'));
    if (!(await consume(trx, invitation.id, existing.id, now))) throw invitationInvalid();
  });
  return { linked: true, user: toUserInfo({ ...existing, parent_id: invitation.inviter_id }) };
}
