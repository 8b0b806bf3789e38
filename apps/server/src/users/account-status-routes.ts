import type { FastifyInstance } from 'fastify';
import { ZReassignRequest } from '@i129f/petition/api/two-factor.ts';
import { requireSession } from '../auth/guards.ts';
import { parseInput } from '../http/validate.ts';
import { mailLinkBase } from '../mail/link-base.ts';
import { deactivateAccount, firmLawyers, reactivateAccount, reassignClient, resetStaffTwoFactor } from './account-status.ts';

type EmailParams = { Params: { email: string } };

/**
 * /api/user/{deactivate,reactivate,reassign,reset-two-factor}/:email — access-checked by the :email guard (http/email-routes.ts) first; audited.
 * The reset also passes the guard for another lawyer of the caller's firm (`firmLawyers`); GET /api/user/firm-lawyers lists them.
 */
export async function accountStatusRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  app.post<EmailParams>('/user/deactivate/:email', { config: { audit: 'account.deactivate' } }, async (request) => deactivateAccount(deps, request.user!, request.params.email));
  app.post<EmailParams>('/user/reactivate/:email', { config: { audit: 'account.reactivate' } }, async (request) => reactivateAccount(deps, request.user!, request.params.email));
  app.post<EmailParams>('/user/reset-two-factor/:email', { config: { audit: 'account.reset-two-factor', firmLawyers: true } }, async (request) =>
    resetStaffTwoFactor(deps, request.user!, request.params.email, mailLinkBase(deps.config, request.headers.origin)),
  );
  app.get('/user/firm-lawyers', { preHandler: requireSession }, async (request) => ({ lawyers: await firmLawyers(deps, request.user!) }));
  app.post<EmailParams>('/user/reassign/:email', { config: { audit: 'account.reassign' } }, async (request) => {
    const body = parseInput(ZReassignRequest, request.body);
    return reassignClient(deps, request.user!, request.params.email, body.paralegalEmail);
  });
}
