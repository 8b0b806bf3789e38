import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BeneficiaryAnswersResponse, BeneficiaryPetitionResponse } from '@i129f/petition/api/beneficiary.ts';
import type { ReviewResponse } from '@i129f/petition/api/review.ts';
import { computeFieldValues } from '@i129f/petition/interview.ts';
import { fullName } from '@i129f/petition/fields/lookup.ts';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addUserAndLogin, buildTestApp, call, login, multipart, PASSWORD, readOutbox, type TestApp } from './helpers.ts';
import { answerHerSection, beneficiaryToken, inviteAndAccept, PARENT_INPUTS, petitionOf, sendPetition, startPetition } from './beneficiary-helpers.ts';
import { findUserByEmail } from '../src/users/repo.ts';

/**
 * Issue 24: the beneficiary answers her own part. A petitioner (client of a lawyer) invites her; she accepts, answers
 * her sections in a draft of her own; he confirms, asks for changes, chooses between two answers; staff see who
 * answered what. The authorization of every route for every kind of caller is in authorization-matrix.test.ts.
 */
const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/extraction/fixtures');
const LAWYER = 'lawyer@firm.test';
const PETITIONER = 'john@example.com';
const HER = 'olga@example.com';
let t: TestApp;
let his = '';
let lawyer = '';
beforeAll(async () => {
  t = await buildTestApp();
  lawyer = await addUserAndLogin(t, LAWYER, 'LAWYER');
  his = await addUserAndLogin(t, PETITIONER, 'CLIENT', LAWYER);
  await startPetition(t, PETITIONER, his);
});
afterAll(() => t.close());

const as = (token: string) => ({ token });
const herPart = async (token: string) => (await call(t.app, 'GET', '/api/beneficiary/petition', as(token))).json() as BeneficiaryPetitionResponse;
const answers = async () => (await call(t.app, 'GET', '/api/beneficiary/answers', as(his))).json() as BeneficiaryAnswersResponse;
const field = (state: Parameters<typeof computeFieldValues>[0], id: string) => computeFieldValues(state).fields[fullName(id as never)];

describe('the invitation', () => {
  it('the petitioner invites her by e-mail in her language: a single-use link valid 14 days', async () => {
    const res = await call(t.app, 'POST', '/api/beneficiary/invitation', { token: his, body: { email: 'first@example.com', fullName: 'Olga Ivanova', language: 'es' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().link).toMatchObject({ status: 'invited', email: 'first@example.com', language: 'es', expiresAt: t.clock.now() + 14 * 86_400_000 });
    const token = await beneficiaryToken(t, 'first@example.com');
    const mail = readOutbox(t.outboxDir).filter((m) => m.includes('To: first@example.com')).at(-1)!;
    // Spanish first (her language), then English; the token only in the link's fragment.
    expect(mail.indexOf('Abra este enlace')).toBeLessThan(mail.indexOf('Open this link'));
    expect(mail).toContain(`/beneficiary-invitation#token=${token}`);
    const check = await call(t.app, 'POST', '/api/beneficiary/invitation/check', { headers: { 'x-beneficiary-token': token } });
    expect(check.json()).toEqual({ email: 'first@example.com', fullName: 'Olga Ivanova', petitionerName: 'Name john', language: 'es' });
    // A new invitation replaces a pending one: the first link stops working.
    await call(t.app, 'POST', '/api/beneficiary/invitation', { token: his, body: { email: 'second@example.com', fullName: 'Olga Ivanova' } });
    expect((await call(t.app, 'POST', '/api/beneficiary/invitation/check', { headers: { 'x-beneficiary-token': token } })).json()).toMatchObject({ code: 'INVITATION_INVALID' });
    // After 14 days the second one is expired too.
    const second = await beneficiaryToken(t, 'second@example.com');
    t.clock.advance(14 * 86_400_000 + 1);
    // Sessions last 4 hours: both sign in again.
    his = (await login(t.app, PETITIONER)).token;
    lawyer = (await login(t.app, LAWYER)).token;
    expect((await call(t.app, 'POST', '/api/beneficiary/invitation/accept', { headers: { 'x-beneficiary-token': second }, body: { password: PASSWORD } })).statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/api/beneficiary/link', as(his))).json().link.status).toBe('expired');
  });

  it('she sets a password (the account rules apply) and her language; the link works once', async () => {
    await call(t.app, 'POST', '/api/beneficiary/invitation', { token: his, body: { email: HER, fullName: 'Olga Ivanova', language: 'es' } });
    const token = await beneficiaryToken(t, HER);
    const accept = (body: unknown) => call(t.app, 'POST', '/api/beneficiary/invitation/accept', { headers: { 'x-beneficiary-token': token }, body });
    expect((await accept({ password: 'short' })).statusCode).toBe(400);
    const ok = await accept({ password: PASSWORD, language: 'es' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ email: HER, userType: 'BENEFICIARY', role: 'u', language: 'es' });
    expect((await accept({ password: PASSWORD })).json()).toMatchObject({ code: 'INVITATION_INVALID' });
    expect((await call(t.app, 'GET', '/api/beneficiary/link', as(his))).json().link.status).toBe('active');
    // While she has access, another invitation is refused.
    expect((await call(t.app, 'POST', '/api/beneficiary/invitation', { token: his, body: { email: 'other@example.com', fullName: 'X Y' } })).statusCode).toBe(409);
    // She signs in like anyone.
    expect((await login(t.app, HER)).user.userType).toBe('BENEFICIARY');
  });
});

describe('her part', () => {
  let her = '';
  beforeAll(async () => {
    her = (await login(t.app, HER)).token;
  });

  it('she sees her sections and, of the petitioner, only his name', async () => {
    await sendPetition(t, PETITIONER, his, [{ type: 'start', sectionId: 1 }, { type: 'submit', sectionId: 1, key: 'pet.name.given', input: 'John' }]);
    const part = await herPart(her);
    expect(part.petitioner).toEqual({ fullName: 'Name john' });
    expect(part.sections.map((s) => s.id)).toEqual([16, 17, 18, 19, 20, 21]);
    expect(part.sections.every((s) => s.status === 'not_started')).toBe(true);
    expect(Object.keys(part.state!.answers).filter((k) => k.startsWith('pet.'))).toEqual([]);
    expect(part.state!.sections).toEqual({});
    expect(JSON.stringify(part)).not.toContain(PETITIONER);
  });

  it('her answers are checked by the engine, stay in her draft and do not reach the petition before he confirms', async () => {
    const refused = await call(t.app, 'POST', '/api/beneficiary/changes', { token: her, body: { version: 0, changes: [{ type: 'submit', sectionId: 10, key: 'pet.parent1.known', input: 'I agree' }] } });
    expect(refused.statusCode).toBe(400);
    await answerHerSection(t, her, 17, PARENT_INPUTS);
    const bad = await call(t.app, 'POST', '/api/beneficiary/changes', {
      token: her,
      body: { version: (await herPart(her)).version, changes: [{ type: 'edit', sectionId: 17, key: 'ben.parent1.birthDate', input: 'not a date', expected: '01/01/1960' }] },
    });
    expect(bad.statusCode).toBe(400);
    const part = await herPart(her);
    expect(part.sections.find((s) => s.id === 17)?.status).toBe('answered');
    const { state } = await petitionOf(t, PETITIONER, his);
    expect(state.answers['ben.parent1.family']).toBeUndefined();
    expect(field(state, 'Pt2Line24a_FamilyName[0]')).toBeUndefined();
  });

  it('the petitioner sees what she answered and what is pending; he asks for a change, which takes her to the question', async () => {
    const view = await answers();
    const s17 = view.sections.find((s) => s.id === 17)!;
    expect(s17).toMatchObject({ status: 'answered', complete: true, conflicts: 0 });
    expect(s17.items.find((i) => i.key === 'ben.parent1.given')).toMatchObject({ hers: 'Petr', his: null, label: 'Given name' });
    expect(view.sections.find((s) => s.id === 16)!.status).toBe('not_started');
    const asked = await call(t.app, 'POST', '/api/beneficiary/requests', { token: his, body: { sectionId: 17, answerKey: 'ben.parent1.given', body: 'His passport says Pyotr.' } });
    expect(asked.statusCode).toBe(201);
    await t.app.deps.background.idle();
    const mail = readOutbox(t.outboxDir).filter((m) => m.includes(`To: ${HER}`)).at(-1)!;
    expect(mail).toContain('/my-part');
    expect(mail).not.toContain('Pyotr');
    // Her language only: she chose Spanish.
    expect(mail).toContain('abra sus respuestas');
    expect(mail).not.toContain('Sign in and open your answers');
    const part = await herPart(her);
    expect(part.requests).toEqual([expect.objectContaining({ sectionId: 17, answerKey: 'ben.parent1.given', body: 'His passport says Pyotr.', resolvedAt: null })]);
    expect(part.sections.find((s) => s.id === 17)?.status).toBe('changes_requested');
    // She changes that answer: the request is answered.
    const res = await call(t.app, 'POST', '/api/beneficiary/changes', {
      token: her,
      body: { version: part.version, changes: [{ type: 'edit', sectionId: 17, key: 'ben.parent1.given', input: 'Pyotr', expected: 'Petr' }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await herPart(her);
    expect(after.requests[0]!.resolvedAt).not.toBeNull();
    expect(after.sections.find((s) => s.id === 17)?.status).toBe('answered');
  });

  it('when both answered an item differently he chooses; confirmed, her answers reach the petition marked as hers', async () => {
    // He had answered the same section himself, with another family name.
    await sendPetition(t, PETITIONER, his, [{ type: 'start', sectionId: 17 }, ...['I agree', 'Ivanoff'].map((input, i) => ({ type: 'submit' as const, sectionId: 17, key: ['ben.parent1.known', 'ben.parent1.family'][i]!, input }))]);
    const s17 = (await answers()).sections.find((s) => s.id === 17)!;
    expect(s17.items.find((i) => i.key === 'ben.parent1.family')).toMatchObject({ hers: 'Ivanov', his: 'Ivanoff', conflict: true });
    const confirm = () => call(t.app, 'POST', '/api/beneficiary/sections/17/confirm', as(his));
    const refused = await confirm();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CHOICE_REQUIRED', keys: ['ben.parent1.family'] });
    expect((await call(t.app, 'POST', '/api/beneficiary/choices', { token: his, body: { answerKey: 'ben.parent1.given', keep: 'his' } })).statusCode).toBe(400);
    expect((await call(t.app, 'POST', '/api/beneficiary/choices', { token: his, body: { answerKey: 'ben.parent1.family', keep: 'his' } })).statusCode).toBe(200);
    const ok = await confirm();
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ sectionId: 17, complete: true });
    const { state } = await petitionOf(t, PETITIONER, his);
    expect(field(state, 'Pt2Line24a_FamilyName[0]')).toBe('Ivanoff');
    expect(field(state, 'Pt2Line24b_GivenName[0]')).toBe('Pyotr');
    expect(field(state, 'Pt2Line28a_CityTownOfBirth[0]')).toBe('Kazan');
    const after = (await answers()).sections.find((s) => s.id === 17)!;
    expect(after.status).toBe('confirmed');
    expect(after.items.find((i) => i.key === 'ben.parent1.given')).toMatchObject({ fromHer: true, conflict: false });
    expect((await herPart(her)).sections.find((s) => s.id === 17)?.status).toBe('confirmed');
    // The history names her as the author of her answers; his chosen answer is his.
    const herId = (await findUserByEmail(t.app.deps.db, HER))!.id;
    const hisId = (await findUserByEmail(t.app.deps.db, PETITIONER))!.id;
    const rows = await t.app.deps.db.selectFrom('answer_history').select(['answer_key', 'actor_id']).where('user_id', '=', hisId).where('answer_key', 'in', ['ben.parent1.given', 'ben.parent1.family']).orderBy('version', 'desc').execute();
    expect(rows.find((r) => r.answer_key === 'ben.parent1.given')?.actor_id).toBe(herId);
    expect(rows.find((r) => r.answer_key === 'ben.parent1.family')?.actor_id).toBe(hisId);
  });

  it('staff see who answered what, in the review and in the trail', async () => {
    const review = (await call(t.app, 'GET', `/api/review/${PETITIONER}`, as(lawyer))).json() as ReviewResponse;
    expect(review.beneficiary).toEqual({ fullName: 'Olga Ivanova', email: HER, active: true });
    const given = review.review!.items.find((i) => i.key === 'ben.parent1.given')!;
    expect(given.byBeneficiary).toBe(true);
    expect(review.review!.items.find((i) => i.key === 'ben.parent1.family')!.byBeneficiary).toBe(false);
    const change = review.trail.find((e) => e.action === 'answer.change' && e.answer?.key === 'ben.parent1.given');
    expect(change?.actor).toMatchObject({ role: 'BENEFICIARY', fullName: 'Olga Ivanova', email: HER });
    await t.app.deps.background.idle();
    const trail = ((await call(t.app, 'GET', `/api/review/${PETITIONER}`, as(lawyer))).json() as ReviewResponse).trail;
    expect(trail.find((e) => e.action === 'beneficiary.save')?.actor).toMatchObject({ role: 'BENEFICIARY', fullName: 'Olga Ivanova' });
    expect(trail.find((e) => e.action === 'beneficiary.confirm')?.actor).toMatchObject({ role: 'CLIENT', email: PETITIONER });
  });

  it('her later change waits for the petitioner again; the form keeps what he confirmed', async () => {
    const part = await herPart(her);
    await call(t.app, 'POST', '/api/beneficiary/changes', { token: her, body: { version: part.version, changes: [{ type: 'edit', sectionId: 17, key: 'ben.parent1.residenceCity', input: 'Moscow', expected: 'Kazan' }] } });
    expect((await answers()).sections.find((s) => s.id === 17)!.status).toBe('answered');
    expect(field((await petitionOf(t, PETITIONER, his)).state, 'Pt2Line28a_CityTownOfBirth[0]')).toBe('Kazan');
  });

  it('she uploads her passport: it is filed with his documents as the beneficiary\'s passport, and she reads her values from it', async () => {
    const { payload, headers } = multipart([{ name: 'file', filename: 'passport.png', bytes: fs.readFileSync(path.join(FIXTURES, 'passport-ukr.png')) }]);
    const res = await call(t.app, 'POST', '/api/beneficiary/passport', { token: her, payload, headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().values).toMatchObject({ benLastName: 'Kovalenko', benPassportNumber: 'FK1234567' });
    expect(Object.keys(res.json().values).every((k) => k.startsWith('ben'))).toBe(true);
    const files = (await call(t.app, 'POST', `/api/file/client/files/${PETITIONER}`, as(his))).json() as { name: string; documentId: number }[];
    expect(files).toContainEqual(expect.objectContaining({ name: res.json().fileName, documentId: 25 }));
  }, 60_000);

  it('an approved petition refuses her changes and his confirmations until the firm re-opens it', async () => {
    expect((await call(t.app, 'POST', `/api/review/${PETITIONER}/status`, { token: lawyer, body: { status: 'approved' } })).statusCode).toBe(200);
    const part = await herPart(her);
    expect(part.locked).toEqual({ since: expect.any(Number), by: '' });
    const res = await call(t.app, 'POST', '/api/beneficiary/changes', { token: her, body: { version: part.version, changes: [{ type: 'edit', sectionId: 17, key: 'ben.parent1.residenceCity', input: 'Tver', expected: 'Moscow' }] } });
    expect(res.json()).toMatchObject({ code: 'PETITION_LOCKED' });
    expect((await call(t.app, 'POST', '/api/beneficiary/sections/17/confirm', as(his))).json()).toMatchObject({ code: 'PETITION_LOCKED' });
    expect((await call(t.app, 'POST', `/api/review/${PETITIONER}/status`, { token: lawyer, body: { status: 'in_progress' } })).statusCode).toBe(200);
  });

  it('the petitioner revokes her access at any time: her sessions end, her routes answer 410', async () => {
    expect((await call(t.app, 'DELETE', '/api/beneficiary/link', as(his))).json()).toEqual({ revoked: true });
    expect((await call(t.app, 'GET', '/api/beneficiary/petition', as(her))).json()).toMatchObject({ code: 'SESSION_INVALID' });
    const again = (await login(t.app, HER)).token;
    const res = await call(t.app, 'GET', '/api/beneficiary/petition', as(again));
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ code: 'ACCESS_ENDED' });
    expect((await call(t.app, 'GET', '/api/beneficiary/link', as(his))).json().link.status).toBe('revoked');
    expect((await call(t.app, 'GET', '/api/beneficiary/answers', as(his))).json().sections).toEqual([]);
    // Who answered stays in the review.
    const review = (await call(t.app, 'GET', `/api/review/${PETITIONER}`, as(lawyer))).json() as ReviewResponse;
    expect(review.beneficiary).toMatchObject({ active: false });
  });

  it('an email that already has an account cannot become a beneficiary', async () => {
    await call(t.app, 'POST', '/api/beneficiary/invitation', { token: his, body: { email: LAWYER, fullName: 'X Y' } });
    const res = await call(t.app, 'POST', '/api/beneficiary/invitation/accept', { headers: { 'x-beneficiary-token': await beneficiaryToken(t, LAWYER) }, body: { password: PASSWORD } });
    expect(res.statusCode).toBe(409);
  });
});

describe('a petitioner with no beneficiary', () => {
  it('has no link; the routes that need one answer 404', async () => {
    const solo = await addUserAndLogin(t, 'solo@example.com');
    expect((await call(t.app, 'GET', '/api/beneficiary/link', as(solo))).json()).toEqual({ link: null });
    expect((await call(t.app, 'POST', '/api/beneficiary/sections/17/confirm', as(solo))).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', '/api/beneficiary/link', as(solo))).statusCode).toBe(404);
  });

  it('inviteAndAccept (the helper) works for a fresh couple', async () => {
    const p = await addUserAndLogin(t, 'p2@example.com');
    await startPetition(t, 'p2@example.com', p);
    const token = await inviteAndAccept(t, p, 'b2@example.com');
    expect((await herPart(token)).petitioner.fullName).toBe('Name p2');
    await answerHerSection(t, token, 17, PARENT_INPUTS.slice(0, 2));
    // His account deleted: hers (which answered only for his petition) and her draft go with it.
    expect((await call(t.app, 'DELETE', '/api/user/p2@example.com', { token: p, body: { password: PASSWORD } })).statusCode).toBe(200);
    expect(await findUserByEmail(t.app.deps.db, 'b2@example.com')).toBeUndefined();
    expect(await t.app.deps.db.selectFrom('chat_states').select('user_id').execute()).toHaveLength(2);
  });
});

describe('her own account (issue 24)', () => {
  it('she deletes her own account: her draft and sessions go, her link ends, his petition and what he confirmed stay', async () => {
    const p = await addUserAndLogin(t, 'p3@example.com');
    await startPetition(t, 'p3@example.com', p);
    const token = await inviteAndAccept(t, p, 'b3@example.com');
    await answerHerSection(t, token, 17, PARENT_INPUTS);
    expect((await call(t.app, 'POST', '/api/beneficiary/sections/17/confirm', as(p))).statusCode).toBe(200);
    const herId = (await findUserByEmail(t.app.deps.db, 'b3@example.com'))!.id;
    // Only her own account: not his.
    expect((await call(t.app, 'DELETE', '/api/user/p3@example.com', { token, body: { password: PASSWORD } })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/user/export/p3@example.com', { token })).statusCode).toBe(403);
    expect((await call(t.app, 'DELETE', '/api/user/b3@example.com', { token, body: { password: PASSWORD } })).statusCode).toBe(200);
    expect(await findUserByEmail(t.app.deps.db, 'b3@example.com')).toBeUndefined();
    expect(await t.app.deps.db.selectFrom('chat_states').select('user_id').where('user_id', '=', herId).execute()).toEqual([]);
    expect((await call(t.app, 'GET', '/api/beneficiary/petition', { token })).statusCode).toBe(403);
    // He sees the link ended and may invite again; her confirmed answers are in his petition.
    expect((await call(t.app, 'GET', '/api/beneficiary/link', as(p))).json().link).toMatchObject({ status: 'revoked' });
    expect((await petitionOf(t, 'p3@example.com', p)).state.answers['ben.parent1.family']).toBe('Ivanov');
    expect((await call(t.app, 'POST', '/api/beneficiary/invitation', { ...as(p), body: { email: 'b3-new@example.com', fullName: 'Olga Ivanova' } })).statusCode).toBe(201);
  });
});
