import type { FastifyInstance } from 'fastify';
import { ZChangesRequest, type ChangesResponse } from '@i129f/petition/api/petition.ts';
import { applyChanges, createPetition } from '@i129f/petition/changes/apply.ts';
import type { PetitionDoc } from '@i129f/petition/changes/types.ts';
import { parseInput } from '../http/validate.ts';
import { AppError, errorText, notFound } from '../http/errors.ts';
import { findUserByEmail } from '../users/repo.ts';
import { loadChatState, saveChatState } from '../chat-state/repo.ts';
import { problemMessage } from '../chat-state/problem-language.ts';
import { beforeChatStateSave } from '../review/chat-save-hook.ts';
import { usDate } from './today.ts';
import { carrySound } from './sound.ts';
import { isPetitionDoc } from './doc.ts';
import { noteSaveConflicts } from '../ops/metrics.ts';

type EmailParams = { Params: { email: string } };

/** Compare-and-set retries when another request (another device, another instance) stored a version meanwhile. */
const ATTEMPTS = 5;


/**
 * POST /api/petition/changes/{email} (issue 19): the changes a device made since the version it read. The server
 * applies them with the interview engine to the stored petition — only the sections they touch run, nothing is
 * replayed — and stores what changed (chat-state/repo.ts: the head, the changed sections, one history row per
 * changed answer). A change of an answer another device changed first is a conflict: skipped, and answered with
 * both values and the stored petition. A change that would clear answers needs the client's consent (409
 * CONSENT_REQUIRED); a value the engine refuses is a 400 naming it; nothing is stored then.
 */
export async function petitionRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;

  app.post<EmailParams>('/petition/changes/:email', { config: { audit: 'chat-state.save' } }, async (request): Promise<ChangesResponse> => {
    const body = parseInput(ZChangesRequest, request.body);
    const client = await findUserByEmail(deps.db, request.params.email);
    if (!client) throw notFound();
    // The audit row names this client: no second lookup of the email after the answer (audit/register-audit.ts).
    if (request.audit) request.audit.targetId = client.id;
    const actorId = request.user?.id ?? client.id;
    const language = request.headers['accept-language'];
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      // The cached petition itself (frozen): the engine derives the next one from it, sharing what did not change.
      const stored = await loadChatState(deps.db, client.id, { shared: true });
      const version = stored?.version ?? 0;
      if (stored && !isPetitionDoc(stored.state)) throw new AppError(409, 'VERSION_CONFLICT', errorText('versionConflict'), undefined, { currentVersion: version, state: stored.state });
      const base = stored ? (stored.state as PetitionDoc) : createPetition(usDate(deps.now()));
      const outcome = applyChanges(base, body.changes);
      if (outcome.error) {
        const path = outcome.error.key ?? `changes.${outcome.error.index}`;
        throw new AppError(400, 'VALIDATION_FAILED', errorText('invalidAnswers', { names: path }), [{ path, message: problemMessage(outcome.error.message, language) }], { index: outcome.error.index });
      }
      if (outcome.consent) {
        throw new AppError(409, 'CONSENT_REQUIRED', errorText('consentRequired', { keys: outcome.consent.keys.join(', ') }), undefined, { index: outcome.consent.index, keys: outcome.consent.keys });
      }
      // Another device's changes came first, or the server created the petition: the device takes the stored one.
      const rebased = version !== body.version || !stored;
      if (outcome.conflicts.length) noteSaveConflicts(request);
      const answer = (v: number): ChangesResponse => ({ version: v, conflicts: outcome.conflicts, ...(rebased || outcome.conflicts.length ? { state: outcome.doc } : {}) });
      if (outcome.doc === base && stored) return answer(version);
      // Review (issue 10): an approved petition refuses changed answers; a changed answer resolves its open comments.
      const afterSave = await beforeChatStateSave(deps, { userId: client.id, actorId, next: outcome.doc, previous: stored?.state ?? null });
      const saved = await saveChatState(deps.db, { userId: client.id, state: outcome.doc, expected: version, now: deps.now(), actorId, previous: stored?.state ?? null, shared: true });
      if (!saved.ok) continue;
      await afterSave();
      carrySound(deps.db, client.id, version, saved.version);
      return answer(saved.version);
    }
    throw new AppError(503, 'BUSY', errorText('busyShort'));
  });
}
