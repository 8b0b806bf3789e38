import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { K1_COUPLE, runScript } from '@i129f/petition/transcripts/fixtures.ts';
import { interview } from '@i129f/petition/interview.ts';
import { CATALOGUES, en } from '@i129f/petition/i18n/index.ts';
import { createSession } from '../src/auth/sessions.ts';
import { findUserByEmail } from '../src/users/repo.ts';
import { busy } from '../src/workers/pool.ts';
import { addUser, buildTestApp, call, type TestApp } from './helpers.ts';

/**
 * Issue 12: the texts the server writes come in the reader's language (Accept-Language; default and fallback
 * English). The machine-readable code stays, and an English request gets the English text byte for byte.
 */
let t: TestApp;
const token: Record<string, string> = {};
const CLIENT = 'ana@example.com';
const LAWYER = 'lawyer@firm.test';
const es = CATALOGUES.es.serverMessages.errors;
const SPANISH = { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' };

beforeAll(async () => {
  t = await buildTestApp({ config: { i129fTemplate: path.join('/nonexistent', 'i-129f.pdf') } });
  await addUser(t, LAWYER, 'LAWYER');
  await addUser(t, CLIENT, 'CLIENT', LAWYER);
  for (const e of [LAWYER, CLIENT]) token[e] = (await createSession(t.app.deps, (await findUserByEmail(t.app.deps.db, e))!.id)).token;
  const saved = await call(t.app, 'POST', `/api/chat-state/i29F/save/${CLIENT}`, { token: token[CLIENT], body: { state: runScript(interview, K1_COUPLE), version: 0 } });
  expect(saved.statusCode).toBe(200);
  const approved = await call(t.app, 'POST', `/api/review/${CLIENT}/status`, { token: token[LAWYER], body: { status: 'approved' } });
  expect(approved.statusCode).toBe(200);
});
afterAll(() => t.close());

/** The client marks the approved petition ready again: 409 PETITION_LOCKED. */
const markReady = (headers: Record<string, string> = {}) =>
  call(t.app, 'POST', `/api/review/${CLIENT}/status`, { token: token[CLIENT], headers, body: { status: 'ready' } });

describe('error answers in the reader language', () => {
  it('409 PETITION_LOCKED: English without Accept-Language, byte for byte the text it always was', async () => {
    const res = await markReady();
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'Conflict',
      code: 'PETITION_LOCKED',
      message: 'Your law firm approved this petition, so the answers are locked. Ask your lawyer or paralegal to re-open it if something must change.',
    });
    expect(res.headers['content-language']).toBe('en');
  });

  it('409 PETITION_LOCKED: Spanish for Accept-Language es, same code', async () => {
    const res = await markReady(SPANISH);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Conflict', code: 'PETITION_LOCKED', message: es.petitionLocked });
    expect(res.json().message).toMatch(/^Su bufete aprobó esta petición/);
    expect(res.headers['content-language']).toBe('es');
  });

  it('q-values decide; an unknown language is English', async () => {
    expect((await markReady({ 'accept-language': 'en;q=0.4, es;q=0.8' })).json().message).toBe(es.petitionLocked);
    expect((await markReady({ 'accept-language': 'es;q=0.2, en' })).json().message).toBe(en.serverMessages.errors.petitionLocked);
    expect((await markReady({ 'accept-language': 'fr-FR, de;q=0.9' })).json().message).toBe(en.serverMessages.errors.petitionLocked);
    expect((await markReady({ 'accept-language': ';;q=x,,' })).json().message).toBe(en.serverMessages.errors.petitionLocked);
  });

  it('503 template missing: Spanish message, same code and no server path', async () => {
    const english = await call(t.app, 'POST', `/api/file/generate/i29f/${CLIENT}`, { token: token[CLIENT], body: { 'form1[0].#subform[0].Pt1Line6a_FamilyName[0]': 'Smith' } });
    expect(english.statusCode).toBe(503);
    expect(english.json()).toMatchObject({ code: 'INTERNAL', message: 'The I-129F template is not available on the server. Please contact support.' });
    const spanish = await call(t.app, 'POST', `/api/file/generate/i29f/${CLIENT}`, { token: token[CLIENT], headers: SPANISH, body: { 'form1[0].#subform[0].Pt1Line6a_FamilyName[0]': 'Smith' } });
    expect(spanish.statusCode).toBe(503);
    expect(spanish.json()).toMatchObject({ code: 'INTERNAL', message: es.templateMissing });
    expect(spanish.body).not.toContain('/nonexistent');
  });

  it('503 BUSY keeps its Retry-After and code; the message follows the language', () => {
    const err = busy(7);
    expect(err.toBody()).toMatchObject({ code: 'BUSY', retryAfter: 7, message: 'The server is busy. Please try again in a few seconds.' });
    expect(err.toBody('es')).toMatchObject({ code: 'BUSY', retryAfter: 7, message: es.busyShort });
  });

  it('400 malformed JSON and 403 wrong password (an account rule text) in Spanish', async () => {
    const bad = await call(t.app, 'POST', `/api/review/${CLIENT}/status`, { token: token[CLIENT], headers: { ...SPANISH, 'content-type': 'application/json' }, payload: '{"status":' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'MALFORMED_JSON', message: es.badJson });
    const login = await call(t.app, 'POST', '/api/login', { headers: SPANISH, body: { username: CLIENT, password: 'Wrong-passw0rd' } });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', message: CATALOGUES.es.account.invalidCredentials });
  });

  it('400 validation: the summary and each field message in Spanish, the field paths unchanged', async () => {
    const res = await call(t.app, 'POST', `/api/review/${CLIENT}/comments`, { token: token[LAWYER], headers: SPANISH, body: { answerKey: 'no.such.key', body: 'Please check.' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Datos no válidos: answerKey', fields: [{ path: 'answerKey', message: es.noSuchQuestion }] });
  });
});

describe('429 and 413 in the reader language', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ config: { bodyLimit: 4096, rateLimit: { windowMs: 900_000, loginPerIp: 1, loginPerAccount: 10_000, resetPerIp: 10_000, resetPerAccount: 10_000 } } });
    await addUser(limited, CLIENT);
  });
  afterAll(() => limited.close());

  it('a throttled login answers RATE_LIMITED in Spanish, with Retry-After', async () => {
    const attempt = () => call(limited.app, 'POST', '/api/login', { headers: SPANISH, body: { username: CLIENT, password: 'Wrong-passw0rd' } });
    let res = await attempt();
    for (let i = 0; i < 5 && res.statusCode !== 429; i++) res = await attempt();
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'RATE_LIMITED', message: CATALOGUES.es.account.rateLimited });
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('a body over the limit answers PAYLOAD_TOO_LARGE in Spanish, in English without Accept-Language', async () => {
    const big = { username: CLIENT, password: 'x'.repeat(8000) };
    const spanish = await call(limited.app, 'POST', '/api/login', { headers: SPANISH, body: big });
    expect(spanish.statusCode).toBe(413);
    expect(spanish.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: es.bodyTooLarge });
    const english = await call(limited.app, 'POST', '/api/login', { body: big });
    expect(english.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' });
  });
});

describe('a name the form cannot print, in the reader language', () => {
  let real: TestApp;
  let clientToken = '';
  beforeAll(async () => {
    real = await buildTestApp(); // the official template
    await addUser(real, CLIENT, 'CLIENT');
    clientToken = (await createSession(real.app.deps, (await findUserByEmail(real.app.deps.db, CLIENT))!.id)).token;
  });
  afterAll(() => real.close());

  const THAI = 'สมชาย';
  const generate = (headers: Record<string, string> = {}) =>
    call(real.app, 'POST', `/api/file/generate/i29f/${CLIENT}`, {
      token: clientToken,
      headers,
      body: { 'form1[0].#subform[6].Pt2Line49a_FamilyName[0]': THAI, 'form1[0].#subform[0].Pt1Line6a_FamilyName[0]': 'Smith' },
    });

  it('400 VALIDATION_FAILED names the text it cannot print, in English or in Spanish', async () => {
    const english = await generate();
    expect(english.statusCode).toBe(400);
    expect(english.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: en.serverMessages.errors.unprintableCharacters.replace('{{value}}', THAI) });
    const spanish = await generate(SPANISH);
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: es.unprintableCharacters.replace('{{value}}', THAI) });
    expect(spanish.json().message).toContain('letras latinas');
  });
});
