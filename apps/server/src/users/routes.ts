import type { FastifyInstance } from 'fastify';
import { ZRegisterRequest } from '@i129f/petition/api/accounts.ts';
import { parseInput } from '../http/validate.ts';
import { pick, rateLimit } from '../http/rate-limit.ts';
import { forbidden, notFound, errorText } from '../http/errors.ts';
import { createUser } from './create-user.ts';
import { negotiateLanguage, type Language } from '@i129f/petition/i18n/languages.ts';
import { findUserByEmail, toUserInfo } from './repo.ts';
import { buildUserTree } from './listing.ts';

type EmailParams = { Params: { email: string } };

/** /api/user/*: sign-up, the user listing and consent. Routes with :email are access-checked in app.ts. */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;

  // Each sign-up costs an argon2 hash and answers 409 for a taken email: limited like login (per IP, per email).
  const limits = deps.config.rateLimit;
  const registerLimit = rateLimit(deps.limiter, {
    name: 'register',
    perIp: limits.loginPerIp,
    perAccount: limits.loginPerAccount,
    account: (request) => pick(request.body, 'email'),
  });

  app.post('/user/register', { preHandler: registerLimit }, async (request) => {
    const body = parseInput(ZRegisterRequest, request.body);
    // Sign-up always creates a CLIENT, whatever userType says, and links it to nobody: parentEmail (spec §7
    // payload, sent empty) is accepted and ignored. Only staff link a client, by an invitation (invitations/).
    const row = await createUser({
      db: deps.db,
      now: deps.now(),
      email: body.email,
      fullName: body.fullName,
      password: body.password,
      userType: 'CLIENT',
      strictParent: false,
      language: signUpLanguage(body.language, request.headers['accept-language']),
    });
    return { user: toUserInfo(row) };
  });

  app.get<EmailParams>('/user/findUserByEmail/:email', async (request) => {
    const row = await findUserByEmail(deps.db, request.params.email);
    if (!row) throw notFound();
    return buildUserTree(deps.db, row);
  });

  app.post<EmailParams>('/user/mark-accepted-conditions/:email', async (request) => {
    const row = await findUserByEmail(deps.db, request.params.email);
    if (!row) throw notFound();
    // Consent is given by the account holder only: a lawyer or paralegal cannot accept for a client.
    if (row.id !== request.user?.id) throw forbidden(errorText('onlyHolderAccepts'));
    await deps.db.updateTable('users').set({ accepted_conditions: 1 }).where('id', '=', row.id).execute();
    return { user: toUserInfo({ ...row, accepted_conditions: 1 }) };
  });
}

/** The language a sign-up keeps (issue 21.5): the one the page sent, else the request's; none without either. */
function signUpLanguage(chosen: Language | undefined, acceptLanguage: string | undefined): Language | null {
  if (chosen) return chosen;
  return acceptLanguage ? negotiateLanguage(acceptLanguage) : null;
}
