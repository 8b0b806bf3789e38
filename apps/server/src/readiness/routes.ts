import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { computeReadiness } from '@i129f/petition/readiness/index.ts';
import { parseDate } from '@i129f/petition/validators/date.ts';
import { notFound, errorText } from '../http/errors.ts';
import { parseInput } from '../http/validate.ts';
import { findUserByEmail } from '../users/repo.ts';
import { createDbFileStore } from '../files/db-file-store.ts';
import { loadPetitionState, todayText } from './load-petition.ts';

const ZQuery = z.object({
  filingDate: z
    .string()
    .refine((v) => parseDate(v) !== null, 'Use MM/DD/YYYY.')
    .optional(),
});

/**
 * GET /api/readiness/:email[?filingDate=MM/DD/YYYY] → the readiness report of that account's saved answers and
 * uploads (packages/petition/src/readiness). The :email guard runs first (http/email-routes.ts).
 */
export async function readinessRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const store = createDbFileStore(deps.db, deps.now);
  app.get<{ Params: { email: string }; Querystring: unknown }>('/readiness/:email', { config: { audit: 'readiness.read' } }, async (request) => {
    const { filingDate } = parseInput(ZQuery, request.query);
    const user = await findUserByEmail(deps.db, request.params.email);
    if (!user) throw notFound(errorText('noSuchAccount'));
    const { id } = user;
    const state = await loadPetitionState(deps.db, id);
    const uploads = (await store.list(id)).filter((r) => !r.isGenerated).map((r) => ({ documentId: r.documentId, isTranslated: r.isTranslated }));
    return computeReadiness({ state, uploads, filingDate: filingDate ?? todayText(deps.now()) });
  });
}
