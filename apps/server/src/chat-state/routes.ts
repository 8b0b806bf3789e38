import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZChatStateSaveRequest, type ChatStateLoadResponse, type ChatStateSaveResponse } from '@i129f/petition/api/accounts.ts';
import { parseInput } from '../http/validate.ts';
import { AppError, notFound, errorText } from '../http/errors.ts';
import { findUserByEmail } from '../users/repo.ts';
import { loadChatState, saveChatState } from './repo.ts';
import { problemPath, validateWithEngine, type ChatStateValidator } from './validate.ts';
import { beforeChatStateSave } from '../review/chat-save-hook.ts';
import { problemMessage } from './problem-language.ts';

type EmailParams = { Params: { email: string } };

/** The stored version (and version + 1) must fit the 32-bit `integer` column (PostgreSQL refuses more: a 500). */
const ZSave = ZChatStateSaveRequest.extend({ version: z.number().int().min(0).max(2 ** 31 - 2) });

/** /api/chat-state/i29F/{load,save}/{email}: the saved interview, versioned. Access-checked in app.ts. */
export async function chatStateRoutes(app: FastifyInstance, opts: { validate?: ChatStateValidator }): Promise<void> {
  const { deps } = app;
  const validate = opts.validate ?? validateWithEngine;
  const owner = async (email: string) => (await findUserByEmail(deps.db, email)) ?? Promise.reject(notFound());

  app.get<EmailParams>('/chat-state/i29F/load/:email', { config: { audit: 'chat-state.read' } }, async (request): Promise<ChatStateLoadResponse> => {
    const user = await owner(request.params.email);
    return (await loadChatState(deps.db, user.id)) ?? { state: null, version: 0 };
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
    const afterSave = await beforeChatStateSave(deps, { userId: user.id, actorId: request.user?.id ?? user.id, next: body.state });
    const saved = await saveChatState(deps.db, { userId: user.id, state: body.state, expected: body.version, now: deps.now() });
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
