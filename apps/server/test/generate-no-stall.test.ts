import type { AddressInfo } from 'node:net';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_FIELDS } from '@i129f/petition/fields/form-fields.ts';
import type { FormFieldMeta } from '@i129f/petition/fields/types.ts';
import { ADDITIONAL_KEY } from '../src/files/generate-petition.ts';
import { CAPS } from '../src/pdf/value-caps.ts';
import { coupleValues } from '../src/pdf/test-fixtures.ts';
import { PASSWORD, addUser, buildTestApp, login, type TestApp } from './helpers.ts';

/**
 * Issue 8 point 1: no request can stall the server for others. PDF generation runs in the worker pool,
 * so while the largest accepted generate body is being filled, other requests (GET /api/xsrf, a login)
 * are answered. Asserted by the order in which the answers arrive over real HTTP, never by time: with the
 * fill on the event loop, the generate would answer before the probes sent after it.
 */

/** The largest body the caps accept: every MaxLen field full, Part 8 and the fields without MaxLen at their total. */
const maximalBody = (): Record<string, unknown> => {
  const words = (n: number) => 'lorem ipsum dolor sit amet, consectetur '.repeat(Math.ceil(n / 40)).slice(0, n);
  const values: Record<string, string> = {};
  const free: string[] = [];
  for (const m of Object.values(FORM_FIELDS) as FormFieldMeta[]) {
    if (/Signature|BarCode/i.test(m.name)) continue;
    if (m.type === 'checkbox') values[m.name] = m.name.endsWith('[0]') ? 'Yes' : 'Off';
    else if (m.type === 'dropdown') values[m.name] = m.options?.find((o) => o.trim() !== '') ?? '';
    else if (m.max !== undefined) values[m.name] = m.comb ? '7'.repeat(m.max) : words(m.max);
    else free.push(m.name);
  }
  const entries = [
    { page: 12, part: 8, item: '1', text: 'W'.repeat(CAPS.additionalText) }, // one unbreakable word
    ...Array.from({ length: 7 }, (_, i) => ({ page: 5, part: 2, item: String(i), text: words(CAPS.additionalText) })),
  ];
  let budget = CAPS.additionalTotal - entries.reduce((n, e) => n + e.text.length, 0);
  for (const name of free) {
    const n = Math.min(CAPS.textWithoutMaxLen, Math.floor(budget / free.length) + 1, budget);
    values[name] = words(n);
    budget -= n;
  }
  return { ...values, ...coupleValues(), [ADDITIONAL_KEY]: entries };
};

describe('a hostile generate does not stall other requests', () => {
  let t: TestApp;
  let base: string;
  let token: string;
  const email = 'stall@example.com';

  const request = async (method: 'GET' | 'POST', path: string, body?: unknown, auth?: string) => {
    const headers: Record<string, string> = { cookie: 'XSRF-TOKEN=stall-test', 'x-xsrf-token': 'stall-test' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (auth) headers.authorization = `Bearer ${auth}`;
    const res = await fetch(`${base}${path}`, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
    return { status: res.status, headers: res.headers, json: (await res.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    t = await buildTestApp({ config: { workers: { threads: 1, maxQueue: 64, timeoutMs: 120_000 } } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    await addUser(t, email);
    token = (await login(t.app, email)).token;
    // A first fill starts the worker thread and parses the template there.
    expect((await request('POST', `/api/file/generate/i29f/${email}`, coupleValues(), token)).status).toBe(200);
  });
  afterAll(() => t.close());

  it('answers GET /api/xsrf and a login while the largest accepted generate is being filled', async () => {
    const body = maximalBody();
    expect(JSON.stringify(body).length).toBeLessThan(1024 * 1024); // under the JSON body limit
    const order: string[] = [];
    const generate = request('POST', `/api/file/generate/i29f/${email}`, body, token).then((r) => {
      order.push('generate');
      return r;
    });
    for (let i = 0; i < 10; i++) {
      const r = await request('GET', '/api/xsrf');
      expect(r.status).toBe(200);
      order.push(`xsrf ${i}`);
    }
    const logged = await request('POST', '/api/login', { username: email, password: PASSWORD });
    expect(logged.status).toBe(200);
    order.push('login');
    const done = await generate;
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    expect(order).toEqual([...Array.from({ length: 10 }, (_, i) => `xsrf ${i}`), 'login', 'generate']);

    // The whole text is in the PDF: the boxes and the continuation sheets.
    const file = await t.app.inject({ method: 'GET', url: `/api/file/client/download/${email}/${encodeURIComponent(done.json.fileName as string)}`, headers: { authorization: `Bearer ${token}` } });
    expect(file.statusCode).toBe(200);
    expect((await PDFDocument.load(file.rawPayload)).getPageCount()).toBeGreaterThan(12);
  });

  it('refuses an over-cap body with 400 naming the field, before any PDF work', async () => {
    const family = 'form1[0].#subform[0].Pt1Line6a_FamilyName[0]';
    const long = await request('POST', `/api/file/generate/i29f/${email}`, { [family]: 'S'.repeat(4000) }, token);
    expect(long.status).toBe(400);
    expect(long.json).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ path: family }] });
    const part8 = await request('POST', `/api/file/generate/i29f/${email}`, { [ADDITIONAL_KEY]: [{ page: 1, part: 1, item: '1', text: 'x '.repeat(CAPS.additionalText / 2 + 1) }] }, token);
    expect(part8.status).toBe(400);
    expect(part8.json).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ path: `${ADDITIONAL_KEY}.0.text` }] });
    const many = await request('POST', `/api/file/generate/i29f/${email}`, { [ADDITIONAL_KEY]: Array.from({ length: 201 }, () => ({ page: 1, part: 1, item: '1', text: 'x' })) }, token);
    expect(many.status).toBe(400);
    expect(many.json).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ path: ADDITIONAL_KEY }] });
  });
});

describe('a generate over its time limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    // 1 ms: no fill (nor a worker start) fits, so every generate runs out of time.
    t = await buildTestApp({ config: { workers: { threads: 1, maxQueue: 64, timeoutMs: 1 } } });
  });
  afterAll(() => t.close());

  it('answers 503 BUSY with Retry-After, and the server keeps answering', async () => {
    const email = 'slow@example.com';
    await addUser(t, email);
    const { token } = await login(t.app, email);
    const headers = { authorization: `Bearer ${token}`, cookie: 'XSRF-TOKEN=x', 'x-xsrf-token': 'x', 'content-type': 'application/json' };
    const res = await t.app.inject({ method: 'POST', url: `/api/file/generate/i29f/${email}`, headers, payload: JSON.stringify(coupleValues()) });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'BUSY', reason: 'TASK_TIMEOUT', message: expect.stringContaining('took too long') });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/xsrf' })).statusCode).toBe(200);
    const list = await t.app.inject({ method: 'POST', url: `/api/file/client/files/${email}`, headers, payload: '{}' });
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).not.toContain('I-129F_'); // nothing stored
  });
});
