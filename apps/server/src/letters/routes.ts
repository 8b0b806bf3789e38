import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LETTER_KINDS } from '@i129f/petition/letters/drafts.ts';
import { AppError, notFound, errorText } from '../http/errors.ts';
import { parseInput } from '../http/validate.ts';
import { findUserByEmail } from '../users/repo.ts';
import { loadPetitionState, todayText } from '../readiness/load-petition.ts';
import { buildLetters } from './build-letters.ts';
import { generateLetter } from './generate-letter.ts';

export const ZGenerate = z.object({
  kind: z.enum(LETTER_KINDS),
  /** The letter as the user edited it: the relationship statement or the waiver request (the letters the user completes). */
  relationshipText: z.string().max(20_000).optional(),
});

/**
 * GET /api/letters/:email → the letters drafted from the saved answers (the relationship statement and the waiver request
 * are drafts to complete); POST /api/letters/generate/:email {kind, relationshipText?} (the edited text of an editable
 * letter, whichever its kind) → renders that letter as PDF and DOCX (worker pool) and
 * stores both on the Files page: {fileNames}. The :email guard runs first.
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

  app.post<{ Params: { email: string } }>('/letters/generate/:email', { config: { audit: 'letters.generate' } }, async (request) => {
    const body = parseInput(ZGenerate, request.body);
    const { id } = await owner(request.params.email);
    const state = await loadPetitionState(deps.db, id);
    const edited = body.relationshipText === undefined ? {} : body.kind === 'relationship' ? { relationshipText: body.relationshipText } : body.kind === 'waiver' ? { waiverText: body.relationshipText } : {};
    const letters = buildLetters({ state, uploads: await store.list(id), today: todayText(deps.now()), ...edited });
    const letter = letters.find((l) => l.kind === body.kind);
    if (!letter) throw new AppError(400, 'BAD_REQUEST', errorText('letterNotForK3'));
    const saved = await generateLetter({ store, ownerId: id, letter, now: deps.now() });
    return { fileNames: saved.map((f) => f.name) };
  });
}
