import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZChatStateSaveRequest, type ChatStateSaveResponse } from '@i129f/petition/api/accounts.ts';
import type { PetitionLoadResponse } from '@i129f/petition/api/petition.ts';
import { readLock } from '../petition/lock.ts';
import { loadSoundPetition } from '../petition/sound.ts';
import { parseInput } from '../http/validate.ts';
import { AppError, notFound, errorText } from '../http/errors.ts';
import { findUserByEmail } from '../users/repo.ts';
import { loadChatState, saveChatState } from './repo.ts';
import { problemPath, validateWithEngine, type ChatStateValidator } from './validate.ts';
import { beforeChatStateSave } from '../review/chat-save-hook.ts';
import { problemMessage } from './problem-language.ts';

type EmailParams = { Params: { email: string } };

/** The stored version (and version + 1) must fit the 32-bit `integer` column (PostgreSQL refuses more: a 500). */
export const ZSave = ZChatStateSaveRequest.extend({ version: z.number().int().min(0).max(2 ** 31 - 2) });

/**
 * /api/chat-state/i29F/{load,save}/{email}: the saved petition, versioned, and whether the firm's approval locked it.
 * The browser sends changes (petition/routes.ts); the whole-state save stays for browsers of the previous release and
 * as the benchmark's reference. Access-checked in app.ts.
 */
export async function chatStateRoutes(app: FastifyInstance, opts: { validate?: ChatStateValidator }): Promise<void> {
  const { deps } = app;
  const validate = opts.validate ?? validateWithEngine;
  const owner = async (email: string) => (await findUserByEmail(deps.db, email)) ?? Promise.reject(notFound());

  app.get<EmailParams>('/chat-state/i29F/load/:email', { config: { audit: 'chat-state.read' } }, async (request): Promise<PetitionLoadResponse> => {
    const user = await owner(request.params.email);
    const [stored, locked] = await Promise.all([loadSoundPetition(deps, user.id), readLock(deps.db, user.id)]);
    return { state: (stored?.state ?? null) as PetitionLoadResponse['state'], version: stored?.version ?? 0, locked };
  });

  app.post<EmailParams>('/chat-state/i29F/save/:email', { config: { audit: 'chat-state.save' } }, async (request): Promise<ChatStateSaveResponse> => {
    const body = parseInput(ZSave, request.body);
    const user = await owner(request.params.email);
    const problems = await validate(body.state);
    if (problems.length > 0) {
      const fields = problems.map((p) => ({ path: problemPath(p), message: problemMessage(p.message, request.headers['accept-language']) }));
      throw new AppError(400, 'VALIDATION_FAILED', errorText('invalidAnswers', { names: fields.map((f) => f.path).join(', ') }), fields, { problems });
    }
    // Review (issue 10): an approved petition refuses changed answers; a changed answer resolves its open comments.
    const actorId = request.user?.id ?? user.id;
    const previous = (await loadChatState(deps.db, user.id))?.state ?? null;
    const afterSave = await beforeChatStateSave(deps, { userId: user.id, actorId, next: body.state, previous });
    const saved = await saveChatState(deps.db, { userId: user.id, state: body.state, expected: body.version, now: deps.now(), actorId, previous });
    if (!saved.ok) {
      throw new AppError(409, 'VERSION_CONFLICT', errorText('versionConflict'), undefined, {
        currentVersion: saved.current.version,
        state: saved.current.state,
      });
    }
    await afterSave();
    return { version: saved.version };
  });
}
