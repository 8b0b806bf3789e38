import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES } from '@i129f/petition/api/accounts.ts';
import { ENROLMENT_HEADER, ZEnrolConfirmRequest, ZEnrolmentStartRequest, ZEnrolStartRequest, ZVerifyRequest } from '@i129f/petition/api/two-factor.ts';
import { AppError } from '../http/errors.ts';
import { parseInput } from '../http/validate.ts';
import { rateLimit, rateLimited } from '../http/rate-limit.ts';
import { checkEnrolment, enrolmentInvalid, findEnrolment } from './enrolment-links.ts';
import { LoginThrottle } from './login-throttle.ts';
import { verifyPassword } from './passwords.ts';
import { enrolConfirm, enrolStart, findPendingLogin, recoveryCodesLeft, startTwoFactor, verifySecondFactor, type PendingLogin } from './two-factor-login.ts';

/** The enrolment link's token travels only in the X-Enrolment-Token header (the mailed link keeps it in the fragment). */
function enrolmentToken(request: FastifyRequest): string {
  const value = request.headers[ENROLMENT_HEADER.toLowerCase()];
  if (typeof value !== 'string' || value.length === 0 || value.length > 200) throw enrolmentInvalid();
  return value;
}

/**
 * /api/login/two-factor/*: the second step of a staff login, with the pending-login token of POST /api/login
 * in the body. Throttled like the password step (same counters, login-throttle.ts): every attempt counts per
 * address, a wrong code counts as a failed login for the account and the (account, address) pair, and the
 * address becomes "known" for the account only once the second factor is passed.
 */
export async function twoFactorRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const throttle = new LoginThrottle(deps.limiter, deps.config.rateLimit);

  /** Throttle checks, then the pending login; runs `step`, counting a wrong code (400 TWO_FACTOR_INVALID) as a failed login. */
  async function secondStep<T>(request: FastifyRequest, reply: FastifyReply, pendingToken: string, step: (pending: PendingLogin) => Promise<T>): Promise<T> {
    const addressWait = await throttle.checkAddress(request.ip);
    if (addressWait > 0) throw rateLimited(reply, addressWait);
    const pending = await findPendingLogin(deps, pendingToken);
    const accountWait = await throttle.checkAccount(pending.user.email, request.ip);
    if (accountWait > 0) throw rateLimited(reply, accountWait);
    try {
      return await step(pending);
    } catch (err) {
      if (err instanceof AppError && err.code === 'TWO_FACTOR_INVALID') await throttle.failed(pending.user.email, request.ip);
      throw err;
    }
  }

  /** The mailed enrolment link (auth/enrolment-links.ts): whose it is, for the page (rate limited per address). */
  const perAddress = rateLimit(deps.limiter, { name: 'enrol-check', perIp: deps.config.rateLimit.resetPerIp, perAccount: 0, account: () => undefined });
  app.post('/two-factor/enrolment/check', { preHandler: perAddress }, async (request) => checkEnrolment(deps, enrolmentToken(request)));

  /**
   * The link's token and the account's password → an 'enrol' challenge whose pending login carries the link; its
   * enrol/confirm below use the link once. Throttled like the password step (a wrong password counts as a failed login).
   */
  app.post('/two-factor/enrolment', async (request, reply) => {
    const addressWait = await throttle.checkAddress(request.ip);
    if (addressWait > 0) throw rateLimited(reply, addressWait);
    const token = enrolmentToken(request);
    const body = parseInput(ZEnrolmentStartRequest, request.body);
    const { user, tokenHash } = await findEnrolment(deps, token);
    const accountWait = await throttle.checkAccount(user.email, request.ip);
    if (accountWait > 0) throw rateLimited(reply, accountWait);
    if (!(await verifyPassword(user.password_hash, body.password))) {
      await throttle.failed(user.email, request.ip);
      throw new AppError(403, 'INVALID_CREDENTIALS', ACCOUNT_MESSAGES.invalidCredentials, [{ path: 'password', message: ACCOUNT_MESSAGES.invalidCredentials }]);
    }
    return startTwoFactor(deps, user, { enrolmentHash: tokenHash });
  });

  app.post('/login/two-factor/enrol', async (request, reply) => {
    const body = parseInput(ZEnrolStartRequest, request.body);
    return secondStep(request, reply, body.pendingToken, (pending) => enrolStart(deps, pending));
  });

  app.post('/login/two-factor/enrol/confirm', async (request, reply) => {
    const body = parseInput(ZEnrolConfirmRequest, request.body);
    return secondStep(request, reply, body.pendingToken, async (pending) => {
      const result = await enrolConfirm(deps, pending, body.code);
      await throttle.succeeded(pending.user.email, request.ip);
      return result;
    });
  });

  app.post('/login/two-factor/verify', async (request, reply) => {
    const body = parseInput(ZVerifyRequest, request.body);
    return secondStep(request, reply, body.pendingToken, async (pending) => {
      const result = await verifySecondFactor(deps, pending, 'code' in body ? { code: body.code } : { recoveryCode: body.recoveryCode });
      await throttle.succeeded(pending.user.email, request.ip);
      return 'recoveryCode' in body ? { ...result, recoveryCodesLeft: await recoveryCodesLeft(deps, pending.user.id) } : result;
    });
  });
}
