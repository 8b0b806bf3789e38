import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LETTER_KINDS } from '@i129f/petition/letters/drafts.ts';
import { isSworn, readingCopy } from '@i129f/petition/letters/reading-copies.ts';
import { AppError, notFound, errorText } from '../http/errors.ts';
import { parseInput } from '../http/validate.ts';
import { findUserByEmail } from '../users/repo.ts';
import { loadPetitionState, todayText } from '../readiness/load-petition.ts';
import { buildLetters } from './build-letters.ts';
import { generateLetter, renderLetterPdfInPool } from './generate-letter.ts';

export const ZGenerate = z.object({
  kind: z.enum(LETTER_KINDS),
  /** The letter as the user edited it: the relationship statement or the waiver request (the letters the user completes). */
  relationshipText: z.string().max(20_000).optional(),
});

/**
 * GET /api/letters/:email → the letters drafted from the saved answers (the relationship statement and the waiver request
 * are drafts to complete); POST /api/letters/generate/:email {kind, relationshipText?} (the edited text of an editable
 * letter, whichever its kind) → renders that letter as PDF and DOCX (worker pool) and
 * stores both on the Files page: {fileNames}. POST /api/letters/reading-copy/:email {kind, relationshipText?} → the
 * Spanish reading copy of a sworn letter as it stands, as a PDF download (not stored). The :email guard runs first.
 */
export async function letterRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const store = deps.files;
  const owner = async (email: string) => {
    const user = await findUserByEmail(deps.db, email);
    if (!user) throw notFound(errorText('noSuchAccount'));
    return user;
  };

  app.get<{ Params: { email: string } }>('/letters/:email', { config: { audit: 'letters.read' } }, async (request) => {
    const { id } = await owner(request.params.email);
    const state = await loadPetitionState(deps.db, id);
    return { letters: buildLetters({ state, uploads: await store.list(id), today: todayText(deps.now()) }) };
  });

  /** The letter of `body.kind` as it stands (an editable one as the user edited it) and the petition it is drafted from. */
  const letterOf = async (id: string, body: z.infer<typeof ZGenerate>) => {
    const state = await loadPetitionState(deps.db, id);
    const edited = body.relationshipText === undefined ? {} : body.kind === 'relationship' ? { relationshipText: body.relationshipText } : body.kind === 'waiver' ? { waiverText: body.relationshipText } : {};
    const letters = buildLetters({ state, uploads: await store.list(id), today: todayText(deps.now()), ...edited });
    const letter = letters.find((l) => l.kind === body.kind);
    if (!letter) throw new AppError(400, 'BAD_REQUEST', errorText('letterNotForK3'));
    return { state, letter };
  };

  app.post<{ Params: { email: string } }>('/letters/generate/:email', { config: { audit: 'letters.generate' } }, async (request) => {
    const body = parseInput(ZGenerate, request.body);
    const { id } = await owner(request.params.email);
    const { letter } = await letterOf(id, body);
    const saved = await generateLetter({ store, ownerId: id, letter, now: deps.now() });
    return { fileNames: saved.map((f) => f.name) };
  });

  // The Spanish reading copy of a sworn letter as it stands (issue 20): a PDF to read, never stored (it is not filed).
  app.post<{ Params: { email: string } }>('/letters/reading-copy/:email', { config: { audit: 'letters.read' } }, async (request, reply) => {
    const body = parseInput(ZGenerate, request.body);
    if (!isSworn(body.kind)) throw new AppError(400, 'BAD_REQUEST', errorText('badRequest'));
    const { id } = await owner(request.params.email);
    const { state, letter } = await letterOf(id, body);
    const copy = readingCopy(state, letter);
    const pdf = await renderLetterPdfInPool(copy);
    return reply.type('application/pdf').header('content-disposition', `attachment; filename="${copy.fileStem}.pdf"`).send(Buffer.from(pdf));
  });
}
