import type { FastifyInstance } from 'fastify';
import { interview } from '@i129f/petition/interview.ts';
import { changesSince, changesSinceHistory, type ChangesSincePdfResponse } from '@i129f/petition/review/changes-since.ts';
import { answersChangedSince } from '../chat-state/answer-history.ts';
import { DataDecryptError } from '../crypto/seal.ts';
import { notFound } from '../http/errors.ts';
import { loadReviewState } from '../review/load-review.ts';
import { findUserByEmail } from '../users/repo.ts';
import { readPdfMark } from './pdf-marks-repo.ts';

/**
 * GET /api/changes-since-pdf/:email → which answers changed since the account's I-129F was last generated
 * ({ generatedAt, changedKeys, changedSectionIds, removedKeys }), null before any PDF: from the answer history after
 * the version the PDF was generated at (a mark from before that compares with its snapshot). Keys and section ids
 * only, never values. The :email guard runs first (the holder, and staff above them: http/email-routes.ts); it reads
 * the saved interview, so it is audited as a chat-state read. A snapshot that cannot be opened reads as no PDF.
 */
export async function pdfMarkRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  app.get<{ Params: { email: string } }>('/changes-since-pdf/:email', { config: { audit: 'chat-state.read' } }, async (request): Promise<ChangesSincePdfResponse> => {
    const user = await findUserByEmail(deps.db, request.params.email);
    if (!user) throw notFound();
    const mark = await readPdfMark(deps.db, user.id).catch((err: unknown) => {
      // A snapshot that no longer opens (its key retired, a row copied from another client) only costs the markers.
      if (!(err instanceof DataDecryptError)) throw err;
      request.log.warn({ reason: err.reason, keyId: err.keyId }, 'pdf mark cannot be opened');
      return null;
    });
    if (!mark) return null;
    const { state } = await loadReviewState(deps.db, user.id);
    if (mark.version === null) return { generatedAt: mark.generatedAt, ...changesSince(interview, state, mark.snapshot) };
    return { generatedAt: mark.generatedAt, ...changesSinceHistory(interview, state, await answersChangedSince(deps.db, user.id, mark.version)) };
  });
}
