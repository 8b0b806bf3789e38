import type { FastifyInstance } from 'fastify';
import {
  ZBeneficiaryChangeRequest,
  ZBeneficiaryChoice,
  ZBeneficiaryInvite,
  ZBeneficiarySectionParam,
  type BeneficiaryAnswersResponse,
  type BeneficiaryConfirmResponse,
} from '@i129f/petition/api/beneficiary.ts';
import { findQuestion } from '@i129f/petition/engine/registry.ts';
import { interview } from '@i129f/petition/interview.ts';
import { isBeneficiarySection } from '@i129f/petition/beneficiary/part.ts';
import { MERGE_ERRORS, mergeBeneficiarySection } from '@i129f/petition/beneficiary/merge.ts';
import { sectionFingerprint } from '@i129f/petition/beneficiary/overview.ts';
import { requireSession } from '../auth/guards.ts';
import { revokeAllSessions } from '../auth/sessions.ts';
import { parseInput } from '../http/validate.ts';
import { AppError, errorText, notFound } from '../http/errors.ts';
import { mailLinkBase } from '../mail/link-base.ts';
import { saveChatState } from '../chat-state/repo.ts';
import { readLock } from '../petition/lock.ts';
import { carrySound } from '../petition/sound.ts';
import { beforeChatStateSave, petitionLocked } from '../review/chat-save-hook.ts';
import { hisActiveLink, latestLink, petitionerOnly, toLinkInfo } from './links.ts';
import { inviteBeneficiary } from './invite.ts';
import { loadPart, partOverview } from './draft.ts';
import { addRequest, listRequests, readChoices, resolveRequests, writeChoice, writeConfirmation } from './part-repo.ts';
import { beneficiaryDb } from './tables.ts';
import { changeRequestMail } from './request-mail.ts';

const ATTEMPTS = 5;

const notHers = (path: string) => new AppError(400, 'VALIDATION_FAILED', errorText('beneficiaryNotHers'), [{ path, message: errorText('beneficiaryNotHers') }]);

/**
 * The petitioner's side of her part (issue 24), by session (no email in any path: the petition is always the
 * caller's own): invite, see and revoke her access, read her answers beside his, confirm a section (only then does
 * it reach his petition and the form), ask her to change an answer, choose between two answers.
 */
export async function beneficiaryPetitionerRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;

  app.post('/beneficiary/invitation', { preHandler: requireSession, config: { audit: 'beneficiary.invite' } }, async (request, reply) => {
    const user = petitionerOnly(request.user!);
    const body = parseInput(ZBeneficiaryInvite, request.body);
    const link = await inviteBeneficiary(deps, user, body, mailLinkBase(deps.config, request.headers.origin));
    if (request.audit) request.audit.targetId = user.id;
    return reply.code(201).send({ link });
  });

  app.get('/beneficiary/link', { preHandler: requireSession }, async (request) => {
    const user = petitionerOnly(request.user!);
    const row = await latestLink(deps.db, user.id);
    return { link: row ? toLinkInfo(row, deps.now()) : null };
  });

  /** Revokes the invitation or her access at any time: her sessions end, her routes answer 410. */
  app.delete('/beneficiary/link', { preHandler: requireSession, config: { audit: 'beneficiary.revoke' } }, async (request) => {
    const user = petitionerOnly(request.user!);
    const now = deps.now();
    const rows = await beneficiaryDb(deps.db).selectFrom('beneficiary_links').select(['id', 'beneficiary_id']).where('petitioner_id', '=', user.id).where('revoked_at', 'is', null).execute();
    if (!rows.length) throw notFound(errorText('noBeneficiary'));
    await beneficiaryDb(deps.db).updateTable('beneficiary_links').set({ revoked_at: now }).where('petitioner_id', '=', user.id).where('revoked_at', 'is', null).execute();
    for (const r of rows) if (r.beneficiary_id) await revokeAllSessions(deps, r.beneficiary_id);
    if (request.audit) request.audit.targetId = user.id;
    return { revoked: true };
  });

  app.get('/beneficiary/answers', { preHandler: requireSession, config: { audit: 'beneficiary.answers.read' } }, async (request): Promise<BeneficiaryAnswersResponse> => {
    const user = petitionerOnly(request.user!);
    if (request.audit) request.audit.targetId = user.id;
    const row = await latestLink(deps.db, user.id);
    const locked = (await readLock(deps.db, user.id)) !== null;
    if (!row || toLinkInfo(row, deps.now()).status !== 'active') return { link: row ? toLinkInfo(row, deps.now()) : null, sections: [], requests: [], locked };
    const [part, requests] = await Promise.all([loadPart(deps, row), listRequests(deps.db, row.id)]);
    const open = new Set(requests.filter((r) => r.resolvedAt === null).map((r) => r.sectionId));
    return { link: toLinkInfo(row, deps.now()), sections: await partOverview(deps, row, part, open), requests, locked };
  });

  app.post<{ Params: { sectionId: string } }>('/beneficiary/sections/:sectionId/confirm', { preHandler: requireSession, config: { audit: 'beneficiary.confirm' } }, async (request): Promise<BeneficiaryConfirmResponse> => {
    const { sectionId } = parseInput(ZBeneficiarySectionParam, request.params);
    const link = await hisActiveLink(deps.db, request.user!);
    if (request.audit) request.audit.targetId = link.petitioner_id;
    if (!isBeneficiarySection(sectionId)) throw notHers('sectionId');
    if (await readLock(deps.db, link.petitioner_id)) throw petitionLocked();
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const part = await loadPart(deps, link);
      if (!part.draftStored) throw new AppError(400, 'VALIDATION_FAILED', errorText('beneficiaryNothingAnswered'));
      const view = (await partOverview(deps, link, part, new Set())).find((s) => s.id === sectionId)!;
      const unchosen = view.items.filter((i) => i.conflict).map((i) => i.key);
      if (unchosen.length) throw new AppError(409, 'CHOICE_REQUIRED', errorText('beneficiaryChooseFirst', { keys: unchosen.join(', ') }), undefined, { keys: unchosen });
      const choices = await readChoices(deps.db, link.id, part.draft);
      const merged = mergeBeneficiarySection({ petition: part.petition, draft: part.draft, sectionId, choices });
      if (!merged.ok) {
        const path = merged.key ?? 'sectionId';
        throw new AppError(400, 'VALIDATION_FAILED', merged.message === MERGE_ERRORS.nothing ? errorText('beneficiaryNothingAnswered') : errorText('invalidAnswers', { names: path }), [{ path, message: merged.message }]);
      }
      // Her answers, saved into his petition with her as their author (the history and the firm's trail name her).
      const herId = link.beneficiary_id!;
      const previous = part.petitionVersion === 0 ? null : part.petition;
      const afterSave = await beforeChatStateSave(deps, { userId: link.petitioner_id, actorId: herId, next: merged.doc, previous });
      const saved = await saveChatState(deps.db, { userId: link.petitioner_id, state: merged.doc, expected: part.petitionVersion, now: deps.now(), actorId: herId, previous, shared: true });
      if (!saved.ok) continue;
      await afterSave();
      carrySound(deps.db, link.petitioner_id, part.petitionVersion, saved.version);
      await writeConfirmation(deps.db, { linkId: link.id, sectionId, fingerprint: sectionFingerprint(part.draft, sectionId), now: deps.now() });
      await resolveRequests(deps.db, { linkId: link.id, sectionId, now: deps.now() });
      return { sectionId, version: saved.version, complete: merged.complete };
    }
    throw new AppError(503, 'BUSY', errorText('busyShort'));
  });

  app.post('/beneficiary/requests', { preHandler: requireSession, config: { audit: 'beneficiary.request' } }, async (request, reply) => {
    const body = parseInput(ZBeneficiaryChangeRequest, request.body);
    const link = await hisActiveLink(deps.db, request.user!);
    if (request.audit) request.audit.targetId = link.petitioner_id;
    if (!isBeneficiarySection(body.sectionId) || findQuestion(interview.registry, body.answerKey)?.sectionId !== body.sectionId) throw notHers('answerKey');
    if (await readLock(deps.db, link.petitioner_id)) throw petitionLocked();
    const part = await loadPart(deps, link);
    if (part.draft.answers[body.answerKey] === undefined) throw new AppError(400, 'VALIDATION_FAILED', errorText('beneficiaryNoSuchAnswer'), [{ path: 'answerKey', message: errorText('beneficiaryNoSuchAnswer') }]);
    const id = await addRequest(deps.db, { linkId: link.id, sectionId: body.sectionId, key: body.answerKey, body: body.body, now: deps.now() });
    const mail = await changeRequestMail(deps, link, mailLinkBase(deps.config, request.headers.origin));
    if (mail) deps.background.run(() => deps.mailer.send(mail));
    return reply.code(201).send({ id });
  });

  app.post('/beneficiary/choices', { preHandler: requireSession, config: { audit: 'beneficiary.choose' } }, async (request) => {
    const body = parseInput(ZBeneficiaryChoice, request.body);
    const link = await hisActiveLink(deps.db, request.user!);
    if (request.audit) request.audit.targetId = link.petitioner_id;
    const found = findQuestion(interview.registry, body.answerKey);
    if (!found || !isBeneficiarySection(found.sectionId)) throw notHers('answerKey');
    const part = await loadPart(deps, link);
    const hers = part.draft.answers[body.answerKey];
    const his = part.petition.answers[body.answerKey];
    if (hers === undefined) throw new AppError(400, 'VALIDATION_FAILED', errorText('beneficiaryNoSuchAnswer'), [{ path: 'answerKey', message: errorText('beneficiaryNoSuchAnswer') }]);
    if (his === undefined || his === hers) throw new AppError(400, 'VALIDATION_FAILED', errorText('beneficiaryNotNeeded'), [{ path: 'answerKey', message: errorText('beneficiaryNotNeeded') }]);
    await writeChoice(deps.db, { linkId: link.id, key: body.answerKey, keep: body.keep, value: hers, now: deps.now() });
    return { answerKey: body.answerKey, keep: body.keep };
  });
}
