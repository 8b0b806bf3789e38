import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interview } from '@i129f/petition/interview.ts';
import { findQuestion } from '@i129f/petition/engine/registry.ts';
import type { InterviewState } from '@i129f/petition';
import { K1_COUPLE, runScript } from '@i129f/petition/transcripts/fixtures.ts';
import { answerSnapshot } from '@i129f/petition/review/changes-since.ts';
import { createSession } from '../auth/sessions.ts';
import { keyringOf } from '../crypto/db-keyring.ts';
import { sealText } from '../crypto/seal.ts';
import { pdfMarkAad } from './pdf-marks-repo.ts';
import { findUserByEmail } from '../users/repo.ts';
import { closeWorkerPool } from '../workers/pool.ts';
import { PASSWORD, addUser, buildTestApp, call, type TestApp } from '../../test/helpers.ts';

/**
 * 'Changed since your last PDF' (issue 11): generating the I-129F (alone or in the packet) stores the petition version
 * then; GET /api/changes-since-pdf/:email reads the answer history after it (issue 19). A mark from before (a sealed
 * snapshot of the answers) still compares with its snapshot. Who may read it: the holder and the staff above them.
 * Runs on SQLite, and on PostgreSQL with DATABASE_URL (CI).
 */
let t: TestApp;
const token: Record<string, string> = {};
const CLIENT = 'client@example.com';
const PARALEGAL = 'para@firm.test';
const LAWYER = 'lawyer@firm.test';
const SIBLING = 'sibling@example.com';
const OTHER = 'lawyer@other.test';
const FAMILY = 'form1[0].#subform[0].Pt1Line6a_FamilyName[0]';
let state: InterviewState;
let version = 0;

const as = (who: string) => ({ token: token[who] });
const changes = (who = CLIENT) => call(t.app, 'GET', `/api/changes-since-pdf/${CLIENT}`, as(who));
const save = async (next: InterviewState) => {
  const res = await call(t.app, 'POST', `/api/chat-state/i29F/save/${CLIENT}`, { ...as(CLIENT), body: { state: next, version } });
  expect(res.statusCode, res.body).toBe(200);
  version = res.json().version;
};
const edited = (key: string, input: string): InterviewState => {
  const r = interview.editAnswer(state, findQuestion(interview.registry, key)!.sectionId, key, input);
  expect(r.error).toBeUndefined();
  return r.state;
};
const markRow = async () => {
  const id = (await findUserByEmail(t.app.deps.db, CLIENT))?.id ?? 'gone';
  return (await t.app.deps.db.selectFrom('pdf_marks' as never).selectAll().where('client_id' as never, '=', id as never).executeTakeFirst()) as
    | { snapshot: string; generated_at: number | string; version: number | null }
    | undefined;
};
let original: InterviewState;

beforeAll(async () => {
  t = await buildTestApp();
  await addUser(t, LAWYER, 'LAWYER');
  await addUser(t, PARALEGAL, 'PARALEGAL', LAWYER);
  await addUser(t, CLIENT, 'CLIENT', PARALEGAL);
  await addUser(t, SIBLING, 'CLIENT', PARALEGAL);
  await addUser(t, OTHER, 'LAWYER');
  // Sessions straight from the store: staff login may ask for a second factor, which is not what this file tests.
  for (const e of [LAWYER, PARALEGAL, CLIENT, SIBLING, OTHER]) token[e] = (await createSession(t.app.deps, (await findUserByEmail(t.app.deps.db, e))!.id)).token;
  state = runScript(interview, K1_COUPLE);
  original = state;
  await save(state);
});
afterAll(async () => {
  await t.close();
  await closeWorkerPool();
});

describe('changes since the last PDF', () => {
  it('is null before any PDF was generated', async () => {
    const res = await changes();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
    expect(await markRow()).toBeUndefined();
  });

  it('generating the I-129F stores the petition version (no answers): nothing changed right after', async () => {
    t.clock.advance(60_000);
    const generatedAt = t.clock.now();
    const gen = await call(t.app, 'POST', `/api/file/generate/i29f/${CLIENT}`, { ...as(CLIENT), body: { [FAMILY]: 'Smith' } });
    expect(gen.statusCode, gen.body).toBe(200);
    const row = await markRow();
    expect(Number(row?.generated_at)).toBe(generatedAt);
    expect(Number(row?.version)).toBe(version);
    expect(row?.snapshot).toBe('');
    const res = await changes();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ generatedAt, changedKeys: [], changedSectionIds: [], removedKeys: [] });
  });

  it('names the answer changed after the PDF and its section, never the values', async () => {
    state = edited('pet.birth.city', 'Chicago');
    await save(state);
    const res = await changes();
    expect(res.json()).toMatchObject({ changedKeys: ['pet.birth.city'], changedSectionIds: [8], removedKeys: [] });
    expect(res.body).not.toContain('Chicago');
  });

  it('an answer changed and changed back is not changed; changed again (by the staff) it is', async () => {
    const before = original.answers['pet.birth.city']!;
    expect(before).not.toBe('Chicago');
    state = edited('pet.birth.city', 'Boston');
    await save(state);
    state = edited('pet.birth.city', before);
    await save(state);
    expect((await changes()).json()).toMatchObject({ changedKeys: [], changedSectionIds: [], removedKeys: [] });
    state = edited('pet.birth.city', 'Chicago');
    const res = await call(t.app, 'POST', `/api/chat-state/i29F/save/${CLIENT}`, { ...as(PARALEGAL), body: { state, version } });
    expect(res.statusCode, res.body).toBe(200);
    version = res.json().version;
    expect((await changes()).json()).toMatchObject({ changedKeys: ['pet.birth.city'], changedSectionIds: [8], removedKeys: [] });
  });

  it('the staff above the client read it; another firm, another client and no session are refused', async () => {
    for (const who of [PARALEGAL, LAWYER]) expect((await changes(who)).json()).toMatchObject({ changedKeys: ['pet.birth.city'] });
    for (const who of [OTHER, SIBLING]) {
      const res = await changes(who);
      expect(res.statusCode, who).toBe(403);
      expect(res.body).not.toContain('pet.birth.city');
    }
    expect((await call(t.app, 'GET', `/api/changes-since-pdf/${CLIENT}`)).statusCode).toBe(403);
    // The sibling's own: nothing generated yet.
    expect((await call(t.app, 'GET', `/api/changes-since-pdf/${SIBLING}`, as(SIBLING))).json()).toBeNull();
  });

  it("a mark from before (a sealed snapshot, no version) compares with its snapshot; copied into another client's row it does not open: no markers, no error", async () => {
    const db = t.app.deps.db;
    const client = (await findUserByEmail(db, CLIENT))!.id;
    const snapshot = sealText(keyringOf(db), JSON.stringify(answerSnapshot(interview, original)), pdfMarkAad(client));
    await db.updateTable('pdf_marks' as never).set({ snapshot, version: null } as never).where('client_id' as never, '=', client as never).execute();
    expect((await changes()).json()).toMatchObject({ changedKeys: ['pet.birth.city'], changedSectionIds: [8], removedKeys: [] });
    const sibling = (await findUserByEmail(db, SIBLING))!.id;
    await db.insertInto('pdf_marks' as never).values({ client_id: sibling, generated_at: 1, snapshot } as never).execute();
    const res = await call(t.app, 'GET', `/api/changes-since-pdf/${SIBLING}`, as(SIBLING));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
    await t.app.deps.db.deleteFrom('pdf_marks' as never).where('client_id' as never, '=', sibling as never).execute();
  });

  it('the filing packet (which holds the I-129F) moves the mark to its version', { timeout: 120_000 }, async () => {
    t.clock.advance(60_000);
    const res = await call(t.app, 'POST', `/api/packet/generate/${CLIENT}`, as(CLIENT));
    expect(res.statusCode, res.body).toBe(200);
    expect(Number((await markRow())?.version)).toBe(version);
    expect((await changes()).json()).toEqual({ generatedAt: t.clock.now(), changedKeys: [], changedSectionIds: [], removedKeys: [] });
  });

  it('deleting the account removes the mark', async () => {
    expect(await markRow()).toBeDefined();
    const id = (await findUserByEmail(t.app.deps.db, CLIENT))!.id;
    const res = await call(t.app, 'DELETE', `/api/user/${CLIENT}`, { ...as(CLIENT), body: { password: PASSWORD } });
    expect(res.statusCode, res.body).toBe(200);
    const left = await t.app.deps.db.selectFrom('pdf_marks' as never).selectAll().where('client_id' as never, '=', id as never).execute();
    expect(left).toEqual([]);
  });
});
