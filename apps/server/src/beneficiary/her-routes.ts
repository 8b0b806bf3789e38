import type { FastifyInstance } from 'fastify';
import { ZChangesRequest, type ChangesResponse } from '@i129f/petition/api/petition.ts';
import type { BeneficiaryPetitionResponse } from '@i129f/petition/api/beneficiary.ts';
import { applyChanges } from '@i129f/petition/changes/apply.ts';
import { beneficiaryChangeProblem } from '@i129f/petition/beneficiary/changes.ts';
import type { SessionUser } from '../context.ts';
import { requireSession } from '../auth/guards.ts';
import { parseInput } from '../http/validate.ts';
import { AppError, errorText } from '../http/errors.ts';
import { saveChatState } from '../chat-state/repo.ts';
import { problemMessage } from '../chat-state/problem-language.ts';
import { readLock } from '../petition/lock.ts';
import { petitionLocked } from '../review/chat-save-hook.ts';
import { herLink } from './links.ts';
import { loadPart, partOverview } from './draft.ts';
import { listRequests, resolveRequests } from './part-repo.ts';

/** Compare-and-set retries when another of her devices stored a version meanwhile. */
const ATTEMPTS = 5;
/** Changes that only say where she is: allowed while the petition is approved. */
const PLACE_ONLY = new Set(['journey', 'time']);

/**
 * The beneficiary's own routes (issue 24): her draft — the chat's petition, holding only her sections — and her
 * changes to it, validated by the same engine as the petitioner's. Of the petitioner she gets only his name. Both
 * routes name `config.beneficiary` (every other route refuses her: auth/guards.ts) and refuse anyone else.
 */
export async function beneficiaryHerRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const her = (user: SessionUser | null) => herLink(deps.db, user!);

  app.get('/beneficiary/petition', { config: { beneficiary: true, audit: 'beneficiary.read' }, preHandler: requireSession }, async (request): Promise<BeneficiaryPetitionResponse> => {
    const link = await her(request.user);
    if (request.audit) request.audit.targetId = link.petitioner_id;
    const [part, requests, locked, petitioner] = await Promise.all([
      loadPart(deps, link),
      listRequests(deps.db, link.id),
      readLock(deps.db, link.petitioner_id),
      deps.db.selectFrom('users').select('full_name').where('id', '=', link.petitioner_id).executeTakeFirstOrThrow(),
    ]);
    const open = new Set(requests.filter((r) => r.resolvedAt === null).map((r) => r.sectionId));
    const sections = (await partOverview(deps, link, part, open)).map((s) => ({ id: s.id, status: s.status }));
    // The lock says since when, not which staff member approved: of the petition she learns only the petitioner's name.
    return { state: part.draft, version: part.draftVersion, locked: locked && { since: locked.since, by: '' }, petitioner: { fullName: petitioner.full_name }, sections, requests };
  });

  app.post('/beneficiary/changes', { config: { beneficiary: true, audit: 'beneficiary.save' }, preHandler: requireSession }, async (request): Promise<ChangesResponse> => {
    const body = parseInput(ZChangesRequest, request.body);
    const link = await her(request.user);
    if (request.audit) request.audit.targetId = link.petitioner_id;
    body.changes.forEach((change, index) => {
      const problem = beneficiaryChangeProblem(change);
      if (problem) throw new AppError(400, 'VALIDATION_FAILED', errorText('beneficiaryNotHers'), [{ path: `changes.${index}`, message: errorText('beneficiaryNotHers') }], { index });
    });
    if (body.changes.some((c) => !PLACE_ONLY.has(c.type)) && (await readLock(deps.db, link.petitioner_id))) throw petitionLocked();
    const herId = link.beneficiary_id!;
    const language = request.headers['accept-language'];
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const part = await loadPart(deps, link);
      const base = part.draft;
      const outcome = applyChanges(base, body.changes);
      if (outcome.error) {
        const path = outcome.error.key ?? `changes.${outcome.error.index}`;
        throw new AppError(400, 'VALIDATION_FAILED', errorText('invalidAnswers', { names: path }), [{ path, message: problemMessage(outcome.error.message, language) }], { index: outcome.error.index });
      }
      if (outcome.consent) throw new AppError(409, 'CONSENT_REQUIRED', errorText('consentRequired', { keys: outcome.consent.keys.join(', ') }), undefined, { index: outcome.consent.index, keys: outcome.consent.keys });
      // Her other device came first, her draft is new, or his context changed it: the device takes the stored one.
      const rebased = part.draftVersion !== body.version || part.draftStored !== base;
      const answer = (v: number): ChangesResponse => ({ version: v, conflicts: outcome.conflicts, ...(rebased || outcome.conflicts.length ? { state: outcome.doc } : {}) });
      if (outcome.doc === base && part.draftStored === base) return answer(part.draftVersion);
      const saved = await saveChatState(deps.db, { userId: herId, state: outcome.doc, expected: part.draftVersion, now: deps.now(), actorId: herId, previous: part.draftStored, shared: true });
      if (!saved.ok) continue;
      // A change request is answered once she changed that answer.
      const open = (await listRequests(deps.db, link.id)).filter((r) => r.resolvedAt === null);
      const changed = open.filter((r) => base.answers[r.answerKey] !== outcome.doc.answers[r.answerKey]).map((r) => r.answerKey);
      await resolveRequests(deps.db, { linkId: link.id, keys: [...new Set(changed)], now: deps.now() });
      return answer(saved.version);
    }
    throw new AppError(503, 'BUSY', errorText('busyShort'));
  });
}
