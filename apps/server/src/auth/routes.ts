import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES, ZLanguageRequest, ZLoginRequest } from '@i129f/petition/api/accounts.ts';
import { parseInput } from '../http/validate.ts';
import { AppError, errorText } from '../http/errors.ts';
import { XSRF_COOKIE } from '../http/xsrf.ts';
import { rateLimited } from '../http/rate-limit.ts';
import { LoginThrottle } from './login-throttle.ts';
import { findUserByEmail, findUserById, setUserLanguage, toUserInfo } from '../users/repo.ts';
import { verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { createSession, findSessionUser, revokeSession } from './sessions.ts';
import { authenticate, bearerToken } from './guards.ts';
import { hashToken } from './tokens.ts';
import { isEnrolled, notEnrolled, startTwoFactor } from './two-factor-login.ts';
import { isDeactivated, requiresTwoFactor } from './two-factor-repo.ts';
import { twoFactorRoutes } from './two-factor-routes.ts';
import { TWO_FACTOR_MESSAGES, type LoginResult } from '@i129f/petition/api/two-factor.ts';

/** /api/login, /api/logout, /api/me, /api/me/language and /api/xsrf. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const throttle = new LoginThrottle(deps.limiter, deps.config.rateLimit);

  await app.register(twoFactorRoutes);

  /**
   * Throttled per address, per (account, address) and per account for unknown addresses (login-throttle.ts).
   * A client gets its session; a lawyer or paralegal a pending-login token for the second factor (two-factor-routes.ts).
   * A deactivated account, and a staff account without an authenticator (403 TWO_FACTOR_NOT_ENROLLED: it enrols only
   * from a mailed link, issue 23.7), are told so only after the right password.
   */
  app.post('/login', async (request, reply): Promise<LoginResult> => {
    const addressWait = await throttle.checkAddress(request.ip);
    if (addressWait > 0) throw rateLimited(reply, addressWait);
    const body = parseInput(ZLoginRequest, request.body);
    const accountWait = await throttle.checkAccount(body.username, request.ip);
    if (accountWait > 0) throw rateLimited(reply, accountWait);
    const user = await findUserByEmail(deps.db, body.username);
    const ok = user ? await verifyPassword(user.password_hash, body.password) : await verifyAgainstDummy(body.password);
    if (!user || !ok) {
      await throttle.failed(body.username, request.ip);
      throw new AppError(403, 'INVALID_CREDENTIALS', ACCOUNT_MESSAGES.invalidCredentials);
    }
    if (isDeactivated(user)) throw new AppError(403, 'ACCOUNT_DEACTIVATED', TWO_FACTOR_MESSAGES.deactivated);
    if (requiresTwoFactor(user.user_type)) {
      if (!(await isEnrolled(deps, user.id))) throw notEnrolled();
      return startTwoFactor(deps, user);
    }
    await throttle.succeeded(body.username, request.ip);
    const session = await createSession(deps, user.id);
    return { user: toUserInfo(user), token: session.token, tokenExpiry: session.expiresAt };
  });

  /** Ends the session of the Bearer token if it is live; always 200 (logging out twice is fine). */
  app.post('/logout', async (request) => {
    const token = bearerToken(request);
    if (token && (await findSessionUser(deps, token))) await revokeSession(deps, hashToken(token));
    return { ok: true };
  });

  app.get('/me', { config: { beneficiary: true } }, async (request) => {
    const session = await authenticate(request);
    const row = await findUserById(deps.db, session.id);
    if (!row) throw new AppError(403, 'SESSION_INVALID', errorText('sessionEnded'));
    return { user: toUserInfo(row), tokenExpiry: session.expiresAt };
  });

  /** The language the signed-in user picked, kept on the account (issue 21.5): the web app applies it after sign-in. */
  app.post('/me/language', { config: { beneficiary: true } }, async (request) => {
    const session = await authenticate(request);
    const { language } = parseInput(ZLanguageRequest, request.body);
    await setUserLanguage(deps.db, session.id, language);
    return { language };
  });

  /** Hands out the XSRF cookie (any GET does; this one also returns the value). */
  app.get('/xsrf', async (request) => ({ xsrfToken: request.cookies[XSRF_COOKIE] }));
}
