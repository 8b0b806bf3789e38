import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyK1State } from '@i129f/petition/readiness/test-state.ts';
import { CATALOGUES, en } from '@i129f/petition/i18n/index.ts';
import { addUser, buildTestApp, call, login, type TestApp } from './helpers.ts';

/** Issue 12: the readiness findings' message and why in the request's language; rules, fixes and counts unchanged. */
let t: TestApp;
let token = '';
const es = CATALOGUES.es.readiness.rules;
beforeAll(async () => {
  t = await buildTestApp({ validateChatState: () => [] });
  await addUser(t, 'john@example.com');
  token = (await login(t.app, 'john@example.com')).token;
  const state = readyK1State();
  state.answers['ben.document.expiry'] = '12/01/2025';
  const saved = await call(t.app, 'POST', '/api/chat-state/i29F/save/john@example.com', { token, body: { state, version: 0 } });
  expect(saved.statusCode).toBe(200);
});
afterAll(() => t.close());

interface Finding { rule: string; message: string; why: string; fix: unknown; text: { message: { key: string } } }
const get = async (headers: Record<string, string>, query = '?filingDate=07%2F01%2F2025') => {
  const res = await call(t.app, 'GET', `/api/readiness/john@example.com${query}`, { token, headers });
  return { res, body: res.json() as { findings: Finding[]; errors: number; warnings: number } };
};

describe('readiness report in the reader language', () => {
  it('English by default: the rules’ texts', async () => {
    const { res, body } = await get({});
    expect(res.headers['content-language']).toBe('en');
    const passport = body.findings.find((f) => f.rule === 'passport-expiring')!;
    expect(passport.message).toBe("The beneficiary's passport expires on 12/01/2025, less than 6 months after filing: renew it before the visa interview.");
    expect(passport.why).toBe(en.readiness.rules['passport-expiring'].why);
    expect(passport.text.message.key).toBe('rules.passport-expiring.message');
  });

  it('Accept-Language es: every message and why in Spanish, the same findings, fixes and counts', async () => {
    const english = (await get({})).body;
    const { res, body } = await get({ 'accept-language': 'es-US,es;q=0.9' });
    expect(res.headers['content-language']).toBe('es');
    expect(body.findings.map((f) => [f.rule, f.fix])).toEqual(english.findings.map((f) => [f.rule, f.fix]));
    expect([body.errors, body.warnings]).toEqual([english.errors, english.warnings]);
    const passport = body.findings.find((f) => f.rule === 'passport-expiring')!;
    expect(passport.message).toBe('El pasaporte del beneficiario vence el 12/01/2025, menos de 6 meses después de la presentación: renuévelo antes de la entrevista de visa.');
    expect(passport.why).toBe(es['passport-expiring'].why);
    const citizenship = body.findings.find((f) => (f.fix as { requirement?: string }).requirement === 'citizenship')!;
    expect(citizenship.message).toBe(
      'Prueba de la ciudadanía estadounidense de John Smith: falta; suba uno cualquiera de estos: Pasaporte estadounidense (vigente), Acta de nacimiento estadounidense, Declaración de un funcionario consular sobre la ciudadanía y el pasaporte vigente.',
    );
    expect(citizenship.why).toContain('Fuente: Form I-129F Instructions (edition 01/20/25)');
    body.findings.forEach((f, i) => {
      expect(f.message).not.toBe(english.findings[i]!.message);
      expect(f.why).not.toBe(english.findings[i]!.why);
    });
  });

  it('a refused filing date names the format in Spanish', async () => {
    const { res, body } = await get({ 'accept-language': 'es' }, '?filingDate=2025-07-01');
    expect(res.statusCode).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Datos no válidos: filingDate', fields: [{ path: 'filingDate', message: CATALOGUES.es.serverMessages.errors.useDateFormat }] });
  });
});
