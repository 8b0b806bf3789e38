import type { FastifyInstance } from 'fastify';
import { ZDeleteAccountRequest } from '@i129f/petition/api/account-data.ts';
import { en } from '@i129f/petition/i18n/index.ts';
import { AppError, forbidden, notFound, errorText } from '../http/errors.ts';
import { parseInput } from '../http/validate.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { findChildren, findUserByEmail } from '../users/repo.ts';
import { deleteAccount } from './delete-account.ts';
import { exportAccount } from './export-account.ts';

type EmailParams = { Params: { email: string } };

export const WRONG_PASSWORD = errorText('wrongPassword');
/** The English text of the 409 (tests compare it). */
export const HAS_ACCOUNTS_UNDER = en.serverMessages.errors.hasAccountsUnder;

/**
 * GET /api/user/export/{email}: all the account's data as a zip (the account holder and the staff
 * above it, like every :email route). DELETE /api/user/{email} {password}: the account holder only,
 * with the password re-typed; staff with accounts under them → 409. Both are audited.
 */
export async function accountDataRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const store = deps.files;

  // A beneficiary (issue 24) may export and delete her own account too (canAccess: her own email only).
  app.get<EmailParams>('/user/export/:email', { config: { audit: 'account.export', beneficiary: true } }, async (request, reply) => {
    const account = await findUserByEmail(deps.db, request.params.email);
    if (!account) throw notFound(errorText('noSuchAccount'));
    const body = await exportAccount({ deps, store, account, log: request.log });
    return reply
      .type('application/zip')
      .header('content-disposition', 'attachment; filename="i129f-account-export.zip"')
      .header('cache-control', 'no-store')
      .send(body);
  });

  // Each try costs an argon2 check: limited like login (per address, per account).
  const limits = deps.config.rateLimit;
  const deleteLimit = rateLimit(deps.limiter, {
    name: 'delete-account',
    perIp: limits.loginPerIp,
    perAccount: limits.loginPerAccount,
    account: (request) => (request.params as { email?: string }).email,
  });

  app.delete<EmailParams>('/user/:email', { config: { audit: 'account.delete', beneficiary: true }, preHandler: deleteLimit }, async (request) => {
    const { password } = parseInput(ZDeleteAccountRequest, request.body ?? {});
    const account = await findUserByEmail(deps.db, request.params.email);
    if (!account) throw notFound(errorText('noSuchAccount'));
    // Deleting is the account holder's own act (like consent): staff cannot delete a client's account.
    if (account.id !== request.user?.id) throw forbidden(errorText('onlyHolderDeletes'));
    if (!(await verifyPassword(account.password_hash, password))) {
      throw new AppError(400, 'INVALID_CREDENTIALS', WRONG_PASSWORD, [{ path: 'password', message: WRONG_PASSWORD }]);
    }
    if ((await findChildren(deps.db, [account.id])).length > 0) throw new AppError(409, 'ACCOUNT_HAS_ACCOUNTS_UNDER', errorText('hasAccountsUnder'));
    // The user row is gone when the audit hook runs: it records this id.
    if (request.audit) request.audit.targetId = account.id;
    await deleteAccount(deps, account, request.log);
    return { deleted: true };
  });
}
