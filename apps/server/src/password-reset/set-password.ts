import { normalizeEmail, ACCOUNT_MESSAGES } from '@i129f/petition/api/accounts.ts';
import type { AppDeps } from '../context.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/passwords.ts';
import { hashToken } from '../auth/tokens.ts';
import { AppError } from '../http/errors.ts';
import { findUserByEmail } from '../users/repo.ts';
import { findResetAccount, resetTokenInvalid } from './reset-tokens.ts';

/**
 * Reset mode: the mailed token proves ownership. It must be unused, unexpired and belong to
 * `email`; it is consumed atomically with the password change. Every session of the account ends.
 */
export async function resetWithToken(deps: AppDeps, o: { email: string; token: string; newPassword: string }): Promise<void> {
  const account = await findResetAccount(deps, o.token);
  if (!account || account.email !== normalizeEmail(o.email)) throw resetTokenInvalid();
  const passwordHash = await hashPassword(o.newPassword);
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('token_hash', '=', hashToken(o.token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw resetTokenInvalid();
    await trx.updateTable('password_resets').set({ used_at: now }).where('user_id', '=', account.userId).where('used_at', 'is', null).execute();
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', account.userId).execute();
    await trx.updateTable('sessions').set({ revoked: 1 }).where('user_id', '=', account.userId).execute();
  });
}

/**
 * Change mode (no reset token): `oldPassword` is the current password. Wrong → 403 Invalid
 * credentials, like a failed login (same rate limit bucket as resets).
 */
export async function changeWithOldPassword(deps: AppDeps, o: { email: string; oldPassword: string; newPassword: string }): Promise<void> {
  const user = await findUserByEmail(deps.db, o.email);
  const ok = user && o.oldPassword ? await verifyPassword(user.password_hash, o.oldPassword) : await verifyAgainstDummy(o.oldPassword);
  if (!user || !ok) throw new AppError(403, 'INVALID_CREDENTIALS', ACCOUNT_MESSAGES.invalidCredentials);
  const passwordHash = await hashPassword(o.newPassword);
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id).execute();
    await trx.updateTable('sessions').set({ revoked: 1 }).where('user_id', '=', user.id).execute();
    // A reset link mailed before the change must not undo it.
    await trx.updateTable('password_resets').set({ used_at: now }).where('user_id', '=', user.id).where('used_at', 'is', null).execute();
  });
}
