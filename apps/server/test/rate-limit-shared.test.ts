import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { connectDb, type DbHandle } from '../src/db/connect.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { DbRateLimitStore, MemoryRateLimitStore, type RateLimitStore } from '../src/http/rate-limit.ts';
import { addUser, PASSWORD, testClock, xsrf, type TestApp } from './helpers.ts';

const url = process.env.DATABASE_URL;
const WINDOW = 900_000;

describe.each([
  ['memory', () => Promise.resolve({ store: new MemoryRateLimitStore() as RateLimitStore, close: async () => {} })],
  ['database (SQLite)', async () => {
    const handle = connectDb({ sqliteFile: ':memory:' });
    await migrateToLatest(handle.db);
    return { store: new DbRateLimitStore(handle.db) as RateLimitStore, close: () => handle.close() };
  }],
])('RateLimitStore: %s', (_name, open) => {
  it('counts per key, restarts after the window, peeks without counting, clears by prefix', async () => {
    const { store, close } = await open();
    try {
      expect(await store.hit('a:x ', 1000, 100)).toEqual({ count: 1, resetAt: 1100 });
      expect(await store.hit('a:x ', 1050, 100)).toEqual({ count: 2, resetAt: 1100 });
      expect(await store.peek('a:x ', 1099)).toEqual({ count: 2, resetAt: 1100 });
      expect(await store.peek('a:x ', 1100)).toBeNull();
      expect(await store.hit('a:x ', 1100, 100)).toEqual({ count: 1, resetAt: 1200 });
      await store.hit('a:y ', 1100, 100);
      await store.hit('b:x ', 1100, 100);
      await store.clear('a:');
      expect(await store.peek('a:x ', 1150)).toBeNull();
      expect(await store.peek('a:y ', 1150)).toBeNull();
      expect(await store.peek('b:x ', 1150)).toEqual({ count: 1, resetAt: 1200 });
    } finally {
      await close();
    }
  });
});

/** Two apps on ONE PostgreSQL schema: what two server processes behind a load balancer share. */
describe.skipIf(!url)('two instances on one PostgreSQL database', () => {
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
  const clock = testClock();
  const handles: DbHandle[] = [];
  const apps: FastifyInstance[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'i129f-shared-'));

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    for (let i = 0; i < 2; i += 1) {
      const handle = connectDb({ databaseUrl: url, pgSchema: schema });
      handles.push(handle);
      apps.push(
        await buildApp({
          now: clock.now,
          logger: false,
          db: handle,
          config: {
            dataDir,
            webDist: path.join(dataDir, 'no-web-dist'),
            smtpUrl: undefined,
            rateLimit: { windowMs: WINDOW, loginPerIp: 1000, loginPerAccount: 6, loginPerPair: 4, resetPerIp: 1000, resetPerAccount: 1000 },
          },
        }),
      );
    }
    await addUser({ app: apps[0]!, clock } as TestApp, 'shared@example.com');
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const attempt = async (app: FastifyInstance, remoteAddress: string, password = 'WrongPass1!') => {
    const pair = await xsrf(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress,
      headers: { 'content-type': 'application/json', 'x-xsrf-token': pair.header },
      cookies: { 'XSRF-TOKEN': pair.cookie },
      payload: JSON.stringify({ username: 'shared@example.com', password }),
    });
    return res.statusCode;
  };

  it('failed logins alternating between the instances hit the one shared (account, address) limit', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) codes.push(await attempt(apps[i % 2]!, '10.1.2.3'));
    // 4 failures in all (2 on each instance) reach the pair limit of 4: both instances refuse from then on.
    expect(codes).toEqual([403, 403, 403, 403, 429, 429]);
    expect(await attempt(apps[0]!, '10.1.2.3', PASSWORD)).toBe(429);
    expect(await attempt(apps[1]!, '10.1.2.3', PASSWORD)).toBe(429);
    const rows = await handles[0]!.db.withTables<{ rate_limits: { key: string; count: number } }>().selectFrom('rate_limits').select(['key', 'count']).execute();
    expect(rows.find((r) => r.key.startsWith('login:pair:shared@example.com '))?.count).toBe(4);
  });

  it('the account limit is shared too, and parallel hits on both instances are all counted', async () => {
    // 2 more failures from elsewhere (6 in all) close the account to unknown addresses on both instances.
    expect(await Promise.all([attempt(apps[0]!, '10.1.2.4'), attempt(apps[1]!, '10.1.2.5')])).toEqual([403, 403]);
    expect(await attempt(apps[0]!, '10.1.2.6', PASSWORD)).toBe(429);
    expect(await attempt(apps[1]!, '10.1.2.7', PASSWORD)).toBe(429);
    clock.advance(WINDOW);
    expect(await attempt(apps[1]!, '10.1.2.3', PASSWORD)).toBe(200);
  });

  it('the database store counts every one of many concurrent hits exactly once', async () => {
    const stores = handles.map((h) => new DbRateLimitStore(h.db));
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => stores[i % 2]!.hit('race:key ', clock.now(), WINDOW)));
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });
});
