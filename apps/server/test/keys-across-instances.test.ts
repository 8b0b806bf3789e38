import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { Migrator, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadChatState, saveChatState } from '../src/chat-state/repo.ts';
import { main as rotateKey } from '../src/cli/rotate-key.ts';
import { keyIdsInUse } from '../src/crypto/keys-in-use.ts';
import { KEYS_FILE, MISSING_KEY_MESSAGE, readKeysFile } from '../src/crypto/load-keyring.ts';
import { sealBytes, sealedKeyId, sealText } from '../src/crypto/seal.ts';
import { Keyring } from '../src/crypto/keyring.ts';
import { answerHistoryAad } from '../src/chat-state/row-aad.ts';
import { fileAad } from '../src/files/db-file-store.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { migrationProvider } from '../src/db/migrations/index.ts';
import { connectDb, type DbHandle } from '../src/db/connect.ts';
import { createUser } from '../src/users/create-user.ts';
import type { Db } from '../src/db/schema.ts';
import { PASSWORD } from './helpers.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

const PG = process.env.DATABASE_URL;
const entry = (id: string) => `${id}:${crypto.randomBytes(32).toString('base64')}`;
const tmp = (tag: string) => fs.mkdtempSync(path.join(os.tmpdir(), `i129f-keys-${tag}-`));

/**
 * One database several instances open, each with its own handle (as separate processes would): SQLite at
 * `dir/app.db`, or with DATABASE_URL a fresh PostgreSQL schema (dropped at the end).
 */
async function sharedDatabase(dir: string) {
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
  if (PG) {
    const c = new pg.Client({ connectionString: PG });
    await c.connect();
    await c.query(`CREATE SCHEMA ${schema}`);
    await c.end();
  }
  return {
    /** What the server process and rotate-key read to open this database. */
    env: (PG ? { DATABASE_URL: PG, DATABASE_SCHEMA: schema } : { DATABASE_URL: '' }) as Record<string, string>,
    open: (): DbHandle => (PG ? connectDb({ databaseUrl: PG, pgSchema: schema }) : connectDb({ sqliteFile: path.join(dir, 'app.db') })),
    drop: async () => {
      if (!PG) return;
      const c = new pg.Client({ connectionString: PG });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    },
  };
}
type Shared = Awaited<ReturnType<typeof sharedDatabase>>;

interface Instance {
  app: FastifyInstance;
  db: Db;
  logs: string[];
  close(): Promise<void>;
}

/** An instance of the server on the shared database: its own DATA_DIR, keys from DATA_KEYS, DATA_KEYS_FILE or DATA_DIR/keys.json. */
async function startInstance(shared: Shared, o: { dataDir: string; dataKeys?: string; dataKeysFile?: string }): Promise<Instance> {
  const handle = shared.open();
  const logs: string[] = [];
  try {
    const app = await buildApp({
      db: handle,
      logStream: { write: (line) => void logs.push(line) },
      config: { dataDir: o.dataDir, dataKeys: o.dataKeys, dataKeysFile: o.dataKeysFile, production: false, logLevel: 'info', webDist: path.join(o.dataDir, 'none'), publicUrl: 'http://app.test' },
    });
    return { app, db: handle.db, logs, close: async () => void (await app.close(), await handle.close()) };
  } catch (e) {
    await handle.close();
    throw e;
  }
}

const ANSWERS = (ssn: string) => ({ answers: { 'pet.ssn': ssn } });

async function clientWithPetition(db: Db, email: string, ssn: string): Promise<string> {
  const u = await createUser({ db, now: 1, email, fullName: 'Client', password: PASSWORD, userType: 'CLIENT', strictParent: true });
  await saveChatState(db, { userId: u.id, state: ANSWERS(ssn), expected: 0, now: 1 });
  return u.id;
}
const headKeyId = async (db: Db, userId: string) => sealedKeyId((await db.selectFrom('chat_states').select('state').where('user_id', '=', userId).executeTakeFirstOrThrow()).state);

/** Resolves once `check` holds (the key file is polled once a second); fails after `ms`. */
async function until(check: () => boolean, what: string, ms = 15_000): Promise<void> {
  for (const start = Date.now(); !check(); ) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('keys across instances', () => {
  const dirs: string[] = [];
  const dir = (tag: string) => {
    const d = tmp(tag);
    dirs.push(d);
    return d;
  };
  afterAll(() => {
    vi.unstubAllEnvs();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it('an instance with its own development key refuses to start on data sealed with another; with the same keys.json it starts and reads it', async () => {
    const dbDir = dir('db');
    const shared = await sharedDatabase(dbDir);
    const dirA = dir('a');
    const dirB = dir('b');
    try {
      const a = await startInstance(shared, { dataDir: dirA });
      const keyA = readKeysFile(path.join(dirA, KEYS_FILE))!.current.id;
      const userId = await clientWithPetition(a.db, 'a@example.com', '123-45-6789');
      expect(await headKeyId(a.db, userId)).toBe(keyA);
      expect(await keyIdsInUse(a.db)).toEqual([keyA]);

      const refused = await startInstance(shared, { dataDir: dirB }).then(
        () => null,
        (e: Error) => e,
      );
      const keyB = readKeysFile(path.join(dirB, KEYS_FILE))!.current.id;
      expect(keyB).not.toBe(keyA);
      expect(refused?.name).toBe('MissingDataKeysError');
      expect(refused?.message).toContain(`Refusing to start: the database holds data sealed with data key "${keyA}", which this server's keyring lacks`);
      expect(refused?.message).toContain(`holds "${keyB}"`);
      expect(refused?.message).toContain('copy the DATA_DIR/keys.json of the instance that made them here');
      // The refused instance recorded nothing and sealed nothing: A's users still read their data.
      expect(await keyIdsInUse(a.db)).toEqual([keyA]);
      expect((await loadChatState(a.db, userId))?.state).toEqual(ANSWERS('123-45-6789'));

      // Told what to do: the same keys.json → it starts and opens A's rows.
      fs.copyFileSync(path.join(dirA, KEYS_FILE), path.join(dirB, KEYS_FILE));
      const b = await startInstance(shared, { dataDir: dirB });
      expect((await loadChatState(b.db, userId))?.state).toEqual(ANSWERS('123-45-6789'));
      await b.close();
      await a.close();

      // DATA_KEYS with the key after a new current one starts too; without it, the message names DATA_KEYS.
      const keysA = readKeysFile(path.join(dirA, KEYS_FILE))!;
      const withBoth = await startInstance(shared, { dataDir: dirB, dataKeys: `${entry('k-new')},${keyA}:${keysA.get(keyA)!.key.toString('base64')}` });
      expect(await keyIdsInUse(withBoth.db)).toEqual(['k-new', keyA].sort());
      await withBoth.close();
      await expect(startInstance(shared, { dataDir: dirB, dataKeys: entry('k-new') })).rejects.toThrow(`data key "${keyA}", which this server's keyring lacks (DATA_KEYS holds "k-new"), so it could not read that data. Add it to DATA_KEYS after the current key`);
    } finally {
      await shared.drop();
    }
  });

  it('a database from before migration 015 gets the key ids of its sealed rows once (read in batches), and the start check uses them', async () => {
    const dbDir = dir('old-db');
    const shared = await sharedDatabase(dbDir);
    const handle = shared.open();
    try {
      const schema = shared.env.DATABASE_SCHEMA;
      const migrator = new Migrator({ db: handle.db, provider: migrationProvider, ...(schema ? { migrationTableSchema: schema } : {}) });
      expect((await migrator.migrateTo('014_audit_detail')).error).toBeUndefined();
      const old = new Keyring({ id: 'kOld', key: crypto.randomBytes(32) });
      const other = new Keyring({ id: 'kOther', key: crypto.randomBytes(32) });
      const u = await createUser({ db: handle.db, now: 1, email: 'old@example.com', fullName: 'Old', password: PASSWORD, userType: 'CLIENT', strictParent: true });
      const raw = handle.db as unknown as Kysely<any>;
      await raw.insertInto('chat_states').values({ user_id: u.id, state: JSON.stringify({ answers: {} }), version: 1005, updated_at: 1 }).execute();
      // 1005 history rows: the last one, in the second batch of 1000, is the only one under kOther.
      const rows = Array.from({ length: 1005 }, (_, i) => ({
        user_id: u.id,
        version: i + 1,
        answer_key: 'q.x',
        old_value: null,
        new_value: sealText(i === 1004 ? other : old, `v${i}`, answerHistoryAad(u.id, i + 1, 'q.x', 'new')),
        actor_id: u.id,
        at: 1,
      }));
      for (let i = 0; i < rows.length; i += 200) await raw.insertInto('answer_history').values(rows.slice(i, i + 200)).execute();
      await raw
        .insertInto('files')
        .values({ id: crypto.randomUUID(), owner_id: u.id, document_id: 2, name: 'a.png', mime: 'image/png', size: 1, sha256: 'x', is_translated: 0, is_generated: 0, created_at: 1, bytes: sealBytes(old, Buffer.from('png'), fileAad(u.id, 'a.png')) })
        .execute();

      await migrateToLatest(handle.db, schema);
      expect(await keyIdsInUse(handle.db)).toEqual(['kOld', 'kOther']);
      await expect(startInstance(shared, { dataDir: dir('old-a'), dataKeys: `kOld:${old.current.key.toString('base64')}` })).rejects.toThrow(
        'the database holds data sealed with data key "kOther", which this server\'s keyring lacks (DATA_KEYS holds "kOld")',
      );
    } finally {
      await handle.close();
      await shared.drop();
    }
  });

  it('production without DATA_KEYS refuses before opening the database', async () => {
    const d = dir('prod');
    await expect(
      buildApp({ logger: false, config: { production: true, dataKeys: undefined, dataKeysFile: undefined, databaseUrl: 'postgres://nobody@127.0.0.1:1/none', dataDir: d, webDist: path.join(d, 'none') } }),
    ).rejects.toThrow(MISSING_KEY_MESSAGE);
    expect(fs.existsSync(path.join(d, KEYS_FILE))).toBe(false);
  });

  it('DATA_KEYS_FILE: a changed file is followed; a bad one or one without a key in use is refused and the keys in use stay', async () => {
    const shared = await sharedDatabase(dir('db'));
    const d = dir('file');
    const file = path.join(d, 'data-keys');
    const k1 = entry('k1');
    const k2 = entry('k2');
    fs.writeFileSync(file, `${k1}\n`);
    let inst: Instance | undefined;
    try {
      inst = await startInstance(shared, { dataDir: d, dataKeysFile: file });
      const first = await clientWithPetition(inst.db, 'f1@example.com', '111-11-1111');
      expect(await headKeyId(inst.db, first)).toBe('k1');

      // The file changes: the instance switches without a restart; new writes seal with k2, k1's rows still open.
      fs.writeFileSync(file, `${k2}\n${k1}\n`);
      const live = inst.app.dataKeys;
      await until(() => live.keyring.current.id === 'k2', 'the file change to be picked up');
      const second = await clientWithPetition(inst.db, 'f2@example.com', '222-22-2222');
      expect(await headKeyId(inst.db, second)).toBe('k2');
      expect((await loadChatState(inst.db, first))?.state).toEqual(ANSWERS('111-11-1111'));
      expect(await keyIdsInUse(inst.db)).toEqual(['k1', 'k2']);
      expect(inst.logs.some((l) => l.includes('Data keys reloaded') && l.includes('"current":"k2"'))).toBe(true);

      // A file that does not parse: refused, logged, the keys in use stay (reload = what SIGHUP runs).
      fs.writeFileSync(file, 'k3:not-base64!\n');
      const bad = await live.reload();
      expect(bad).toEqual({ ok: false, error: 'DATA_KEYS_FILE: key "k3" is not base64.' });
      expect(live.keyring.ids).toEqual(['k2', 'k1']);
      expect(inst.logs.some((l) => l.includes('Data keys not reloaded, the keys in use stay: DATA_KEYS_FILE: key \\"k3\\" is not base64.'))).toBe(true);
      // A keyring without k1 while rows use it: refused too.
      fs.writeFileSync(file, `${k2}\n`);
      const dropped = await live.reload();
      expect(dropped.ok).toBe(false);
      expect(!dropped.ok && dropped.error).toContain('Refusing the new keyring: the database holds data sealed with data key "k1"');
      expect(live.keyring.ids).toEqual(['k2', 'k1']);
      expect((await loadChatState(inst.db, first))?.state).toEqual(ANSWERS('111-11-1111'));
    } finally {
      await inst?.close();
      await shared.drop();
    }
  });

  it('a row sealed with a key only the changed key file lists opens before the reload (the file is read again for it)', async () => {
    const shared = await sharedDatabase(dir('db'));
    const d = dir('miss');
    const file = path.join(d, 'data-keys');
    const k1 = entry('k1');
    const k5 = entry('k5');
    const stamp = 1_700_000_000;
    fs.writeFileSync(file, `${k1},${entry('k4')}`);
    fs.utimesSync(file, stamp, stamp);
    let one: Instance | undefined;
    let two: Instance | undefined;
    try {
      one = await startInstance(shared, { dataDir: d, dataKeysFile: file });
      // Another instance, already on the new key k5, seals a row with it.
      two = await startInstance(shared, { dataDir: dir('two'), dataKeys: `${k5},${k1}` });
      const userId = await clientWithPetition(two.db, 'm@example.com', '555-55-5555');
      expect(await headKeyId(two.db, userId)).toBe('k5');
      await expect(loadChatState(one.db, userId)).rejects.toThrow('Data sealed with key "k5", which is not in the keyring');

      // The file gains k5 with the same size and time: the watch sees nothing, the read looks the key up itself.
      fs.writeFileSync(file, `${k1},${k5}`);
      fs.utimesSync(file, stamp, stamp);
      const read = async () => (await loadChatState(one!.db, userId).catch(() => null))?.state;
      for (const start = Date.now(); !(await read()); ) {
        if (Date.now() - start > 15_000) throw new Error('the row never opened');
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(await read()).toEqual(ANSWERS('555-55-5555'));
      // The lookup started a reload: the keyring now lists k5, the current key stays k1.
      const live = one.app.dataKeys;
      await until(() => live.keyring.has('k5'), 'the reload after the lookup');
      expect(live.keyring.current.id).toBe('k1');
    } finally {
      await two?.close();
      await one?.close();
      await shared.drop();
    }
  });

  it('rotate-key while an instance runs: the instance opens the re-sealed rows at once, then switches to the new key; --drop-old lets a server with the new key alone start', async () => {
    const dataDir = dir('rotate');
    const shared = await sharedDatabase(dataDir);
    let inst: Instance | undefined;
    try {
      inst = await startInstance(shared, { dataDir });
      const oldKey = inst.app.dataKeys.keyring.current.id;
      const userId = await clientWithPetition(inst.db, 'r@example.com', '333-33-3333');

      vi.stubEnv('DATA_DIR', dataDir);
      vi.stubEnv('DATA_KEYS', '');
      vi.stubEnv('DATA_KEYS_FILE', '');
      vi.stubEnv('NODE_ENV', '');
      for (const [k, v] of Object.entries(shared.env)) vi.stubEnv(k, v);
      const quiet = [vi.spyOn(console, 'log').mockImplementation(() => {}), vi.spyOn(console, 'error').mockImplementation(() => {})];
      let code: number;
      try {
        code = await rotateKey([]);
      } finally {
        for (const s of quiet) s.mockRestore();
      }
      expect(code).toBe(0);
      const newKey = readKeysFile(path.join(dataDir, KEYS_FILE))!.current.id;
      expect(newKey).not.toBe(oldKey);
      expect(await headKeyId(inst.db, userId)).toBe(newKey);
      expect(await keyIdsInUse(inst.db)).toEqual([newKey]);
      // Read right away, before the instance noticed the file: the key is looked up in keys.json.
      expect((await loadChatState(inst.db, userId))?.state).toEqual(ANSWERS('333-33-3333'));
      const live = inst.app.dataKeys;
      await until(() => live.keyring.current.id === newKey, 'the instance to switch to the new key');
      const later = await clientWithPetition(inst.db, 'r2@example.com', '444-44-4444');
      expect(await headKeyId(inst.db, later)).toBe(newKey);

      const quiet2 = [vi.spyOn(console, 'log').mockImplementation(() => {}), vi.spyOn(console, 'error').mockImplementation(() => {})];
      try {
        expect(await rotateKey(['--drop-old'])).toBe(0);
      } finally {
        for (const s of quiet2) s.mockRestore();
      }
      await until(() => live.keyring.ids.length === 1, 'the instance to drop the old key');
      await inst.close();
      inst = undefined;

      const onlyNew = readKeysFile(path.join(dataDir, KEYS_FILE))!;
      const next = await startInstance(shared, { dataDir, dataKeys: onlyNew.serialize() });
      expect((await loadChatState(next.db, userId))?.state).toEqual(ANSWERS('333-33-3333'));
      await next.close();
    } finally {
      vi.unstubAllEnvs();
      await inst?.close();
      await shared.drop();
    }
  });
});

/** The server as `npm start` runs it: exit code and message, and SIGHUP. */
describe('keys across instances: server processes', () => {
  const dirs: string[] = [];
  const servers: ServerProcess[] = [];
  const dir = (tag: string) => {
    const d = tmp(tag);
    dirs.push(d);
    return d;
  };
  afterAll(async () => {
    await Promise.allSettled(servers.map((s) => s.stop()));
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });
  const base = (dataDir: string) => ({ DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'none'), DATA_KEYS: '', DATA_KEYS_FILE: '', NODE_ENV: '', PUBLIC_URL: '' });

  it.skipIf(!PG)('two instances on PostgreSQL with their own development keys: the second exits 1 with the message', async () => {
    const shared = await sharedDatabase(dir('db'));
    try {
      const dirA = dir('a');
      const a = await startServerProcess({ ...base(dirA), ...shared.env });
      servers.push(a);
      const keyA = readKeysFile(path.join(dirA, KEYS_FILE))!.current.id;
      const dirB = dir('b');
      const refused = await startServerProcess({ ...base(dirB), ...shared.env }).then(
        () => null,
        (e: Error) => e.message,
      );
      expect(refused).toContain('server exited (1) before listening');
      expect(refused).toContain(`Refusing to start: the database holds data sealed with data key "${keyA}"`);
      expect(refused).not.toMatch(/^\s+at /m);
      await a.stop();
    } finally {
      await shared.drop();
    }
  });

  it('production with DATABASE_URL and without DATA_KEYS exits 1 with the message', async () => {
    const d = dir('prod');
    const refused = await startServerProcess({ ...base(d), NODE_ENV: 'production', PUBLIC_URL: 'https://i129f.example.org', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' }).then(
      () => null,
      (e: Error) => e.message,
    );
    expect(refused).toContain('server exited (1) before listening');
    expect(refused).toContain('DATA_KEYS is not set. In production (NODE_ENV=production)');
    expect(refused).not.toMatch(/^\s+at /m);
  });

  it('SIGHUP re-reads DATA_KEYS_FILE (a change the file watch cannot see: same size and time)', async () => {
    const d = dir('hup');
    const shared = await sharedDatabase(d);
    try {
      const file = path.join(d, 'data-keys');
      const k1 = entry('k1');
      // A whole-second time, so setting it again gives the very same status.
      const stamp = 1_700_000_000;
      fs.writeFileSync(file, `${k1},${entry('k8')}`);
      fs.utimesSync(file, stamp, stamp);
      const server = await startServerProcess({ ...base(d), ...shared.env, DATA_KEYS_FILE: file });
      servers.push(server);
      // Same length, same inode, same modification time: only SIGHUP makes the server read it.
      fs.writeFileSync(file, `${entry('k2')},${k1}`);
      fs.utimesSync(file, stamp, stamp);
      process.kill(server.pid, 'SIGHUP');
      await until(() => server.output().includes('Data keys reloaded'), 'the reload log line').catch((e: Error) => {
        throw new Error(`${e.message}:\n${server.output()}`);
      });
      expect(server.output()).not.toContain('Data keys not reloaded');
      const handle = shared.open();
      try {
        expect(await keyIdsInUse(handle.db)).toEqual(['k1', 'k2']);
      } finally {
        await handle.close();
      }
      await server.stop();
    } finally {
      await shared.drop();
    }
  });
});
