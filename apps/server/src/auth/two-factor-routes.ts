import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZEnrolConfirmRequest, ZEnrolStartRequest, ZVerifyRequest } from '@i129f/petition/api/two-factor.ts';
import { AppError } from '../http/errors.ts';
import { parseInput } from '../http/validate.ts';
import { rateLimited } from '../http/rate-limit.ts';
import { LoginThrottle } from './login-throttle.ts';
import { enrolConfirm, enrolStart, findPendingLogin, recoveryCodesLeft, verifySecondFactor, type PendingLogin } from './two-factor-login.ts';

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
