import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDb, type DbHandle } from '../src/db/connect.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { DbRateLimitStore, MemoryRateLimitStore, type RateLimitStore } from '../src/http/rate-limit.ts';
import { createUser } from '../src/users/create-user.ts';
import { PASSWORD } from './helpers.ts';
import { startServerProcess, stopAll, type ServerProcess } from './server-process.ts';

const url = process.env.DATABASE_URL;

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

const SKIPPED = url
  ? ''
  : ' — SKIPPED: DATABASE_URL is not set. Two processes share rate limits only through PostgreSQL; on SQLite each process counts in its own memory. Run with DATABASE_URL=postgres://… to include it';
if (!url) console.warn(`rate-limit-shared.test.ts: two server processes on one PostgreSQL database${SKIPPED}.`);

/**
 * Two server PROCESSES (src/server.ts, each its own OS process, port and DATA_DIR) on one PostgreSQL database and test
 * schema (DATABASE_URL + DATABASE_SCHEMA): what two instances behind a load balancer share. Requests go over HTTP;
 * TRUST_PROXY=127.0.0.1 lets the test name the client address in X-Forwarded-For. Both processes are killed in
 * afterAll, when starting one of them fails, and (server-process.ts) when this test process exits.
 */
describe.skipIf(!url)(`two server processes on one PostgreSQL database${SKIPPED}`, () => {
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
  const dirs: string[] = [];
  const servers: ServerProcess[] = [];
  let handle: DbHandle | undefined;

  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await admin(`CREATE SCHEMA ${schema}`);
    handle = connectDb({ databaseUrl: url, pgSchema: schema });
    // Migrated once here, so the two servers start on a ready schema; the accounts are clients (one password step).
    await migrateToLatest(handle.db, schema);
    for (const email of ['shared@example.com', 'other@example.com']) {
      await createUser({ db: handle.db, now: Date.now(), email, fullName: 'Shared Limits', password: PASSWORD, userType: 'CLIENT', strictParent: true });
    }
    const env = {
      DATABASE_URL: url!,
      DATABASE_SCHEMA: schema,
      // One key for both (each would otherwise make its own DATA_DIR/keys.json).
      DATA_KEYS: `shared:${crypto.randomBytes(32).toString('base64')}`,
      TRUST_PROXY: '127.0.0.1',
      RATE_LOGIN_PER_IP: '1000',
      RATE_LOGIN_PER_PAIR: '4',
      RATE_LOGIN_PER_ACCOUNT: '6',
      RATE_RESET_PER_IP: '20',
      RATE_RESET_PER_ACCOUNT: '1000',
      WORKER_THREADS: '1',
    };
    const started = await Promise.allSettled(
      [0, 1].map(() => {
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'i129f-shared-'));
        dirs.push(dataDir);
        return startServerProcess({ ...env, DATA_DIR: dataDir });
      }),
    );
    for (const s of started) if (s.status === 'fulfilled') servers.push(s.value);
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) {
      await stopAll(servers);
      throw failed.reason;
    }
  });

  afterAll(async () => {
    await stopAll(servers);
    await handle?.close();
    await admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A POST as a browser at `address` would send it (any equal XSRF cookie and header pass the double-submit check). */
  const post = async (server: ServerProcess, route: string, address: string, body?: unknown) => {
    const res = await fetch(`${server.url}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': 'xsrf', cookie: 'XSRF-TOKEN=xsrf', 'x-forwarded-for': address },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    await res.arrayBuffer();
    return res.status;
  };
  const attempt = (server: ServerProcess, address: string, password = 'WrongPass1!', username = 'shared@example.com') =>
    post(server, '/api/login', address, { username, password });
  const counts = async (prefix: string) =>
    handle!.db.withTables<{ rate_limits: { key: string; count: number } }>().selectFrom('rate_limits').select(['key', 'count']).where('key', 'like', `${prefix}%`).execute();

  it('are two processes of their own, answering on two ports', async () => {
    const [a, b] = servers;
    expect(a!.pid).not.toBe(b!.pid);
    expect([a!.pid, b!.pid]).not.toContain(process.pid);
    expect(a!.url).not.toBe(b!.url);
    for (const server of servers) expect((await fetch(`${server.url}/api/xsrf`)).status).toBe(200);
  });

  it('failed logins alternating between the processes hit the one shared (account, address) limit', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) codes.push(await attempt(servers[i % 2]!, '10.1.2.3'));
    // 4 failures in all (2 on each process) reach the pair limit of 4: both processes refuse from then on.
    expect(codes).toEqual([403, 403, 403, 403, 429, 429]);
    expect(await attempt(servers[0]!, '10.1.2.3', PASSWORD)).toBe(429);
    expect(await attempt(servers[1]!, '10.1.2.3', PASSWORD)).toBe(429);
    expect((await counts('login:pair:shared@example.com ')).map((r) => r.count)).toEqual([4]);
  });

  it('the account limit is shared too: 6 failures over both processes close the account to new addresses on both', async () => {
    expect(await Promise.all([attempt(servers[0]!, '10.1.2.4'), attempt(servers[1]!, '10.1.2.5')])).toEqual([403, 403]);
    expect(await attempt(servers[0]!, '10.1.2.6', PASSWORD)).toBe(429);
    expect(await attempt(servers[1]!, '10.1.2.7', PASSWORD)).toBe(429);
    // Only that account: another one signs in through either process.
    expect(await attempt(servers[0]!, '10.1.2.8', PASSWORD, 'other@example.com')).toBe(200);
    expect(await attempt(servers[1]!, '10.1.2.9', PASSWORD, 'other@example.com')).toBe(200);
  });

  it('40 requests at once from one address, spread over both processes, are each counted once against the one limit of 20', async () => {
    const requests = Array.from({ length: 40 }, (_, i) => post(servers[i % 2]!, '/api/user/request-forgotten-password/nobody%40example.com', '10.9.9.9'));
    const codes = await Promise.all(requests);
    // Counted per process, each would let 20 through (40 in all).
    expect(codes.filter((c) => c === 200)).toHaveLength(20);
    expect(codes.filter((c) => c === 429)).toHaveLength(20);
    expect((await counts('forgot:ip:10.9.9.9')).map((r) => r.count)).toEqual([40]);
  });
});

describe('a server process that cannot start', () => {
  it('exits before listening (a bad DATABASE_SCHEMA): the start rejects with the output naming it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'i129f-bad-start-'));
    try {
      const start = startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', DATABASE_SCHEMA: 'Not-A-Schema' });
      await expect(start).rejects.toThrow(/exited \(1\) before listening[\s\S]*DATABASE_SCHEMA/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
