import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from '../src/db/sqlite-driver.ts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { connectDb } from '../src/db/connect.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { main as backup, type CliIo } from '../src/cli/backup.ts';
import { main as restore } from '../src/cli/restore.ts';
import { tablesOf } from '../src/cli/sqlite-check.ts';
import { KEYS_FILE } from '../src/crypto/load-keyring.ts';
import { call, login, multipart, PASSWORD, PNG, RELAXED_LIMITS } from './helpers.ts';

/**
 * Issue 8 point 8: `npm run backup` / `npm run restore` on SQLite. Data is made through the API of a running app
 * (file database), backed up while that app keeps writing, restored into a fresh DATA_DIR and read back: every row
 * of every table equal, and through a new app the same logins, chat state and file bytes.
 */

function cliIo(env: Record<string, string | undefined>): CliIo & { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return { env: { DATA_DIR: env.DATA_DIR, ...env } as NodeJS.ProcessEnv, log: (l) => out.push(l), error: (l) => err.push(l), out, err };
}

/** Every row of every table, in a stable order (SQLite rowid), read straight from the file. */
function dumpTables(file: string): Record<string, unknown[]> {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const result: Record<string, unknown[]> = {};
    for (const table of tablesOf(db)) result[table] = db.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).all();
    return result;
  } finally {
    db.close();
  }
}

async function fileApp(dataDir: string): Promise<FastifyInstance> {
  return buildApp({
    logger: false,
    // The interview engine's re-validation is tested elsewhere; here any state object is stored as given.
    validateChatState: () => [],
    config: { dataDir, databaseUrl: undefined, dataKeys: undefined, production: false, rateLimit: RELAXED_LIMITS, webDist: path.join(dataDir, 'no-web'), smtpUrl: undefined, publicUrl: 'http://app.test' },
  });
}

const tmpRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'i129f-backup-'));
afterAll(() => fs.rmSync(tmpRoot, { recursive: true, force: true }));

describe.skipIf(Boolean(process.env.DATABASE_URL))('backup and restore (SQLite)', () => {
  const liveDir = path.join(tmpRoot, 'live');
  const freshDir = path.join(tmpRoot, 'fresh');
  const backupFile = path.join(tmpRoot, 'out', 'app-backup.db');
  let app: FastifyInstance;
  const clients = ['backup-a@example.com', 'backup-b@example.com'];
  const states: Record<string, unknown> = {};

  beforeAll(async () => {
    app = await fileApp(liveDir);
    for (const [i, email] of clients.entries()) {
      expect((await call(app, 'POST', '/api/user/register', { body: { email, password: PASSWORD, fullName: `Client ${i} Ünïcode` } })).statusCode).toBe(200);
      const { token } = await login(app, email);
      await call(app, 'POST', `/api/user/mark-accepted-conditions/${email}`, { token });
      states[email] = { answers: { 'pet.name.family': `Family${i}` }, note: `state of ${email}` };
      expect((await call(app, 'POST', `/api/chat-state/i29F/save/${email}`, { token, body: { state: states[email], version: 0 } })).statusCode).toBe(200);
      const up = multipart([{ name: 'file', filename: `passport-${i}.png`, bytes: PNG }]);
      expect((await call(app, 'POST', `/api/file/client/upload/${email}`, { token, payload: up.payload, headers: up.headers })).statusCode).toBe(200);
    }
  });
  afterAll(() => app.close());

  it('backs up the running database (online, while it is written), 0600, one self-contained file', async () => {
    // Writes keep going while the backup runs (each login inserts a session): the copy is a consistent snapshot.
    const writes = Array.from({ length: 20 }, () => login(app, clients[1]!));
    const io = cliIo({ DATA_DIR: liveDir });
    expect(await backup(['--out', backupFile], io)).toBe(0);
    await Promise.all(writes);
    expect(io.out.join('\n')).toMatch(/Backed up .* users 2/);
    expect(io.out.join('\n')).toContain(KEYS_FILE);
    expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);
    expect(fs.existsSync(`${backupFile}-wal`)).toBe(false);
    const db = new SQLite(backupFile, { readonly: true });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(db.pragma('journal_mode', { simple: true })).toBe('delete');
    db.close();
  });

  it('restores into a fresh DATA_DIR: every row of every table equal to the source', async () => {
    const io = cliIo({ DATA_DIR: freshDir });
    expect(await restore([backupFile], io)).toBe(0);
    expect(io.out.join('\n')).toMatch(/No encryption key here/);
    const restored = dumpTables(path.join(freshDir, 'app.db'));
    const fromBackup = dumpTables(backupFile);
    expect(restored).toEqual(fromBackup);
    expect(Object.keys(restored)).toEqual(expect.arrayContaining(['users', 'chat_states', 'files', 'sessions', 'kysely_migration']));
    expect(restored.users).toHaveLength(2);
    expect(restored.files).toHaveLength(2);
    expect(restored.chat_states).toHaveLength(2);
    // The source rows that existed at backup time are all there, unchanged (sessions grew afterwards).
    const live = dumpTables(path.join(liveDir, 'app.db'));
    for (const table of ['users', 'chat_states', 'files', 'kysely_migration']) expect(restored[table], table).toEqual(live[table]);
    expect(fs.statSync(path.join(freshDir, 'app.db')).mode & 0o777).toBe(0o600);
  });

  it('a server on the restored directory (with the key copied separately) reads back logins, chat state and file bytes', async () => {
    fs.copyFileSync(path.join(liveDir, KEYS_FILE), path.join(freshDir, KEYS_FILE));
    const again = await fileApp(freshDir);
    try {
      for (const [i, email] of clients.entries()) {
        const { token, user } = await login(again, email);
        expect(user).toMatchObject({ email, fullName: `Client ${i} Ünïcode`, acceptedConditions: true });
        const before = await call(app, 'GET', `/api/chat-state/i29F/load/${email}`, { token: (await login(app, email)).token });
        const after = await call(again, 'GET', `/api/chat-state/i29F/load/${email}`, { token });
        expect(after.statusCode).toBe(200);
        expect(after.json()).toEqual(before.json());
        const download = await call(again, 'GET', `/api/file/client/download/${email}/passport-${i}.png`, { token });
        expect(download.statusCode).toBe(200);
        expect(download.rawPayload.equals(PNG)).toBe(true);
      }
    } finally {
      await again.close();
    }
  });

  it('refuses to overwrite an existing database without --force; with --force keeps the old one beside it', async () => {
    const io = cliIo({ DATA_DIR: freshDir });
    expect(await restore([backupFile], io)).toBe(1);
    expect(io.err.join('\n')).toMatch(/exists; refusing to overwrite/);
    const forced = cliIo({ DATA_DIR: freshDir });
    expect(await restore([backupFile, '--force'], forced)).toBe(0);
    const kept = fs.readdirSync(freshDir).filter((f) => f.startsWith('app.db.before-restore-'));
    expect(kept.length).toBeGreaterThan(0);
    expect(dumpTables(path.join(freshDir, 'app.db'))).toEqual(dumpTables(backupFile));
  });

  it('refuses a damaged file, a database that is not ours, and one from a newer version', async () => {
    const target = path.join(tmpRoot, 'target');
    const damaged = path.join(tmpRoot, 'damaged.db');
    const bytes = fs.readFileSync(backupFile);
    fs.writeFileSync(damaged, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const foreign = path.join(tmpRoot, 'foreign.db');
    new SQLite(foreign).exec('CREATE TABLE notes (x TEXT)').close();
    const newer = path.join(tmpRoot, 'newer.db');
    fs.copyFileSync(backupFile, newer);
    new SQLite(newer).exec("INSERT INTO kysely_migration (name, timestamp) VALUES ('999_future', '2030-01-01')").close();
    for (const [file, reason] of [[damaged, /integrity|cannot be read|malformed/], [foreign, /no kysely_migration table/], [newer, /newer version.*999_future/]] as const) {
      const io = cliIo({ DATA_DIR: target });
      expect(await restore([file], io), file).toBe(1);
      expect(io.err.join('\n')).toMatch(reason);
      expect(fs.existsSync(path.join(target, 'app.db'))).toBe(false);
    }
  });

  it('finishes while another connection writes all the time (the copy is taken in one step, not restarted by each write)', async () => {
    const dir = path.join(tmpRoot, 'busy');
    const handle = connectDb({ sqliteFile: path.join(dir, 'app.db') });
    await migrateToLatest(handle.db);
    await handle.close();
    const writer = new SQLite(path.join(dir, 'app.db'));
    writer.exec('CREATE TABLE filler (id INTEGER PRIMARY KEY, bytes BLOB)');
    const insert = writer.prepare('INSERT INTO filler (bytes) VALUES (?)');
    const chunk = Buffer.alloc(256 * 1024, 1);
    writer.transaction(() => {
      for (let i = 0; i < 80; i += 1) insert.run(chunk);
    })();
    // A write on every turn of the event loop: with SQLite's default small steps the copy restarts after each one.
    let writes = 0;
    const timer = setInterval(() => {
      insert.run(chunk);
      writes += 1;
    }, 0);
    try {
      const io = cliIo({ DATA_DIR: dir });
      expect(await backup(['--out', path.join(dir, 'busy-copy.db')], io)).toBe(0);
    } finally {
      clearInterval(timer);
      writer.close();
    }
    expect(writes).toBeGreaterThan(0);
    const copy = new SQLite(path.join(dir, 'busy-copy.db'), { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    expect((copy.prepare('SELECT COUNT(*) AS n FROM filler').get() as { n: number }).n).toBeGreaterThanOrEqual(80);
    copy.close();
  }, 20_000);

  it('without a database, or with bad arguments, says so', async () => {
    const none = cliIo({ DATA_DIR: path.join(tmpRoot, 'empty') });
    expect(await backup([], none)).toBe(1);
    expect(none.err.join('\n')).toMatch(/no database at/);
    expect(await restore([], cliIo({ DATA_DIR: freshDir }))).toBe(2);
    expect(await backup(['--bogus'], cliIo({ DATA_DIR: liveDir }))).toBe(2);
  });
});

describe('backup and restore on PostgreSQL', () => {
  it('both commands point to pg_dump / pg_restore and touch nothing', async () => {
    const before = fs.readdirSync(tmpRoot);
    for (const run of [backup, restore]) {
      const io = cliIo({ DATA_DIR: tmpRoot, DATABASE_URL: 'postgres://db.example/i129f' });
      expect(await run(['x.db'].slice(run === backup ? 1 : 0), io)).toBe(2);
      expect(io.err.join('\n')).toMatch(/pg_dump --format=custom/);
      expect(io.err.join('\n')).toMatch(/pg_restore/);
      expect(io.err.join('\n')).toMatch(/DATA_KEYS/);
    }
    expect(fs.readdirSync(tmpRoot)).toEqual(before);
  });
});
