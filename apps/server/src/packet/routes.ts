import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors.ts';
import { findUserByEmail } from '../users/repo.ts';
import { loadPetitionState, todayText } from '../readiness/load-petition.ts';
import { generatePacket } from './generate-packet.ts';
import { captionsOf } from '../files/file-captions.ts';
import { isLanguage } from '@i129f/petition/i18n/languages.ts';
import { markPdfGenerated } from '../pdf-marks/mark-generated.ts';
import { currentVersion } from '../chat-state/repo.ts';

/**
 * POST /api/packet/generate/:email → builds the filing packet from the saved answers and uploads and stores it with
 * the sign-here sheet and mailing checklist on the Files page: {fileName, signSheetFileName, pageCount, bookmarks,
 * skipped, notGenerated}. The :email guard runs first; the work runs in the worker pool. Upload captions go under their
 * pictures; the sheet and checklist are in the account's language (the packet itself is English).
 */
export async function packetRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const store = deps.files;
  app.post<{ Params: { email: string } }>('/packet/generate/:email', { config: { audit: 'packet.generate' } }, async (request) => {
    const user = await findUserByEmail(deps.db, request.params.email);
    if (!user) throw notFound('No such account.');
    // Read before the petition: a save in between is then listed as changed since this PDF, never missed.
    const version = await currentVersion(deps.db, user.id);
    const state = await loadPetitionState(deps.db, user.id);
    const summary = await generatePacket({
      store,
      ownerId: user.id,
      state,
      config: deps.config,
      now: deps.now(),
      today: todayText(deps.now()),
      captions: await captionsOf(deps.db, user.id),
      ...(isLanguage(user.language) ? { language: user.language } : {}),
    });
    await markPdfGenerated({ db: deps.db, clientId: user.id, now: deps.now(), log: request.log, version });
    return summary;
  });
}
