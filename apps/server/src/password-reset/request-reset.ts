import type { Language } from '@i129f/petition/i18n/languages.ts';
import type { AppDeps } from '../context.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import { findUserByEmail } from '../users/repo.ts';
import { resetMail } from './reset-mail.ts';

/**
 * Issues a single-use reset token (valid RESET_TTL_MS) and mails the link. Earlier unused tokens of
 * the account stop working. Unknown emails do nothing. Runs in the background so the answer is
 * the same, in content and timing, whether or not the account exists. `linkBase`: mail/link-base.ts. The mail is in
 * `language`, the language of the request (the account holder asked for it).
 */
export async function requestPasswordReset(deps: AppDeps, email: string, linkBase: string = deps.config.publicUrl, language: Language = 'en'): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const token = newToken();
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    await trx.updateTable('password_resets').set({ used_at: now }).where('user_id', '=', user.id).where('used_at', 'is', null).execute();
    await trx
      .insertInto('password_resets')
      .values({ token_hash: hashToken(token), user_id: user.id, created_at: now, expires_at: now + deps.config.resetTtlMs, used_at: null })
      .execute();
  });
  // The token sits in the fragment (as the invitation link's): a browser never sends it, so the first load puts it in
  // no request URL, server or proxy log, history entry or Referer. The page sends it in X-Reset-Token.
  const link = `${linkBase}/confirm-account#token=${encodeURIComponent(token)}`;
  await deps.mailer.send(resetMail({ to: user.email, fullName: user.full_name, link, ttlMinutes: Math.round(deps.config.resetTtlMs / 60_000), language }));
}
