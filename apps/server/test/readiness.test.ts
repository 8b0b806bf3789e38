import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyK1State } from '@i129f/petition/readiness/test-state.ts';
import { addUser, buildTestApp, call, login, multipart, PNG, type TestApp } from './helpers.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  // The stored state is hand-written (no chat log), so the engine's replay is replaced here.
  t = await buildTestApp({ validateChatState: () => [] });
  await addUser(t, 'lawyer@firm.test', 'LAWYER');
  await addUser(t, 'john@example.com', 'CLIENT', 'lawyer@firm.test');
  await addUser(t, 'maria@example.com');
  for (const e of ['lawyer@firm.test', 'john@example.com', 'maria@example.com']) tokens[e] = (await login(t.app, e)).token;
  const state = readyK1State();
  state.answers['ben.document.expiry'] = '12/01/2025';
  const saved = await call(t.app, 'POST', '/api/chat-state/i29F/save/john@example.com', { token: tokens['john@example.com'], body: { state, version: 0 } });
  expect(saved.statusCode).toBe(200);
});
afterAll(() => t.close());

const get = (email: string, as: string, query = '') => call(t.app, 'GET', `/api/readiness/${email}${query}`, { token: tokens[as] });

describe('GET /api/readiness/:email', () => {
  it('reports missing documents and the passport against the filing date, each with where to fix it', async () => {
    const res = await get('john@example.com', 'john@example.com', '?filingDate=07%2F01%2F2025');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.filingDate).toBe('07/01/2025');
    // What the evidence model asks of a U.S.-born single K-1 petitioner: proof of citizenship (any one), both photos and
    // the meeting evidence; the intent statements are drafted by the product, the beneficiary's passport only recommended.
    const missing = body.findings.filter((f: { rule: string }) => f.rule === 'document-missing').map((f: { fix: { requirement: string } }) => f.fix.requirement);
    expect(missing).toEqual(['citizenship', 'photo-petitioner', 'photo-beneficiary', 'meeting']);
    const passport = body.findings.find((f: { rule: string }) => f.rule === 'passport-expiring');
    expect(passport.fix).toEqual({ kind: 'question', sectionId: 21, stepId: 'docExpiry', key: 'ben.document.expiry' });
    expect(passport.why).toMatch(/6 months/);
    expect(body.errors).toBe(4);
  });

  it('an uploaded document is no longer missing; the filing date defaults to today', async () => {
    const up = multipart([{ name: 'fileId', value: '6' }, { name: 'file', filename: 'passport.png', bytes: PNG }]);
    // Any one proof of citizenship will do: the U.S. passport uploaded, citizenship is no longer missing.
    const res = await call(t.app, 'POST', '/api/file/client/upload/john@example.com', { token: tokens['john@example.com'], ...up });
    expect(res.statusCode).toBe(200);
    const body = (await get('john@example.com', 'lawyer@firm.test')).json();
    expect(body.filingDate).toBe('01/01/2026');
    const ids = body.findings.filter((f: { rule: string }) => f.rule === 'document-missing').map((f: { fix: { requirement: string } }) => f.fix.requirement);
    expect(ids).toEqual(['photo-petitioner', 'photo-beneficiary', 'meeting']);
    // By 01/01/2026 the passport (12/01/2025) has expired.
    expect(body.findings.map((f: { rule: string }) => f.rule)).toContain('passport-expired');
    // The meeting (05/10/2024) is still within 2 years of 01/01/2026.
    expect(body.findings.map((f: { rule: string }) => f.rule)).not.toContain('meeting-too-old');
  });

  it('a bad filing date is a 400 naming it; nothing saved is a 404; another account is a 403', async () => {
    const bad = await get('john@example.com', 'john@example.com', '?filingDate=2025-07-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ path: 'filingDate' }] });
    const none = await get('maria@example.com', 'maria@example.com');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: 'NOT_FOUND' });
    const other = await get('john@example.com', 'maria@example.com');
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain('Olga');
  });
});
