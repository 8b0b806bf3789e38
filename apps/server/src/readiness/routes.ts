import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { computeReadiness } from '@i129f/petition/readiness/index.ts';
import { localizeReport } from '@i129f/petition/readiness/render.ts';
import { CATALOGUES, en } from '@i129f/petition/i18n/index.ts';
import { negotiateLanguage } from '@i129f/petition/i18n/languages.ts';
import { parseDate } from '@i129f/petition/validators/date.ts';
import { notFound, errorText } from '../http/errors.ts';
import { parseInput } from '../http/validate.ts';
import { findUserByEmail } from '../users/repo.ts';
import { loadPetitionState, todayText } from './load-petition.ts';

export const ZQuery = z.object({
  filingDate: z
    .string()
    .refine((v) => parseDate(v) !== null, en.serverMessages.errors.useDateFormat)
    .optional(),
});

/**
 * GET /api/readiness/:email[?filingDate=MM/DD/YYYY] → the readiness report of that account's saved answers and
 * uploads (packages/petition/src/readiness). The :email guard runs first (http/email-routes.ts). Each finding's
 * message and why come in the request's language (Accept-Language); `text` keeps their keys and params.
 */
export async function readinessRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const store = deps.files;
  app.get<{ Params: { email: string }; Querystring: unknown }>('/readiness/:email', { config: { audit: 'readiness.read' } }, async (request, reply) => {
    const { filingDate } = parseInput(ZQuery, request.query);
    const user = await findUserByEmail(deps.db, request.params.email);
    if (!user) throw notFound(errorText('noSuchAccount'));
    const { id } = user;
    const state = await loadPetitionState(deps.db, id);
    const uploads = (await store.list(id)).filter((r) => !r.isGenerated).map((r) => ({ documentId: r.documentId, isTranslated: r.isTranslated }));
    const report = computeReadiness({ state, uploads, filingDate: filingDate ?? todayText(deps.now()) });
    const language = negotiateLanguage(request.headers['accept-language']);
    void reply.header('content-language', language).header('vary', 'Accept-Language');
    return localizeReport(report, CATALOGUES[language], language);
  });
}
