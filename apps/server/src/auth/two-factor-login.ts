import type { LoginResponse } from '@i129f/petition/api/accounts.ts';
import { PENDING_LOGIN_MAX_FAILURES, PENDING_LOGIN_TTL_MS, TWO_FACTOR_MESSAGES, type EnrolStartResponse, type TwoFactorChallenge } from '@i129f/petition/api/two-factor.ts';
import type { AppDeps } from '../context.ts';
import type { UserRow } from '../db/schema.ts';
import { keyringOf } from '../crypto/db-keyring.ts';
import { openText, sealText } from '../crypto/seal.ts';
import { AppError, errorText } from '../http/errors.ts';
import { toUserInfo } from '../users/repo.ts';
import { createSession } from './sessions.ts';
import { hashToken, newToken } from './tokens.ts';
import { consumeEnrolment, enrolmentInvalid } from './enrolment-links.ts';
import { isDeactivated, twoFactorAad, twoFactorDb } from './two-factor-repo.ts';
import { checkTotp, enrolmentData, hashRecoveryCode, newRecoveryCodes, newTotpSecret } from './two-factor-totp.ts';

export const loginExpired = () => new AppError(401, 'LOGIN_EXPIRED', TWO_FACTOR_MESSAGES.loginExpired);
export const codeInvalid = (message: string = TWO_FACTOR_MESSAGES.codeInvalid) => new AppError(400, 'TWO_FACTOR_INVALID', message, [{ path: 'code', message }]);

/** 403: the password was right, but the staff account has no authenticator bound; it enrols only from a mailed link. */
export const notEnrolled = () => new AppError(403, 'TWO_FACTOR_NOT_ENROLLED', errorText('notEnrolled'));

/** Has the account a confirmed second factor? */
export async function isEnrolled(deps: Pick<AppDeps, 'db'>, userId: string): Promise<boolean> {
  const factor = await twoFactorDb(deps.db).selectFrom('two_factor').select('confirmed_at').where('user_id', '=', userId).executeTakeFirst();
  return factor?.confirmed_at != null;
}

/**
 * After the password: a pending-login token (only its hash stored) for the second step. From the login page
 * (`enrolmentHash` unset) it asks for a code of an enrolled account ('verify'); opened from a mailed enrolment link
 * (auth/enrolment-links.ts, link + password) it carries the link's hash and may enrol ('enrol') — nothing else may.
 */
export async function startTwoFactor(deps: AppDeps, user: UserRow, o: { enrolmentHash?: string } = {}): Promise<TwoFactorChallenge> {
  const db = twoFactorDb(deps.db);
  const now = deps.now();
  const token = newToken();
  const expiresAt = now + PENDING_LOGIN_TTL_MS;
  await db
    .insertInto('pending_logins')
    .values({ token_hash: hashToken(token), user_id: user.id, created_at: now, expires_at: expiresAt, used_at: null, failures: 0, enrolment_hash: o.enrolmentHash ?? null })
    .execute();
  // Expired pending logins (anyone's) are of no use any more: each new one sweeps them.
  await db.deleteFrom('pending_logins').where('expires_at', '<', now).execute();
  return { user: toUserInfo(user), twoFactor: o.enrolmentHash ? 'enrol' : 'verify', pendingToken: token, pendingExpiry: expiresAt };
}

export interface PendingLogin {
  tokenHash: string;
  user: UserRow;
  /** The enrolment link this pending login was opened with (link + password); null from the login page. */
  enrolmentHash: string | null;
}

/** The live pending login of `token` (unused, unexpired, under the failure cap, account active), or 401 LOGIN_EXPIRED. */
export async function findPendingLogin(deps: AppDeps, token: string): Promise<PendingLogin> {
  const db = twoFactorDb(deps.db);
  const tokenHash = hashToken(token);
  const row = await db.selectFrom('pending_logins').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  if (!row || row.used_at != null || row.expires_at <= deps.now() || row.failures >= PENDING_LOGIN_MAX_FAILURES) throw loginExpired();
  const user = await db.selectFrom('users').selectAll().where('id', '=', row.user_id).executeTakeFirst();
  if (!user || isDeactivated(user)) throw loginExpired();
  return { tokenHash, user, enrolmentHash: row.enrolment_hash ?? null };
}

/** A wrong code: counted on the pending login (PENDING_LOGIN_MAX_FAILURES end it). */
export async function pendingFailed(deps: AppDeps, pending: PendingLogin): Promise<void> {
  const db = twoFactorDb(deps.db);
  await db.updateTable('pending_logins').set((eb) => ({ failures: eb('failures', '+', 1) })).where('token_hash', '=', pending.tokenHash).execute();
}

/** Uses the pending login once (atomic: of two requests with one token only one gets a session) and opens the session. */
async function finishLogin(deps: AppDeps, pending: PendingLogin): Promise<LoginResponse> {
  const now = deps.now();
  const used = await twoFactorDb(deps.db)
    .updateTable('pending_logins')
    .set({ used_at: now })
    .where('token_hash', '=', pending.tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw loginExpired();
  const session = await createSession(deps, pending.user.id);
  return { user: toUserInfo(pending.user), token: session.token, tokenExpiry: session.expiresAt };
}

async function loadFactor(deps: AppDeps, userId: string) {
  const row = await twoFactorDb(deps.db).selectFrom('two_factor').selectAll().where('user_id', '=', userId).executeTakeFirst();
  return row ? { ...row, secret: openText(keyringOf(deps.db), row.secret, twoFactorAad(userId)) } : null;
}

/**
 * Enrolment, step 1: the secret (kept while unconfirmed, so a reload shows the same QR code) as text and QR code.
 * Only for a pending login opened from a mailed enrolment link: a password alone never gets here (issue 23.7).
 */
export async function enrolStart(deps: AppDeps, pending: PendingLogin): Promise<EnrolStartResponse> {
  const db = twoFactorDb(deps.db);
  if (!pending.enrolmentHash) throw notEnrolled();
  const existing = await loadFactor(deps, pending.user.id);
  if (existing?.confirmed_at != null) throw new AppError(409, 'TWO_FACTOR_ENROLLED', TWO_FACTOR_MESSAGES.alreadyEnrolled);
  let secret = existing?.secret;
  if (!secret) {
    secret = newTotpSecret();
    const sealed = sealText(keyringOf(deps.db), secret, twoFactorAad(pending.user.id));
    await db
      .insertInto('two_factor')
      .values({ user_id: pending.user.id, secret: sealed, created_at: deps.now(), confirmed_at: null, last_step: null })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    // Two first requests at once: both show the one stored secret.
    secret = (await loadFactor(deps, pending.user.id))!.secret;
  }
  return { secret, ...(await enrolmentData(secret, pending.user.email)) };
}

/**
 * Enrolment, step 2: a right code confirms the secret and uses the enrolment link (one transaction: of two confirms
 * only one passes); then the session opens and 10 new recovery codes are shown once.
 */
export async function enrolConfirm(deps: AppDeps, pending: PendingLogin, code: string): Promise<LoginResponse & { recoveryCodes: string[] }> {
  const db = twoFactorDb(deps.db);
  const enrolmentHash = pending.enrolmentHash;
  if (!enrolmentHash) throw notEnrolled();
  const factor = await loadFactor(deps, pending.user.id);
  if (factor?.confirmed_at != null) throw new AppError(409, 'TWO_FACTOR_ENROLLED', TWO_FACTOR_MESSAGES.alreadyEnrolled);
  const step = factor ? await checkTotp({ secret: factor.secret, code, nowMs: deps.now(), afterStep: null }) : null;
  if (typeof step !== 'number') {
    await pendingFailed(deps, pending);
    throw codeInvalid();
  }
  const now = deps.now();
  const recoveryCodes = newRecoveryCodes();
  await db.transaction().execute(async (trx) => {
    if (!(await consumeEnrolment(trx, enrolmentHash, pending.user.id, now))) throw enrolmentInvalid();
    await trx.updateTable('two_factor').set({ confirmed_at: now, last_step: step }).where('user_id', '=', pending.user.id).where('confirmed_at', 'is', null).execute();
    await storeRecoveryCodes(trx, pending.user.id, recoveryCodes, now);
  });
  const response = await finishLogin(deps, pending);
  return { ...response, recoveryCodes };
}

/** Replaces the account's recovery codes with `codes` (only their hashes are stored). */
export async function storeRecoveryCodes(trx: ReturnType<typeof twoFactorDb>, userId: string, codes: readonly string[], now: number): Promise<void> {
  await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await trx.insertInto('recovery_codes').values(codes.map((c) => ({ code_hash: hashRecoveryCode(c), user_id: userId, created_at: now, used_at: null }))).execute();
}

/** Login, second step: a current TOTP code (a step after the last one used) or an unused recovery code. */
export async function verifySecondFactor(deps: AppDeps, pending: PendingLogin, answer: { code: string } | { recoveryCode: string }): Promise<LoginResponse> {
  const db = twoFactorDb(deps.db);
  const factor = await loadFactor(deps, pending.user.id);
  if (factor?.confirmed_at == null) throw loginExpired();
  const now = deps.now();
  if ('code' in answer) {
    const step = await checkTotp({ secret: factor.secret, code: answer.code, nowMs: now, afterStep: factor.last_step });
    if (step === 'replayed') throw codeInvalid(TWO_FACTOR_MESSAGES.codeUsed);
    if (step === null) {
      await pendingFailed(deps, pending);
      throw codeInvalid();
    }
    // Compare-and-set on the last step: of two logins with one code only one passes.
    const taken = await db
      .updateTable('two_factor')
      .set({ last_step: step })
      .where('user_id', '=', pending.user.id)
      .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) throw codeInvalid(TWO_FACTOR_MESSAGES.codeUsed);
    return finishLogin(deps, pending);
  }
  const used = await db
    .updateTable('recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', pending.user.id)
    .where('code_hash', '=', hashRecoveryCode(answer.recoveryCode))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) {
    await pendingFailed(deps, pending);
    throw new AppError(400, 'TWO_FACTOR_INVALID', TWO_FACTOR_MESSAGES.recoveryInvalid, [{ path: 'recoveryCode', message: TWO_FACTOR_MESSAGES.recoveryInvalid }]);
  }
  return finishLogin(deps, pending);
}

/** How many unused recovery codes the account has left. */
export async function recoveryCodesLeft(deps: AppDeps, userId: string): Promise<number> {
  const row = await twoFactorDb(deps.db).selectFrom('recovery_codes').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).where('used_at', 'is', null).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * A lost phone: the account's second factor (secret and recovery codes) is removed, its sessions, pending logins and
 * unused enrolment links end. It enrols again only from a new mailed link (users/account-status.ts sends one; the
 * operator's `npm run enrolment-link -- --reset`).
 */
export async function resetTwoFactor(deps: Pick<AppDeps, 'db' | 'now'>, userId: string): Promise<void> {
  const db = twoFactorDb(deps.db);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('two_factor_enrolments').set({ used_at: deps.now() }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    await trx.deleteFrom('two_factor').where('user_id', '=', userId).execute();
    await trx.deleteFrom('pending_logins').where('user_id', '=', userId).execute();
    await trx.updateTable('sessions').set({ revoked: 1 }).where('user_id', '=', userId).execute();
  });
}
