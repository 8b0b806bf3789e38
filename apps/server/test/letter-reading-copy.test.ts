import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyK1State } from '@i129f/petition/readiness/test-state.ts';
import { pageText } from '../src/pdf/pdf-text.ts';
import { closeWorkerPool } from '../src/workers/pool.ts';
import { addUser, buildTestApp, call, login, type TestApp } from './helpers.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const JOHN = 'john@example.com';
beforeAll(async () => {
  t = await buildTestApp({ validateChatState: () => [] });
  await addUser(t, JOHN);
  await addUser(t, 'maria@example.com');
  for (const e of [JOHN, 'maria@example.com']) tokens[e] = (await login(t.app, e)).token;
  const state = readyK1State();
  Object.assign(state.answers, { 'ben.gender': 'Female', 'pet.gender': 'Male' });
  expect((await call(t.app, 'POST', `/api/chat-state/i29F/save/${JOHN}`, { token: tokens[JOHN], body: { state, version: 0 } })).statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  await closeWorkerPool();
});

const copy = (body: unknown, as = JOHN) => call(t.app, 'POST', `/api/letters/reading-copy/${JOHN}`, { token: tokens[as], body });

describe('Spanish reading copy of a sworn letter (issue 20)', { timeout: 60_000 }, () => {
  it('is a PDF in Spanish with her values, headed as not filed, without signature lines, and is not stored among her files', async () => {
    const res = await copy({ kind: 'intent-beneficiary' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Copia_de_lectura_Intent_to_Marry_Beneficiary_Smith.pdf"');
    const text = (await pageText(new Uint8Array(res.rawPayload), 1)).replace(/\s+/g, ' ');
    expect(text).toContain('COPIA DE LECTURA EN ESPAÑOL — NO SE PRESENTA');
    expect(text).toContain('Esta copia no se firma ni se envía');
    expect(text).toContain('Yo, Olga Ivanova');
    expect(text).toContain('declaro que tengo la intención de casarme con mi prometido, John Smith, ciudadano de los Estados Unidos');
    expect(text).not.toContain('Signature of');
    const files = (await call(t.app, 'POST', `/api/file/client/files/${JOHN}`, { token: tokens[JOHN] })).json();
    expect(files).toEqual([]);
  });

  it('of the relationship statement follows the text as she edited it', async () => {
    const res = await copy({ kind: 'relationship', relationshipText: 'We met in Kazan in 2023.\n\nWe are both legally free to marry, and we have a genuine and continuing intention to marry each other.' });
    expect(res.statusCode).toBe(200);
    const text = (await pageText(new Uint8Array(res.rawPayload), 1)).replace(/\s+/g, ' ');
    expect(text).toContain('[Texto suyo, tal como lo escribió:] We met in Kazan in 2023.');
    expect(text).toContain('Ambos somos legalmente libres para casarnos');
  });

  it('is refused for the cover letter (not sworn) and for another account', async () => {
    expect((await copy({ kind: 'cover' })).statusCode).toBe(400);
    expect((await copy({ kind: 'intent-petitioner' }, 'maria@example.com')).statusCode).toBe(403);
  });
});
