import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { SessionUser } from '../context.ts';
import { forbidden, sessionInvalid, errorText } from '../http/errors.ts';
import { canAccess, isFirmLawyer } from './can-access.ts';
import { findSessionUser } from './sessions.ts';

/** The Bearer token of the request, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * The caller of a request with a live session. A missing, unknown, revoked or expired token is 403
 * (SESSION_INVALID): the web client treats any 403 as "session over" and goes to /login. A beneficiary on a route
 * without `config.beneficiary` is 403 FORBIDDEN.
 */
export async function authenticate(request: FastifyRequest): Promise<SessionUser> {
  if (request.user) return request.user;
  const token = bearerToken(request);
  const user = token && token.length <= 200 ? await findSessionUser(request.server.deps, token) : null;
  if (!user) throw sessionInvalid();
  // A beneficiary reaches only the routes made for her part of a petition (issue 24): nothing of the petitioner's
  // account, files, forms, clients or reviews — whatever a route's own checks would say.
  if (user.userType === 'BENEFICIARY' && request.routeOptions.config?.beneficiary !== true) throw forbidden(errorText('beneficiaryOnly'));
  request.user = user;
  return user;
}

/** preHandler: a valid session is required. */
export const requireSession: preHandlerAsyncHookHandler = async (request) => {
  await authenticate(request);
};

/**
 * preHandler: a valid session AND access (canAccess) to the account named by the route param
 * `param` (default 'email'). Any route whose URL has `:email` gets this automatically (app.ts).
 * `firmLawyers`: a lawyer also passes for another lawyer of its firm (only the second-factor reset asks for it).
 */
export function requireAccessTo(param = 'email', o: { firmLawyers?: boolean } = {}): preHandlerAsyncHookHandler {
  return async (request) => {
    const user = await authenticate(request);
    const value = (request.params as Record<string, unknown> | undefined)?.[param];
    const { db } = request.server.deps;
    const allowed = typeof value === 'string' && ((await canAccess(db, user, value)) || (o.firmLawyers === true && (await isFirmLawyer(db, user, value))));
    if (!allowed) {
      throw forbidden(errorText('noAccessToAccount'));
    }
  };
}
