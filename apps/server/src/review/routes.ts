import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findQuestion } from '@i129f/petition/engine/registry.ts';
import { interview } from '@i129f/petition/interview.ts';
import { negotiateLanguage } from '@i129f/petition/i18n/languages.ts';
import { buildPetitionReview } from '@i129f/petition/review/petition-review.ts';
import {
  ZCreateComment,
  ZSetStatus,
  type ClientReviewSummary,
  type CommentsResponse,
  type PetitionStatus,
  type ReviewResponse,
} from '@i129f/petition/api/review.ts';
import { isStaffType } from '@i129f/petition/account/roles.ts';
import type { SessionUser } from '../context.ts';
import type { UserRow } from '../db/schema.ts';
import { AppError, forbidden, notFound, errorText } from '../http/errors.ts';
import { parseInput } from '../http/validate.ts';
import { requireSession } from '../auth/guards.ts';
import { clientsUnder } from '../files/client-files-routes.ts';
import { findUserByEmail } from '../users/repo.ts';
import { addComment, listComments } from './comments-repo.ts';
import { petitionLocked } from './chat-save-hook.ts';
import { loadReview, loadReviewState } from './load-review.ts';
import { writeMark } from './marks-repo.ts';
import { currentVersion } from '../chat-state/repo.ts';
import { changesRequestedMail } from './review-mail.ts';
import { readyForReviewMail, staffOfClient } from './ready-mail.ts';
import { changeStatus, readStatus, summarize, writeStatus } from './status-repo.ts';

type EmailParams = { Params: { email: string } };

const caller = (request: FastifyRequest): SessionUser => request.user as SessionUser;
/** The :email guard (http/email-routes.ts) already admitted self and the staff above; these routes are staff only. */
function staffOnly(request: FastifyRequest): SessionUser {
  const user = caller(request);
  if (!isStaffType(user.userType)) throw forbidden(errorText('onlyFirmReviews'));
  return user;
}

/**
 * The firm's review of a client's petition (issue 10). Every :email route passes the session + canAccess guard
 * first (self, the client's paralegal, the lawyer above); the client reads comments and marks the petition ready,
 * staff read the review, comment, request changes, approve and re-open. Each route is audited (the review trail).
 */
export async function reviewRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const store = deps.files;
  const clientOf = async (email: string): Promise<UserRow> => {
    const user = await findUserByEmail(deps.db, email);
    if (!user || user.user_type !== 'CLIENT') throw notFound(errorText('noSuchClient'));
    return user;
  };

  /** Staff: status and open comments of every client under the caller (Clients page). */
  app.get('/review/summary', { preHandler: requireSession }, async (request): Promise<{ clients: ClientReviewSummary[] }> => {
    const user = staffOnly(request);
    const root = await findUserByEmail(deps.db, user.email);
    if (!root) throw notFound(errorText('noSuchAccount'));
    const clients = await clientsUnder(deps.db, root);
    const byId = await summarize(deps.db, clients.map((c) => c.id));
    return { clients: clients.map((c) => ({ email: c.email, ...(byId.get(c.id) ?? { status: 'in_progress' as const, openComments: 0 }) })) };
  });

  /** Audited once per reviewer and petition version (a reload counts on the same 'Opened the petition review' row). */
  app.get<EmailParams>('/review/:email', { config: { audit: 'review.read' } }, async (request): Promise<ReviewResponse> => {
    const user = staffOnly(request);
    const client = await clientOf(request.params.email);
    if (request.audit) request.audit.detail = `v${await currentVersion(deps.db, client.id)}`;
    return loadReview({ db: deps.db, store, client, reviewerId: user.id, language: negotiateLanguage(request.headers['accept-language']) });
  });

  /** Staff: 'Mark as reviewed' — the petition's version now becomes this reviewer's 'last review'. */
  app.post<EmailParams>('/review/:email/mark', { config: { audit: 'review.mark' } }, async (request) => {
    const user = staffOnly(request);
    const client = await clientOf(request.params.email);
    const now = deps.now();
    await writeMark(deps.db, { reviewerId: user.id, clientId: client.id, version: await currentVersion(deps.db, client.id), now });
    return { lastReviewedAt: now };
  });

  /** The client (their own) and staff: the comments and the status. */
  app.get<EmailParams>('/review/:email/comments', { config: { audit: 'review.comments.read' } }, async (request): Promise<CommentsResponse> => {
    const client = await clientOf(request.params.email);
    const [status, comments] = await Promise.all([readStatus(deps.db, client.id), listComments(deps.db, client.id)]);
    return { status, comments };
  });

  /** Staff: a comment on one answer. On an approved petition it re-opens it (changes requested). */
  app.post<EmailParams>('/review/:email/comments', { config: { audit: 'review.comment' } }, async (request, reply) => {
    const user = staffOnly(request);
    const body = parseInput(ZCreateComment, request.body);
    const client = await clientOf(request.params.email);
    const { state } = await loadReviewState(deps.db, client.id);
    // The row commented on (a derived row's comment is tied to the answer it comes from), else that answer's own row.
    const rows = state ? buildPetitionReview(state).items.filter((i) => i.key === body.answerKey) : [];
    const item = rows.find((i) => i.id === body.itemId) ?? rows.find((i) => i.derived === null) ?? rows[0];
    const question = findQuestion(interview.registry, body.answerKey);
    if (!item && !question) throw new AppError(400, 'VALIDATION_FAILED', errorText('invalidInput', { names: 'answerKey' }), [{ path: 'answerKey', message: errorText('noSuchQuestion') }]);
    const itemLabel = item ? `Part ${item.part}, Item ${item.item}: ${item.label}` : `Question ${body.answerKey}`;
    const now = deps.now();
    const id = await addComment(deps.db, {
      clientId: client.id,
      authorId: user.id,
      answerKey: body.answerKey,
      sectionId: item?.sectionId ?? question?.sectionId ?? null,
      itemLabel,
      body: body.body,
      now,
    });
    if ((await readStatus(deps.db, client.id)) === 'approved') await writeStatus(deps.db, { clientId: client.id, status: 'changes_requested', by: user.id, now });
    return reply.code(201).send({ id });
  });

  /**
   * The status. The client: 'ready' (from in progress or changes requested; mails the firm's staff once). Staff: 'changes_requested' (mails the
   * client), 'approved' (freezes the answers: chat-state saves that change one answer are refused with 409), and
   * 'in_progress' (re-open).
   */
  app.post<EmailParams>('/review/:email/status', { config: { audit: 'review.status' } }, async (request) => {
    const user = caller(request);
    const { status } = parseInput(ZSetStatus, request.body);
    const client = await clientOf(request.params.email);
    const current = await readStatus(deps.db, client.id);
    if (!isStaffType(user.userType)) {
      if (status !== 'ready') throw forbidden(errorText('onlyFirmDecides'));
      if (current === 'approved') throw petitionLocked();
    } else if (status === 'ready') {
      throw forbidden(errorText('clientMarksReady'));
    }
    const now = deps.now();
    if (status === 'ready') {
      // Only the request that makes the change mails the firm: a repeated or concurrent 'ready' changes nothing.
      if (status !== current && (await changeStatus(deps.db, { clientId: client.id, from: current, to: status, by: user.id, now }))) await mailReady(request, client);
    } else if (status !== current) {
      await writeStatus(deps.db, { clientId: client.id, status, by: user.id, now });
    }
    // The trail names the status set ('Changed the petition status to Approved').
    if (request.audit) request.audit.detail = status;
    if (status === 'changes_requested') await mailChanges(request, client);
    return { status: status satisfies PetitionStatus };
  });

  /** Issue 21 item 4: each staff member who sees the client is told, in their own language (else English and Spanish). */
  async function mailReady(request: FastifyRequest, client: UserRow): Promise<void> {
    const staff = await staffOfClient(deps.db, client);
    for (const to of staff) {
      const mail = readyForReviewMail({ to, link: `${deps.config.publicUrl}/clients?status=ready` });
      deps.background.run(() => deps.mailer.send(mail));
    }
    request.log.info({ recipients: staff.length }, 'ready for review mail queued');
  }

  async function mailChanges(request: FastifyRequest, client: UserRow): Promise<void> {
    const openComments = (await listComments(deps.db, client.id)).filter((c) => c.resolvedAt === null).length;
    const mail = changesRequestedMail({ to: client.email, fullName: client.full_name, openComments, link: `${deps.config.publicUrl}/comments` });
    deps.background.run(() => deps.mailer.send(mail));
    request.log.info({ openComments }, 'changes requested mail queued');
  }
}
