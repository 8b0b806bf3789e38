import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Change } from '@i129f/petition/changes/types.ts';
import { K1 } from '@i129f/petition/questionnaire/questions.ts';
import { createSession } from '../src/auth/sessions.ts';
import { findUserByEmail } from '../src/users/repo.ts';
import { addUser, buildTestApp, call, type TestApp } from './helpers.ts';

/**
 * POST /api/petition/changes/{email} (issue 19): the petition lives on the server from the first setup answer; a
 * device sends the changes it made with the version it read; the server applies them with the engine. Runs on
 * SQLite, and on PostgreSQL with DATABASE_URL (CI).
 */
let t: TestApp;
const token: Record<string, string> = {};
const CLIENT = 'ana@example.com';
const OTHER_CLIENT = 'bob@example.com';
const PARALEGAL = 'para@firm.test';
const LAWYER = 'lawyer@firm.test';
const OTHER_FIRM = 'lawyer@other.test';
const NAMES = { petitionerFirstName: 'John', petitionerSecondName: 'Adam', petitionerLastName: 'Smith', beneficiaryFirstName: 'Maria', beneficiarySecondName: 'Elena', beneficiaryLastName: 'Lopez' };

const send = (changes: unknown, version: number, who = CLIENT, email = CLIENT) => call(t.app, 'POST', `/api/petition/changes/${email}`, { token: token[who], body: { version, changes } });
const load = async (who = CLIENT, email = CLIENT) => {
  const res = await call(t.app, 'GET', `/api/chat-state/i29F/load/${email}`, { token: token[who] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const ok = async (changes: Change[], version: number) => {
  const res = await send(changes, version);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

beforeAll(async () => {
  t = await buildTestApp();
  await addUser(t, LAWYER, 'LAWYER');
  await addUser(t, PARALEGAL, 'PARALEGAL', LAWYER);
  await addUser(t, CLIENT, 'CLIENT', PARALEGAL);
  await addUser(t, OTHER_CLIENT, 'CLIENT');
  await addUser(t, OTHER_FIRM, 'LAWYER');
  for (const e of [LAWYER, PARALEGAL, CLIENT, OTHER_CLIENT, OTHER_FIRM]) token[e] = (await createSession(t.app.deps, (await findUserByEmail(t.app.deps.db, e))!.id)).token;
});
afterAll(() => t.close());

describe('the petition from the first answer', () => {
  it('setup names and questionnaire answers are stored as they are given; another device loads them', async () => {
    expect(await load()).toEqual({ state: null, version: 0, locked: null });
    const first = await ok([{ type: 'journey', page: '/setup' }, { type: 'names', names: { petitionerFirstName: 'John' } }], 0);
    expect(first).toMatchObject({ version: 1, conflicts: [] });
    expect(first.state.names.petitionerFirstName).toBe('John');
    const second = await ok(
      [
        { type: 'names', names: NAMES },
        { type: 'journey', page: '/file-upload-quesionnaire' },
        { type: 'questionnaire', key: 'classificationBeneficiary', value: K1 },
        { type: 'questionnaire', key: 'citizenshipMethod', value: 'Naturalization' },
      ],
      1,
    );
    expect(second.version).toBe(2);
    const loaded = await load();
    expect(loaded.version).toBe(2);
    expect(loaded.state.names).toEqual(NAMES);
    expect(loaded.state.questionnaire).toEqual({ classificationBeneficiary: K1, citizenshipMethod: 'Naturalization' });
    expect(loaded.state.requiredDocuments).toContain(3);
    expect(loaded.state.journey).toEqual({ last: '/file-upload-quesionnaire', reached: ['setup', 'questionnaire'] });
    expect(loaded.state.answers['pet.name.family']).toBe('Smith');
  });

  it('a change to a newer version than the device read is applied there, and the stored petition comes back', async () => {
    // Device B read version 2; device A moved on meanwhile.
    await ok([{ type: 'questionnaire', key: 'metInPerson', value: 'Yes' }], 2);
    const b = await ok([{ type: 'questionnaire', key: 'petitionerMaritalStatus', value: 'Single' }], 2);
    expect(b.version).toBe(4);
    expect(b.state.questionnaire).toMatchObject({ metInPerson: 'Yes', petitionerMaritalStatus: 'Single' });
    // Changing the citizenship method takes the naturalization certificate off the documents at once.
    const birth = await ok([{ type: 'questionnaire', key: 'citizenshipMethod', value: 'Birth in the United States' }], 4);
    expect(birth.state).toBeUndefined();
    expect((await load()).state.requiredDocuments).not.toContain(3);
  });

  it('two devices editing different answers at once lose none; the same answer is a conflict showing both values', async () => {
    let v = (await load()).version;
    v = (await ok([{ type: 'start', sectionId: 1 }, { type: 'submit', sectionId: 1, key: 'pet.email', input: 'john@example.com' }, { type: 'submit', sectionId: 1, key: 'pet.mobile', input: '2025550123' }], v)).version;
    const [a, b] = await Promise.all([
      send([{ type: 'edit', sectionId: 1, key: 'pet.email', input: 'john@work.example', expected: 'john@example.com' }], v),
      send([{ type: 'edit', sectionId: 1, key: 'pet.mobile', input: '2025550199', expected: '2025550123' }], v),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const after = await load();
    expect(after.state.answers).toMatchObject({ 'pet.email': 'john@work.example', 'pet.mobile': '2025550199' });
    const clash = await send([{ type: 'edit', sectionId: 1, key: 'pet.email', input: 'j.smith@example.com', expected: 'john@example.com', id: 'dev-b-1' }], v);
    expect(clash.statusCode).toBe(200);
    expect(clash.json().conflicts).toEqual([{ index: 0, id: 'dev-b-1', sectionId: 1, key: 'pet.email', theirs: 'john@work.example', yours: 'j.smith@example.com' }]);
    expect(clash.json().state.answers['pet.email']).toBe('john@work.example');
    expect((await load()).state.answers['pet.email']).toBe('john@work.example');
  });

  it('a value the engine refuses is a 400 naming it in the reader language; nothing is stored', async () => {
    const before = await load();
    const res = await call(t.app, 'POST', `/api/petition/changes/${CLIENT}`, {
      token: token[CLIENT],
      headers: { 'accept-language': 'es' },
      body: { version: before.version, changes: [{ type: 'journey', page: '/section/1' }, { type: 'edit', sectionId: 1, key: 'pet.mobile', input: 'call me', expected: '2025550199' }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', index: 1, fields: [{ path: 'pet.mobile' }] });
    expect(res.json().fields[0].message).toMatch(/teléfono/); // the Spanish validator message
    expect((await load()).version).toBe(before.version);
  });

  it('a change that would clear answers needs consent: 409 listing them, then applied with `clear`', async () => {
    let v = (await load()).version;
    v = (await ok([{ type: 'questionnaire', key: 'citizenshipMethod', value: 'Naturalization' }], v)).version;
    v = (await ok(['Yes', 'N/A', '31234567', 'Chicago, IL', '06/15/2012'].reduce<Change[]>((acc, input, i) => [...acc, { type: 'submit', sectionId: 4, key: ['pet.certificate.has', 'pet.aNumber', 'pet.certificate.number', 'pet.certificate.place', 'pet.certificate.date'][i]!, input }], [{ type: 'start', sectionId: 4 }]), v)).version;
    const change: Change = { type: 'questionnaire', key: 'citizenshipMethod', value: 'Birth in the United States' };
    const asked = await send([change], v);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({ code: 'CONSENT_REQUIRED', index: 0, keys: ['pet.aNumber', 'pet.certificate.date', 'pet.certificate.has', 'pet.certificate.number', 'pet.certificate.place'] });
    expect((await load()).state.answers['pet.certificate.number']).toBe('31234567');
    await ok([{ ...change, clear: asked.json().keys }], v);
    const after = await load();
    expect(after.state.answers['pet.certificate.number']).toBeUndefined();
    expect(after.state.requiredDocuments).not.toContain(3);
  });
});

describe('who may change it, and hostile bodies', () => {
  it('the firm above the client may; another client, another firm and no session may not', async () => {
    const v = (await load()).version;
    expect((await send([{ type: 'journey', page: '/section/2' }], v, PARALEGAL)).statusCode).toBe(200);
    expect((await send([{ type: 'journey', page: '/section/2' }], v, OTHER_CLIENT)).statusCode).toBe(403);
    expect((await send([{ type: 'journey', page: '/section/2' }], v, OTHER_FIRM)).statusCode).toBe(403);
    const anon = await call(t.app, 'POST', `/api/petition/changes/${CLIENT}`, { body: { version: v, changes: [{ type: 'journey', page: '/section/2' }] } });
    expect([401, 403]).toContain(anon.statusCode);
    expect((await load(OTHER_CLIENT, CLIENT).catch(() => null)) ?? 'refused').toBe('refused');
  });

  it('refuses malformed, oversized and unknown changes with 400 before any work', async () => {
    const v = (await load()).version;
    for (const changes of [
      [],
      [{ type: 'context', context: {} }],
      [{ type: 'submit', sectionId: 99, key: 'pet.email', input: 'x' }],
      [{ type: 'submit', sectionId: 1, key: 'pet.email', input: 'x'.repeat(12_001) }],
      [{ type: 'journey', page: '/admin' }],
      [{ type: 'names', names: { isAdmin: 'yes' } }],
      Array.from({ length: 101 }, () => ({ type: 'journey', page: '/setup' })),
    ]) {
      const res = await send(changes, v);
      expect(res.statusCode, JSON.stringify(changes).slice(0, 80)).toBe(400);
    }
    expect((await load()).version).toBe(v);
  });

  it('an approved petition refuses changed answers (409 PETITION_LOCKED) and says so on load; staff re-open it', async () => {
    const v = (await load()).version;
    expect((await call(t.app, 'POST', `/api/review/${CLIENT}/status`, { token: token[LAWYER], body: { status: 'approved' } })).statusCode).toBe(200);
    const loaded = await load();
    expect(loaded.locked).toMatchObject({ by: expect.any(String) });
    expect(loaded.locked.since).toBeGreaterThan(0);
    const res = await send([{ type: 'edit', sectionId: 1, key: 'pet.mobile', input: '2025550100', expected: '2025550199' }], v);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PETITION_LOCKED');
    // Where she is may still be kept.
    expect((await send([{ type: 'journey', page: '/section/3' }], v)).statusCode).toBe(200);
    expect((await call(t.app, 'POST', `/api/review/${CLIENT}/status`, { token: token[LAWYER], body: { status: 'changes_requested' } })).statusCode).toBe(200);
    expect((await load()).locked).toBeNull();
  });
});
