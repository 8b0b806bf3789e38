import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interview } from '@i129f/petition';
import { K1_COUPLE, runScript } from '@i129f/petition/transcripts/fixtures.ts';
import { closeWorkerPool, poolStats } from '../src/workers/pool.ts';
import { contentBomb } from './fixtures/pdf-bombs.ts';
import { addUser, buildTestApp, call, login, multipart, type TestApp } from './helpers.ts';

/**
 * Issue 23.1: a 400 KB upload that unpacks to 400 MB took 9.5 s and 400 MB of memory per packet, and while two ran
 * another client's letter took 16.7 s instead of 65 ms. Now the packet refuses it before any work (422 naming the
 * file), and one account's tasks wait in their own line (at most `perAccount` in the pool), so another account's
 * letter is served between them. Order of answers, not time. Runs on SQLite and PostgreSQL.
 */
const BOMBER = 'bomber@example.com';
const OTHER = 'maria@example.com';
const BOMB_NAME = 'birth-certificate-scan.pdf';
let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  // One thread and one task per account in the pool, as on the 2-core machine the issue measured.
  t = await buildTestApp({ validateChatState: () => [], config: { workers: { threads: 1, maxQueue: 64, timeoutMs: 120_000, perAccount: 1 } } });
  for (const email of [BOMBER, OTHER]) {
    await addUser(t, email);
    tokens[email] = (await login(t.app, email)).token;
    const state = runScript(interview, K1_COUPLE);
    expect((await call(t.app, 'POST', `/api/chat-state/i29F/save/${email}`, { token: tokens[email], body: { state, version: 0 } })).statusCode).toBe(200);
  }
  const bomb = Buffer.from(await contentBomb(25));
  expect(bomb.length).toBeLessThan(512 * 1024);
  const up = multipart([{ name: 'fileId', value: '2' }, { name: 'replace', value: 'false' }, { name: 'file', filename: BOMB_NAME, bytes: bomb }]);
  expect((await call(t.app, 'POST', `/api/file/client/upload/${BOMBER}`, { token: tokens[BOMBER], ...up })).statusCode).toBe(200);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await closeWorkerPool();
});

/** Resolves to the answer, noting the moment it came in `order`. */
const tracked = (order: string[], label: string, answer: Promise<{ statusCode: number; json(): unknown }>) =>
  answer.then((res) => {
    order.push(label);
    return res;
  });

describe('a decompression bomb among the uploads', { timeout: 120_000 }, () => {
  it('the packet answers 422 naming the file, stores nothing; another account’s requests made meanwhile are answered before the bomber’s', async () => {
    const order: string[] = [];
    const packet = (i: number) => tracked(order, `bomb ${i}`, call(t.app, 'POST', `/api/packet/generate/${BOMBER}`, { token: tokens[BOMBER] }));
    // The bomber asks for four packets at once; one is in the pool, three wait in the bomber's own line.
    const bombs = [1, 2, 3, 4].map(packet);
    await expect.poll(() => poolStats().waitingForAccount, { timeout: 30_000, interval: 5 }).toBeGreaterThanOrEqual(2);
    // Meanwhile another client: a page load and a letter (a worker task too).
    const me = tracked(order, 'other: me', call(t.app, 'GET', '/api/me', { token: tokens[OTHER] }));
    const letter = tracked(order, 'other: letter', call(t.app, 'POST', `/api/letters/generate/${OTHER}`, { token: tokens[OTHER], body: { kind: 'intent-petitioner' } }));
    const answers = await Promise.all(bombs);
    expect((await me).statusCode).toBe(200);
    expect((await letter).statusCode).toBe(200);

    for (const res of answers) {
      expect(res.statusCode).toBe(422);
      const body = res.json() as { code: string; message: string; fields: Array<{ path: string; message: string }>; file: string; limit: string };
      expect(body).toMatchObject({ code: 'VALIDATION_FAILED', file: BOMB_NAME, limit: 'content', fields: [{ path: 'file' }] });
      expect(body.message).toContain(`“${BOMB_NAME}”`);
      expect(body.message).toContain('more than 128 MB');
    }
    // The other account's requests came back before the bomber's last one: it did not have to wait for all of them.
    // Which of the four packets is the last depends on the order their database reads came back (PostgreSQL need not
    // keep the order they were sent in), so compare with the last bomb answered, whichever it was.
    const lastBomb = Math.max(...order.map((label, i) => (label.startsWith('bomb ') ? i : -1)));
    expect(order.indexOf('other: letter')).toBeLessThan(lastBomb);
    expect(order.indexOf('other: me')).toBeLessThan(lastBomb);
    // Nothing was built or stored for the bomber.
    const files = (await call(t.app, 'POST', `/api/file/client/files/${BOMBER}`, { token: tokens[BOMBER] })).json() as Array<{ name: string }>;
    expect(files.map((f) => f.name)).toEqual([BOMB_NAME]);
  });

  it('says it in Spanish too', async () => {
    const res = await call(t.app, 'POST', `/api/packet/generate/${BOMBER}`, { token: tokens[BOMBER], headers: { 'accept-language': 'es' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain(`El archivo subido «${BOMB_NAME}» ocupa más de 128 MB al descomprimirlo`);
  });
});
