import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { INVITATION_HEADER, ZAcceptInvitationRequest, ZCreateInvitationRequest } from '@i129f/petition/api/invitations.ts';
import { bearerToken, requireSession } from '../auth/guards.ts';
import { findSessionUser } from '../auth/sessions.ts';
import { parseInput } from '../http/validate.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { createInvitation } from './create-invitation.ts';
import { listInvitations, revokeInvitation } from './manage-invitations.ts';
import { acceptInvitation, checkInvitation, enrolInvitation, invitationInvalid } from './accept-invitation.ts';

const ZId = z.object({ id: z.string().uuid() });

/** The token travels only in the X-Invitation-Token header (the mailed link keeps it in the URL fragment). */
function invitationToken(request: FastifyRequest): string {
  const value = request.headers[INVITATION_HEADER.toLowerCase()];
  if (typeof value !== 'string' || value.length === 0 || value.length > 200) throw invitationInvalid();
  return value;
}

/**
 * /api/invitations: staff invite (POST), list pending (GET) and revoke (DELETE /:id); the invitee checks
 * and accepts with the mailed token (logged out, rate limited per address). XSRF applies as everywhere.
 */
export async function invitationRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const perAddress = (name: string) => rateLimit(deps.limiter, { name, perIp: deps.config.rateLimit.resetPerIp, perAccount: 0, account: () => undefined });

  app.post('/invitations', { preHandler: requireSession }, async (request, reply) => {
    const body = parseInput(ZCreateInvitationRequest, request.body);
    const invitation = await createInvitation(deps, request.user!, body);
    return reply.code(201).send({ invitation });
  });

  app.get('/invitations', { preHandler: requireSession }, async (request) => ({ invitations: await listInvitations(deps, request.user!) }));

  app.delete<{ Params: { id: string } }>('/invitations/:id', { preHandler: requireSession }, async (request) => {
    const { id } = parseInput(ZId, request.params);
    await revokeInvitation(deps, request.user!, id);
    return { revoked: true };
  });

  app.post('/invitations/check', { preHandler: perAddress('invite-check') }, async (request) => checkInvitation(deps, invitationToken(request)));

  // A staff invitation: the authenticator's secret, set up before the accept creates the account (issue 23.7).
  app.post('/invitations/enrol', { preHandler: perAddress('invite-enrol') }, async (request) => enrolInvitation(deps, invitationToken(request)));

  app.post('/invitations/accept', { preHandler: perAddress('invite-accept') }, async (request) => {
    const token = invitationToken(request);
    const body = parseInput(ZAcceptInvitationRequest, request.body ?? {});
    // Logged in (linking an existing account) or not (creating one); a stale token left in a browser counts as logged out.
    const bearer = bearerToken(request);
    const caller = bearer && bearer.length <= 200 ? await findSessionUser(deps, bearer) : null;
    return acceptInvitation(deps, { token, password: body.password, code: body.code, enrolment: body.enrolment, caller });
  });
}
