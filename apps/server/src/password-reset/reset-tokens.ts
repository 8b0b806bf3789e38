import { ACCOUNT_MESSAGES } from '@i129f/petition/api/accounts.ts';
import type { AppDeps } from '../context.ts';
import { hashToken } from '../auth/tokens.ts';
import { AppError } from '../http/errors.ts';

export const resetTokenInvalid = () => new AppError(400, 'RESET_TOKEN_INVALID', ACCOUNT_MESSAGES.tokenInvalid);

/** The account of an unused, unexpired reset token, or null. Does not consume it. */
export async function findResetAccount(deps: AppDeps, token: string): Promise<{ userId: string; email: string } | null> {
  if (token.length === 0 || token.length > 200) return null;
  const row = await deps.db
    .selectFrom('password_resets')
    .innerJoin('users', 'users.id', 'password_resets.user_id')
    .select(['users.id', 'users.email'])
    .where('password_resets.token_hash', '=', hashToken(token))
    .where('password_resets.used_at', 'is', null)
    .where('password_resets.expires_at', '>', deps.now())
    .executeTakeFirst();
  return row ? { userId: row.id, email: row.email } : null;
}
