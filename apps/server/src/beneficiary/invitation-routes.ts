import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BENEFICIARY_TOKEN_HEADER, ZBeneficiaryAccept } from '@i129f/petition/api/beneficiary.ts';
import { parseInput } from '../http/validate.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { acceptBeneficiaryInvitation, beneficiaryInvitationInvalid, checkBeneficiaryInvitation } from './invite.ts';

/** The token travels only in the X-Beneficiary-Token header (the mailed link keeps it in the URL fragment). */
function linkToken(request: FastifyRequest): string {
  const value = request.headers[BENEFICIARY_TOKEN_HEADER.toLowerCase()];
  if (typeof value !== 'string' || value.length === 0 || value.length > 200) throw beneficiaryInvitationInvalid();
  return value;
}

/** Her accept page (logged out, rate limited per address like the other mailed links): check the link, then accept. */
export async function beneficiaryInvitationRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const perAddress = (name: string) => rateLimit(deps.limiter, { name, perIp: deps.config.rateLimit.resetPerIp, perAccount: 0, account: () => undefined });

  app.post('/beneficiary/invitation/check', { preHandler: perAddress('beneficiary-check') }, async (request) => checkBeneficiaryInvitation(deps, linkToken(request)));

  app.post('/beneficiary/invitation/accept', { preHandler: perAddress('beneficiary-accept') }, async (request) => {
    const token = linkToken(request);
    const body = parseInput(ZBeneficiaryAccept, request.body ?? {});
    return acceptBeneficiaryInvitation(deps, { token, password: body.password, language: body.language });
  });
}
