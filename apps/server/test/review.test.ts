import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interview } from '@i129f/petition/interview.ts';
import { findQuestion } from '@i129f/petition/engine/registry.ts';
import { readValue } from '@i129f/petition/engine/keys.ts';
import { K1_COUPLE, runScript } from '@i129f/petition/transcripts/fixtures.ts';
import type { InterviewState } from '@i129f/petition';
import type { CommentsResponse, ReviewResponse } from '@i129f/petition/api/review.ts';
import { createSession } from '../src/auth/sessions.ts';
import { findUserByEmail } from '../src/users/repo.ts';
import { saveChatState } from '../src/chat-state/repo.ts';
import { keyringOf } from '../src/crypto/db-keyring.ts';
import { sealText } from '../src/crypto/seal.ts';
import { markAad } from '../src/review/review-tables.ts';
import { addUser, buildTestApp, call, readOutbox, type TestApp } from './helpers.ts';

/**
 * Review routes (issue 10): who may do what — the client's paralegal (own), the lawyer above that paralegal (same
 * firm), another firm, the client themself — and the workflow: comment → the client's changed answer resolves it →
 * approve freezes the answers. Runs on SQLite, and on PostgreSQL with DATABASE_URL (CI).
 */
let t: TestApp;
const token: Record<string, string> = {};
const CLIENT = 'client@example.com';
const PARALEGAL = 'para@firm.test';
const LAWYER = 'lawyer@firm.test';
const OTHER = 'lawyer@other.test';
const OTHER_CLIENT = 'other-client@example.com';
let state: InterviewState;
let version = 0;

const as = (who: string) => ({ token: token[who] });
const save = async (next: InterviewState, who = CLIENT) => {
  const res = await call(t.app, 'POST', `/api/chat-state/i29F/save/${CLIENT}`, { ...as(who), body: { state: next, version } });
  if (res.statusCode === 200) version = res.json().version;
  return res;
};
/** The state with one answer edited the way the chat edits it (a non-branching answer). */
const edited = (key: string, input: string): InterviewState => {
  const sectionId = findQuestion(interview.registry, key)?.sectionId ?? -1;
  const r = interview.editAnswer(state, sectionId, key, input);
  expect(r.error).toBeUndefined();
  expect(r.state.answers[key]).toBe(input);
  return r.state;
};
const comments = async (who = CLIENT) => (await call(t.app, 'GET', `/api/review/${CLIENT}/comments`, as(who))).json() as CommentsResponse;

beforeAll(async () => {
  t = await buildTestApp();
  await addUser(t, LAWYER, 'LAWYER');
  await addUser(t, PARALEGAL, 'PARALEGAL', LAWYER);
  await addUser(t, CLIENT, 'CLIENT', PARALEGAL);
  await addUser(t, OTHER, 'LAWYER');
  await addUser(t, OTHER_CLIENT, 'CLIENT', OTHER);
  // Sessions straight from the store: staff login may ask for a second factor, which is not what this file tests.
  for (const e of [LAWYER, PARALEGAL, CLIENT, OTHER, OTHER_CLIENT]) token[e] = (await createSession(t.app.deps, (await findUserByEmail(t.app.deps.db, e))!.id)).token;
  state = runScript(interview, K1_COUPLE);
  expect((await save(state)).statusCode).toBe(200);
});
afterAll(() => t.close());

describe('who may reach the review routes', () => {
  it('the review: own paralegal and the lawyer above read it; another firm, another client and the client themself get 403', async () => {
    for (const who of [PARALEGAL, LAWYER]) expect((await call(t.app, 'GET', `/api/review/${CLIENT}`, as(who))).statusCode).toBe(200);
    for (const who of [OTHER, OTHER_CLIENT, CLIENT]) {
      const res = await call(t.app, 'GET', `/api/review/${CLIENT}`, as(who));
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
      expect(res.body).not.toContain('Springfield');
    }
    expect((await call(t.app, 'GET', `/api/review/${CLIENT}`)).statusCode).toBe(403);
  });

  it('the question column follows Accept-Language; items, labels and answers are the same in both', async () => {
    const read = async (language?: string) => (await call(t.app, 'GET', `/api/review/${CLIENT}`, { ...as(LAWYER), ...(language ? { headers: { 'accept-language': language } } : {}) })).json() as ReviewResponse;
    const [en, es] = [await read(), await read('es-MX,es;q=0.9')];
    const family = (r: ReviewResponse) => r.review?.items.find((i) => i.key === 'pet.name.family');
    expect(family(en)?.question).toMatch(/last \(family\) name/);
    expect(family(es)?.question).toMatch(/^¿Cuál es su apellido/);
    expect(es.review?.items.map((i) => [i.key, i.label, i.answer])).toEqual(en.review?.items.map((i) => [i.key, i.label, i.answer]));
    // Issue 20: the evidence requirements of the petition, each with whether the uploads meet it.
    expect(en.evidence?.map((e) => e.requirement.id)).toContain('citizenship');
    expect(en.evidence?.find((e) => e.requirement.id === 'citizenship')).toMatchObject({ satisfied: false, files: [] });
  });

  it('a client with nothing saved reviews as empty; an account that is not a client is a 404', async () => {
    const empty = await call(t.app, 'GET', `/api/review/${OTHER_CLIENT}`, as(OTHER));
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ status: 'in_progress', review: null, comments: [], files: [], lastReviewedAt: null });
    const para = await call(t.app, 'GET', `/api/review/${PARALEGAL}`, as(LAWYER));
    expect(para.statusCode).toBe(404);
    expect(para.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('comments: staff of the firm write them; the client and another firm cannot; the client reads their own', async () => {
    const body = { answerKey: 'pet.address.1.city', body: 'Is Springfield the city on your lease?' };
    for (const who of [CLIENT, OTHER, OTHER_CLIENT]) expect((await call(t.app, 'POST', `/api/review/${CLIENT}/comments`, { ...as(who), body })).statusCode).toBe(403);
    const res = await call(t.app, 'POST', `/api/review/${CLIENT}/comments`, { ...as(PARALEGAL), body });
    expect(res.statusCode).toBe(201);
    const mine = await comments(CLIENT);
    expect(mine.comments).toHaveLength(1);
    expect(mine.comments[0]).toMatchObject({ answerKey: 'pet.address.1.city', body: body.body, resolvedAt: null, author: { role: 'PARALEGAL' } });
    // The answer's own item (the physical address); the mailing address's 8.d is a derived row of it.
    expect(mine.comments[0]?.itemLabel).toMatch(/^Part 1, Item 9\.c/);
    expect(mine.comments[0]?.sectionId).toBe(interview.registry.questions.get('pet.address.{i}.city')?.sectionId);
    expect((await call(t.app, 'GET', `/api/review/${CLIENT}/comments`, as(LAWYER))).statusCode).toBe(200);
    for (const who of [OTHER, OTHER_CLIENT]) expect((await call(t.app, 'GET', `/api/review/${CLIENT}/comments`, as(who))).statusCode).toBe(403);
  });

  it('comments are validated: an unknown answer key or an empty body is a 400 naming the field', async () => {
    const bad = await call(t.app, 'POST', `/api/review/${CLIENT}/comments`, { ...as(LAWYER), body: { answerKey: 'no.such.key', body: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ path: 'answerKey' }] });
    const empty = await call(t.app, 'POST', `/api/review/${CLIENT}/comments`, { ...as(LAWYER), body: { answerKey: 'pet.address.1.city', body: '  ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields[0].path).toBe('body');
  });

  it('status: the client marks ready but cannot approve; staff cannot mark ready for the client; another firm gets 403', async () => {
    expect((await call(t.app, 'POST', `/api/review/${CLIENT}/status`, { ...as(CLIENT), body: { status: 'approved' } })).statusCode).toBe(403);
    expect((await call(t.app, 'POST', `/api/review/${CLIENT}/status`, { ...as(CLIENT), body: { status: 'changes_requested' } })).statusCode).toBe(403);
    expect((await call(t.app, 'POST', `/api/review/${CLIENT}/status`, { ...as(OTHER), body: { status: 'approved' } })).statusCode).toBe(403);
    expect((await call(t.app, 'POST', `/api/review/${CLIENT}/status`, { ...as(LAWYER), body: { status: 'ready' } })).statusCode).toBe(403);
    expect((await call(t.app, 'POST', `/api/review/${CLIENT}/status`, { ...as(CLIENT), body: { status: 'bogus' } })).statusCode).toBe(400);
    const ready = await call(t.app, 'POST', `/api/review/${CLIENT}/status`, { ...as(CLIENT), body: { status: 'ready' } });
    expect(ready.statusCode).toBe(200);
    expect((await comments()).status).toBe('ready');
  });

  it('the summary lists status and open comments of the caller’s clients only; a client gets 403', async () => {
    const lawyer = (await call(t.app, 'GET', '/api/review/summary', as(LAWYER))).json();
    expect(lawyer.clients).toEqual([{ email: CLIENT, status: 'ready', openComments: 1 }]);
    const other = (await call(t.app, 'GET', '/api/review/summary', as(OTHER))).json();
    expect(other.clients).toEqual([{ email: OTHER_CLIENT, status: 'in_progress', openComments: 0 }]);
    expect((await call(t.app, 'GET', '/api/review/summary', as(CLIENT))).statusCode).toBe(403);
  });
});

describe('send back, resolve, approve', () => {
  it('changes requested mails the client their name, the count and a link — no comment text or answers', async () => {
    const res = await call(t.app, 'POST', `/api/review/${CLIENT}/status`, { ...as(PARALEGAL), body: { status: 'changes_requested' } });
    expect(res.statusCode).toBe(200);
    await t.app.deps.background.idle();
    const mail = readOutbox(t.outboxDir).filter((m) => m.includes(`To: ${CLIENT}`)).at(-1) ?? '';
    expect(mail).toContain('Hello Name client');
    expect(mail).toContain('1 comment');
    expect(mail).toContain('http://app.test/comments');
    expect(mail).not.toContain('Springfield');
    expect(mail).not.toContain('lease');
  });

  it('a save that leaves the commented answer as it was keeps the comment open; changing it resolves it', async () => {
    state = edited('pet.employer.1.occupation', 'Senior Engineer');
    expect((await save(state)).statusCode).toBe(200);
    expect((await comments()).comments[0]?.resolvedAt).toBeNull();
    state = edited('pet.address.1.city', 'Chicago');
    expect((await save(state)).statusCode).toBe(200);
    const after = await comments();
    expect(after.comments[0]?.resolvedAt).toBe(t.clock.now());
    const summary = (await call(t.app, 'GET', '/api/review/summary', as(LAWYER))).json();
    expect(summary.clients[0].openComments).toBe(0);
  });

  it("'changed since my last review' marks exactly the answers changed after this reviewer's mark", async () => {
    expect((await call(t.app, 'POST', `/api/review/${CLIENT}/mark`, as(PARALEGAL))).statusCode).toBe(200);
    expect((await call(t.app, 'POST', `/api/review/${CLIENT}/mark`, as(CLIENT))).statusCode).toBe(403);
    t.clock.advance(60_000);
    state = edited('pet.employer.1.name', 'Globex');
    expect((await save(state)).statusCode).toBe(200);
    const para = (await call(t.app, 'GET', `/api/review/${CLIENT}`, as(PARALEGAL))).json() as ReviewResponse;
    expect(para.lastReviewedAt).toBe(t.clock.now() - 60_000);
    expect(para.review?.items.filter((i) => i.changed).map((i) => i.key)).toEqual(['pet.employer.1.name']);
    const lawyer = (await call(t.app, 'GET', `/api/review/${CLIENT}`, as(LAWYER))).json() as ReviewResponse;
    expect(lawyer.lastReviewedAt).toBeNull();
    expect(lawyer.review?.items.some((i) => i.changed)).toBe(false);
    expect(lawyer.review?.items.find((i) => i.key === 'pet.address.1.city')).toMatchObject({ answer: 'Chicago', part: 1, item: '8.d' });
  });

  it("'changed' comes from the answer history: changed and changed back is not; a change after the mark is; an answer no longer given is removed", async () => {
    const db = t.app.deps.db;
    const clientId = (await findUserByEmail(db, CLIENT))!.id;
    expect((await call(t.app, 'POST', `/api/review/${CLIENT}/mark`, as(PARALEGAL))).statusCode).toBe(200);
    const mark = await db.selectFrom('review_marks' as never).selectAll().where('client_id' as never, '=', clientId as never).execute() as Array<{ version: number | null; snapshot: string }>;
    expect(mark.map((m) => [Number(m.version), m.snapshot])).toEqual([[version, '']]);
    const review = async (who = PARALEGAL) => (await call(t.app, 'GET', `/api/review/${CLIENT}`, as(who))).json() as ReviewResponse;
    const changed = (r: ReviewResponse) => r.review?.items.filter((i) => i.changed).map((i) => i.key);
    const employer = state.answers['pet.employer.1.name']!;
    state = edited('pet.employer.1.name', 'Initrode');
    expect((await save(state)).statusCode).toBe(200);
    state = edited('pet.employer.1.name', employer);
    expect((await save(state)).statusCode).toBe(200);
    expect(changed(await review())).toEqual([]);

    state = edited('pet.birth.city', 'Chicago');
    expect((await save(state)).statusCode).toBe(200);
    expect(changed(await review())).toEqual(['pet.birth.city']);

    // An answer no longer given (as a changed path drops it): stored without the engine's check.
    const { 'pet.birth.city': _gone, ...rest } = state.answers;
    const saved = await saveChatState(db, { userId: clientId, state: { ...state, answers: rest }, expected: version, now: t.clock.now() });
    expect(saved.ok).toBe(true);
    version += 1;
    const without = await review();
    expect(without.removedSinceReview).toEqual(['pet.birth.city']);
    expect(changed(without)).toEqual([]);
    expect((await save(state)).statusCode).toBe(200);
    expect(changed(await review())).toEqual(['pet.birth.city']);
  });

  it('a mark from before (a snapshot, no version) compares with its snapshot until the reviewer marks again', async () => {
    const db = t.app.deps.db;
    const clientId = (await findUserByEmail(db, CLIENT))!.id;
    const lawyerId = (await findUserByEmail(db, LAWYER))!.id;
    const items = (await call(t.app, 'GET', `/api/review/${CLIENT}`, as(LAWYER))).json() as ReviewResponse;
    // The answers the rows lead to, as a snapshot of the time held them.
    const keys = [...new Set(items.review!.items.flatMap((i) => (i.key === null ? [] : [i.key])))];
    const snapshot = { ...Object.fromEntries(keys.map((k) => [k, readValue(state, k)])), 'pet.employer.1.name': 'Acme', 'pet.gone.key': 'x' };
    const sealed = sealText(keyringOf(db), JSON.stringify(snapshot), markAad(lawyerId, clientId));
    await db.insertInto('review_marks' as never).values({ reviewer_id: lawyerId, client_id: clientId, reviewed_at: 5, snapshot: sealed } as never).execute();
    const legacy = (await call(t.app, 'GET', `/api/review/${CLIENT}`, as(LAWYER))).json() as ReviewResponse;
    expect(legacy.lastReviewedAt).toBe(5);
    expect([...new Set(legacy.review?.items.filter((i) => i.changed).map((i) => i.key))]).toEqual(['pet.employer.1.name']);
    expect(legacy.removedSinceReview).toEqual(['pet.gone.key']);
    expect((await call(t.app, 'POST', `/api/review/${CLIENT}/mark`, as(LAWYER))).statusCode).toBe(200);
    const marked = (await call(t.app, 'GET', `/api/review/${CLIENT}`, as(LAWYER))).json() as ReviewResponse;
    expect(marked.review?.items.some((i) => i.changed)).toBe(false);
    expect(marked.removedSinceReview).toEqual([]);
  });

  it("the trail lists each answer staff changed with its value before and after; the client's own changes and the saves themselves are not listed", async () => {
    const before = state.answers['pet.employer.1.occupation']!;
    state = edited('pet.employer.1.occupation', 'Principal Engineer');
    t.clock.advance(1000);
    expect((await save(state, PARALEGAL)).statusCode).toBe(200);
    await t.app.deps.background.idle();
    const trail = ((await call(t.app, 'GET', `/api/review/${CLIENT}`, as(LAWYER))).json() as ReviewResponse).trail;
    expect(trail[0]).toMatchObject({
      action: 'answer.change',
      at: t.clock.now(),
      actor: { email: PARALEGAL, role: 'PARALEGAL', self: false },
      answer: { key: 'pet.employer.1.occupation', oldValue: before, newValue: 'Principal Engineer' },
    });
    expect(trail.filter((e) => e.action === 'answer.change').map((e) => e.actor.email)).toEqual([PARALEGAL]);
    expect(trail.some((e) => e.action === 'chat-state.save')).toBe(false);
  });

  it('approval freezes the answers (409 PETITION_LOCKED) but not time spent; a new comment re-opens it', async () => {
    expect((await call(t.app, 'POST', `/api/review/${CLIENT}/status`, { ...as(LAWYER), body: { status: 'approved' } })).statusCode).toBe(200);
    const locked = await save(edited('pet.employer.1.name', 'Initech'));
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ code: 'PETITION_LOCKED' });
    expect(locked.json().message).toMatch(/approved/);
    expect((await save({ ...state, timeSpent: { Chat1: 12 } } as InterviewState)).statusCode).toBe(200);
    expect(((await call(t.app, 'GET', `/api/review/${CLIENT}`, as(LAWYER))).json() as ReviewResponse).timeSpent).toEqual({ Chat1: 12 });
    expect((await call(t.app, 'POST', `/api/review/${CLIENT}/status`, { ...as(CLIENT), body: { status: 'ready' } })).statusCode).toBe(409);
    const again = await call(t.app, 'POST', `/api/review/${CLIENT}/comments`, { ...as(LAWYER), body: { answerKey: 'pet.employer.1.name', body: 'Please check the employer name.' } });
    expect(again.statusCode).toBe(201);
    expect((await comments()).status).toBe('changes_requested');
    state = edited('pet.employer.1.name', 'Initech');
    expect((await save(state)).statusCode).toBe(200);
  });

  it('the trail shows views, comments and status changes with who and when; resolved comments stay listed', async () => {
    await t.app.deps.background.idle();
    const review = (await call(t.app, 'GET', `/api/review/${CLIENT}`, as(LAWYER))).json() as ReviewResponse;
    const actions = review.trail.map((e) => `${e.action} ${e.actor.email}`);
    expect(actions).toContain(`review.comment ${PARALEGAL}`);
    expect(actions).toContain(`review.comment ${LAWYER}`);
    expect(actions).toContain(`review.status ${LAWYER}`);
    expect(actions).toContain(`review.status ${CLIENT}`);
    expect(actions).toContain(`review.read ${PARALEGAL}`);
    expect(actions).toContain(`review.mark ${PARALEGAL}`);
    expect(review.trail.every((e) => typeof e.at === 'number' && e.at > 0)).toBe(true);
    expect(review.comments.map((c) => [c.answerKey, c.resolvedAt !== null])).toEqual([
      ['pet.address.1.city', true],
      ['pet.employer.1.name', true],
    ]);
  });
});

describe('audit of the client reading comments', () => {
  it("the client's repeated reads of their comments (the banner on each page) are folded into one row with a count", async () => {
    for (let i = 0; i < 3; i++) await comments(CLIENT);
    await t.app.deps.background.idle();
    const clientId = (await findUserByEmail(t.app.deps.db, CLIENT))!.id;
    const db = t.app.deps.db as unknown as import('kysely').Kysely<Record<string, Record<string, unknown>>>;
    const rows = await db.selectFrom('audit_log').select(['count']).where('actor_id', '=', clientId).where('action', '=', 'review.comments.read').where('outcome', '=', 200).execute();
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]?.count)).toBeGreaterThanOrEqual(3);
  });
});

describe('the review of every item the PDF fills (issue 21.3)', () => {
  it('lists Part 1 Items 9.a–h and Part 5 Item 2; a derived row leads to the answer it comes from', async () => {
    const review = (await call(t.app, 'GET', `/api/review/${CLIENT}`, as(LAWYER))).json() as ReviewResponse;
    const rows = review.review?.items ?? [];
    const at = (part: number, item: string) => rows.filter((i) => i.part === part && i.item === item);
    for (const item of ['9.a', '9.b', '9.c', '9.d', '9.e', '9.h']) expect(at(1, item), `Part 1 Item ${item}`).not.toEqual([]);
    expect(at(5, '2')).toEqual([expect.objectContaining({ key: 'pet.mobile', derived: null })]);
    const abroad = at(2, '47.a')[0]!;
    expect(abroad).toMatchObject({ key: 'ben.address.1.street', valueKey: 'ben.abroad.street', derived: { kind: 'sameAs', part: 2, item: '12.a' } });
    // A comment on the derived row is tied to the source answer (its question in the chat) and names the row's item.
    const res = await call(t.app, 'POST', `/api/review/${CLIENT}/comments`, { ...as(LAWYER), body: { answerKey: abroad.key, body: 'Still the home abroad?', itemId: abroad.id } });
    expect(res.statusCode).toBe(201);
    const made = (await comments(LAWYER)).comments.find((c) => c.body === 'Still the home abroad?');
    expect(made).toMatchObject({ answerKey: 'ben.address.1.street', sectionId: findQuestion(interview.registry, 'ben.address.1.street')?.sectionId });
    expect(made?.itemLabel).toMatch(/^Part 2, Item 47\.a/);
  });
});

describe('the review trail: the status set, and one "opened" row per reviewer and petition version (issue 21.3)', () => {
  const clientId = async () => (await findUserByEmail(t.app.deps.db, CLIENT))!.id;
  const readRows = async (who: string) => {
    await t.app.deps.background.idle();
    const db = t.app.deps.db as unknown as import('kysely').Kysely<Record<string, Record<string, unknown>>>;
    const actor = (await findUserByEmail(t.app.deps.db, who))!.id;
    return db.selectFrom('audit_log').select(['count', 'detail']).where('actor_id', '=', actor).where('target_id', '=', await clientId()).where('action', '=', 'review.read').execute();
  };
  const open = async (who: string) => (await call(t.app, 'GET', `/api/review/${CLIENT}`, as(who))).json() as ReviewResponse;

  it("'Changed the petition status' carries the status each request set", async () => {
    // Counted (the test clock may give several rows the same time, so their order is not the point).
    const set = async () => {
      await t.app.deps.background.idle();
      const rows = (await open(LAWYER)).trail.filter((e) => e.action === 'review.status' && e.outcome === 200);
      return (who: string, status: string) => rows.filter((e) => e.actor.email === who && e.status === status).length;
    };
    const before = await set();
    expect((await call(t.app, 'POST', `/api/review/${CLIENT}/status`, { ...as(LAWYER), body: { status: 'approved' } })).statusCode).toBe(200);
    expect((await call(t.app, 'POST', `/api/review/${CLIENT}/status`, { ...as(LAWYER), body: { status: 'in_progress' } })).statusCode).toBe(200);
    const after = await set();
    expect(after(LAWYER, 'approved')).toBe(before(LAWYER, 'approved') + 1);
    expect(after(LAWYER, 'in_progress')).toBe(before(LAWYER, 'in_progress') + 1);
    const trail = (await open(LAWYER)).trail.filter((e) => e.action === 'review.status' && e.outcome === 200);
    expect(trail.every((e) => e.status !== undefined)).toBe(true);
    expect(trail.filter((e) => e.actor.email === CLIENT).map((e) => e.status)).toContain('ready');
    // The account's activity page (client and staff above) names it too.
    const entries: ReviewResponse['trail'] = [];
    for (let page = 1; page < 50; page++) {
      const got = (await call(t.app, 'GET', `/api/audit/${CLIENT}?pageSize=100&page=${page}`, as(CLIENT))).json() as { entries: ReviewResponse['trail'] };
      entries.push(...got.entries);
      if (got.entries.length < 100) break;
    }
    const statuses = entries.filter((e) => e.action === 'review.status' && e.outcome === 200).map((e) => e.status);
    expect(statuses).toEqual(expect.arrayContaining(['approved', 'in_progress', 'ready']));
    expect(entries.filter((e) => e.action !== 'review.status').every((e) => e.status === undefined)).toBe(true);
  });

  it('reloading the review adds no row while the petition is the same version; a new version is a new row', async () => {
    await open(PARALEGAL);
    const before = await readRows(PARALEGAL);
    for (let i = 0; i < 3; i++) await open(PARALEGAL);
    const after = await readRows(PARALEGAL);
    expect(after).toHaveLength(before.length);
    const current = after.find((r) => r.detail === `v${version}`);
    expect(Number(current?.count)).toBeGreaterThanOrEqual(4);
    const opened = (await open(LAWYER)).trail.filter((e) => e.action === 'review.read' && e.actor.email === PARALEGAL);
    expect(opened).toHaveLength(after.length);

    state = edited('pet.employer.1.name', 'Globex');
    expect((await save(state)).statusCode).toBe(200);
    await open(PARALEGAL);
    await open(PARALEGAL);
    const next = await readRows(PARALEGAL);
    expect(next).toHaveLength(after.length + 1);
    expect(next.filter((r) => r.detail === `v${version}`).map((r) => Number(r.count))).toEqual([2]);
  });
});

describe('account deletion', () => {
  it("deleting the client's account removes the petition's status, comments and review marks; the trail's rows stay", async () => {
    const clientId = (await findUserByEmail(t.app.deps.db, CLIENT))!.id;
    const db = t.app.deps.db as unknown as import('kysely').Kysely<Record<string, Record<string, unknown>>>;
    const count = async (table: string, column: string) =>
      Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where(column, '=', clientId).executeTakeFirstOrThrow()).n);
    expect(await count('review_comments', 'client_id')).toBe(3); // two in the workflow, one on a derived row
    expect(await count('review_marks', 'client_id')).toBe(2);
    const res = await call(t.app, 'DELETE', `/api/user/${CLIENT}`, { ...as(CLIENT), body: { password: 'Passw0rd!' } });
    expect(res.statusCode).toBe(200);
    for (const [table, column] of [['review_comments', 'client_id'], ['review_marks', 'client_id'], ['petition_status', 'client_id']] as const) expect(await count(table, column)).toBe(0);
    expect(await count('audit_log', 'target_id')).toBeGreaterThan(0);
  });
});
