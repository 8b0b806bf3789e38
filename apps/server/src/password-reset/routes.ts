import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ACCOUNT_MESSAGES, normalizeEmail, ZAcceptNewPassRequest, zEmail } from '@i129f/petition/api/accounts.ts';
import { negotiateLanguage } from '@i129f/petition/i18n/languages.ts';
import { parseInput } from '../http/validate.ts';
import { renderText } from '../http/server-text.ts';
import { pick, rateLimit, rateLimited } from '../http/rate-limit.ts';
import { LoginThrottle } from '../auth/login-throttle.ts';
import { mailLinkBase } from '../mail/link-base.ts';
import { requestPasswordReset } from './request-reset.ts';
import { findResetAccount, resetTokenInvalid } from './reset-tokens.ts';
import { changeWithOldPassword, resetWithToken } from './set-password.ts';

export const ZTokenQuery = z.object({ token: z.string().max(200).optional() });
/**
 * The reset token travels in an X-Reset-Token header (the web page: the mailed link keeps it in the URL fragment) or,
 * for clients of the spec's API (§7), in ?token= (the request log redacts query values).
 */
const RESET_HEADER = 'x-reset-token';

/** Forgotten password: request (mail), check the token, set the new password. All work logged out. */
export async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const { resetPerIp, resetPerAccount } = deps.config.rateLimit;
  const limit = (name: string, account: Parameters<typeof rateLimit>[1]['account']) =>
    rateLimit(deps.limiter, { name, perIp: resetPerIp, perAccount: resetPerAccount, account });

  app.post<{ Params: { email: string } }>('/user/request-forgotten-password/:email', {
    config: { publicEmailRoute: true },
    preHandler: limit('forgot', (request) => pick(request.params, 'email')),
  }, async (request) => {
    // The format only (400 says nothing about accounts); known or not, the answer below is the same.
    const { email } = parseInput(z.object({ email: zEmail }), request.params);
    const linkBase = mailLinkBase(deps.config, request.headers.origin);
    // The account holder asks: the mail (and this answer) in the language of the request.
    const language = negotiateLanguage(request.headers['accept-language']);
    deps.background.run(() => requestPasswordReset(deps, email, linkBase, language));
    return { message: renderText(ACCOUNT_MESSAGES.forgotSuccess, language) };
  });

  app.post('/user/confirm-password-reset', { preHandler: limit('reset-check', () => undefined) }, async (request) => {
    // The web page sends the header (it read the token from the link's fragment); the spec's ?token= still works.
    const header = request.headers[RESET_HEADER];
    const token = parseInput(ZTokenQuery, { token: typeof header === 'string' ? header : undefined, ...(request.query as object) }).token;
    const account = token ? await findResetAccount(deps, token) : null;
    if (!account) throw resetTokenInvalid();
    return { valid: true, email: account.email };
  });

  // Per address always; per account only when guessing an old password: a mailed token proves the owner,
  // so nobody can keep the owner from finishing a reset by spending the account's attempts.
  const throttle = new LoginThrottle(deps.limiter, deps.config.rateLimit);
  app.post('/user/accept-new-pass', { preHandler: limit('reset', () => undefined) }, async (request, reply) => {
    const body = parseInput(ZAcceptNewPassRequest, request.body);
    const header = request.headers[RESET_HEADER];
    const token = parseInput(ZTokenQuery, request.query).token ?? (typeof header === 'string' ? header : undefined);
    if (token) await resetWithToken(deps, { email: body.email, token, newPassword: body.newPassword });
    else {
      const wait = await deps.limiter.hit(`reset:acct:${normalizeEmail(body.email)}`, resetPerAccount);
      if (wait > 0) throw rateLimited(reply, wait);
      await changeWithOldPassword(deps, body);
    }
    // A new password ends the login throttling of the account (its failure counters start again).
    await throttle.clearAccount(body.email);
    return { ok: true };
  });
}
