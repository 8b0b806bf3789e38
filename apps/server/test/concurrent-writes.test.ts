import path from 'node:path';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { connectDb } from '../src/db/connect.ts';
import { coupleValues } from '../src/pdf/test-fixtures.ts';
import { addUserAndLogin, buildTestApp, call, multipart, PNG, RELAXED_LIMITS, type MultipartPart, type TestApp } from './helpers.ts';

/**
 * Issue 8 point 3: parallel writes of one owner's files. Runs on SQLite and, with DATABASE_URL, on PostgreSQL
 * (five pooled connections, so the requests really overlap in the database). Every request must answer 200 and
 * the stored files must be what one serial order of the requests would leave.
 */
describe('parallel file writes', () => {
  let t: TestApp;
  let token: string;
  const email = 'parallel@example.com';
  beforeAll(async () => {
    t = await buildTestApp();
    token = await addUserAndLogin(t, email);
  });
  afterAll(() => t.close());

  /** A PNG whose trailing bytes say which request sent it. */
  const png = (tag: string) => Buffer.concat([PNG, Buffer.from(`#${tag}`)]);
  const upload = (parts: MultipartPart[]) => {
    const { payload, headers } = multipart(parts);
    return call(t.app, 'POST', `/api/file/client/upload/${email}`, { token, payload, headers });
  };
  const list = async () =>
    (await call(t.app, 'POST', `/api/file/client/files/${email}`, { token })).json() as Array<{ id: string; name: string; documentId: number | null; size: number }>;
  const download = async (name: string) => (await call(t.app, 'GET', `/api/file/client/download/${email}/${name}`, { token })).rawPayload;
  const statuses = (codes: number[]) => Object.fromEntries([...new Set(codes)].map((c) => [c, codes.filter((x) => x === c).length]));

  it('40 uploads of the same name at once: all 200, one file holding one request\'s bytes', async () => {
    const res = await Promise.all(
      Array.from({ length: 40 }, (_, i) => upload([{ name: 'fileId', value: '3' }, { name: 'replace', value: 'false' }, { name: 'file', filename: 'passport.png', bytes: png(`same-${i}`) }])),
    );
    expect(statuses(res.map((r) => r.statusCode))).toEqual({ 200: 40 });
    const files = (await list()).filter((f) => f.documentId === 3);
    expect(files.map((f) => f.name)).toEqual(['passport.png']);
    const bytes = await download('passport.png');
    expect(bytes.subarray(0, PNG.length).equals(PNG)).toBe(true);
    expect(bytes.subarray(PNG.length).toString()).toMatch(/^#same-\d+$/);
    // Every answer named the same record id: the name kept one row throughout.
    expect(new Set(res.map((r) => (r.json() as Array<{ id: string }>)[0]!.id))).toEqual(new Set([files[0]!.id]));
  });

  it('30 replace uploads for one document at once: all 200, exactly one file left, the last writer\'s', async () => {
    // A file stored earlier under the document is replaced too.
    expect((await upload([{ name: 'fileId', value: '5' }, { name: 'file', filename: 'old.png', bytes: png('old') }])).statusCode).toBe(200);
    const res = await Promise.all(
      Array.from({ length: 30 }, (_, i) => upload([{ name: 'fileId', value: '5' }, { name: 'replace', value: 'true' }, { name: 'file', filename: `scan-${i}.png`, bytes: png(`replace-${i}`) }])),
    );
    expect(statuses(res.map((r) => r.statusCode))).toEqual({ 200: 30 });
    const left = (await list()).filter((f) => f.documentId === 5);
    expect(left).toHaveLength(1);
    const name = left[0]!.name;
    const i = /^scan-(\d+)\.png$/.exec(name)?.[1];
    expect(i).toBeDefined();
    // The file left is whole: its bytes are the ones sent with that name.
    expect((await download(name)).equals(png(`replace-${i}`))).toBe(true);
  });

  it('30 replace uploads of the same name for one document at once: all 200, one file', async () => {
    const res = await Promise.all(
      Array.from({ length: 30 }, (_, i) => upload([{ name: 'fileId', value: '6' }, { name: 'file', filename: 'decree.png', bytes: png(`decree-${i}`) }])),
    );
    expect(statuses(res.map((r) => r.statusCode))).toEqual({ 200: 30 });
    expect((await list()).filter((f) => f.documentId === 6).map((f) => f.name)).toEqual(['decree.png']);
  });

  it('a Generate clicked 20 times at once: all 200, one generated file', async () => {
    const res = await Promise.all(Array.from({ length: 20 }, () => call(t.app, 'POST', `/api/file/generate/i29f/${email}`, { token, body: coupleValues() })));
    expect(statuses(res.map((r) => r.statusCode))).toEqual({ 200: 20 });
    const names = new Set(res.map((r) => (r.json() as { fileName: string }).fileName));
    expect(names.size).toBe(1);
    const generated = (await list()).filter((f) => f.name.startsWith('I-129F_'));
    expect(generated.map((f) => f.name)).toEqual([...names]);
    expect((await download(generated[0]!.name)).subarray(0, 5).toString()).toBe('%PDF-');
    // 20 fills on a shared two-core machine: a generous limit, no timing asserted.
  }, 120_000);
});

/** Two server instances (two connection pools) on one PostgreSQL schema: the lock is the database's, not the process's. */
describe.skipIf(!process.env.DATABASE_URL)('parallel replaces through two instances on one PostgreSQL database', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let token: string;
  const email = 'two-instances@example.com';
  beforeAll(async () => {
    t = await buildTestApp();
    token = await addUserAndLogin(t, email);
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.app.deps.db);
    const handle = connectDb({ databaseUrl: process.env.DATABASE_URL, pgSchema: rows[0]!.schema });
    // Same DATA_DIR, so the same development key (instances share DATA_KEYS in production).
    second = await buildApp({
      logger: false,
      db: handle,
      now: t.clock.now,
      config: { dataDir: t.dataDir, rateLimit: RELAXED_LIMITS, webDist: path.join(t.dataDir, 'no-web-dist'), smtpUrl: undefined, publicUrl: 'http://app.test' },
    });
    second.addHook('onClose', () => handle.close());
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('40 replace uploads split over both: all 200, one file, readable from either instance', async () => {
    const png = (i: number) => Buffer.concat([PNG, Buffer.from(`#two-${i}`)]);
    const res = await Promise.all(
      Array.from({ length: 40 }, (_, i) => {
        const { payload, headers } = multipart([{ name: 'fileId', value: '7' }, { name: 'file', filename: `doc-${i}.png`, bytes: png(i) }]);
        return call(i % 2 ? second : t.app, 'POST', `/api/file/client/upload/${email}`, { token, payload, headers });
      }),
    );
    expect(res.map((r) => r.statusCode).filter((c) => c !== 200)).toEqual([]);
    for (const app of [t.app, second]) {
      const files = ((await call(app, 'POST', `/api/file/client/files/${email}`, { token })).json() as Array<{ name: string; documentId: number }>).filter((f) => f.documentId === 7);
      expect(files).toHaveLength(1);
      const i = Number(/^doc-(\d+)\.png$/.exec(files[0]!.name)?.[1]);
      expect((await call(app, 'GET', `/api/file/client/download/${email}/${files[0]!.name}`, { token })).rawPayload.equals(png(i))).toBe(true);
    }
  });
});
