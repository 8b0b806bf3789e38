import crypto from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDb, type DbHandle } from '../src/db/connect.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { attachKeyring, keyringOf } from '../src/crypto/db-keyring.ts';
import { Keyring } from '../src/crypto/keyring.ts';
import { loadKeyring } from '../src/crypto/load-keyring.ts';
import { resealAll } from '../src/crypto/reseal-all.ts';
import { createFileStore } from '../src/files/create-file-store.ts';
import type { FileStore } from '../src/files/file-store.ts';
import { filesDb } from '../src/files/files-table.ts';
import { moveFiles, type MoveOptions } from '../src/files/move-files.ts';
import { FileStorageError, type ObjectStore } from '../src/files/object-store.ts';
import { createS3ObjectStore } from '../src/files/s3-object-store.ts';
import { createUser } from '../src/users/create-user.ts';
import { main } from '../src/cli/migrate-files.ts';
import { startLocalS3, type LocalS3 } from './s3rver.ts';
import { addUser, buildTestApp, PASSWORD, type TestApp } from './helpers.ts';

/**
 * `npm run migrate-files` (issue 22.5): files move between the database and the bucket (s3rver) and back, resumably,
 * each one readable throughout; and rotate-key re-seals files in the bucket. SQLite, and PostgreSQL with DATABASE_URL.
 */
let t: TestApp;
let s3: LocalS3;
let objects: ObjectStore;
let store: FileStore;
const originals = new Map<string, Buffer>();
const owners: string[] = [];

const content = (i: number) => Buffer.from(`%PDF-1.7\n% file ${i} ${'x'.repeat(i * 100)}\n%%EOF\n`);
const rows = () => filesDb(t.app.deps.db).selectFrom('files').selectAll().orderBy('name').execute();
const storages = async () => (await rows()).map((r) => r.storage);
const move = (o: Partial<MoveOptions> & Pick<MoveOptions, 'to'>) => moveFiles({ db: t.app.deps.db, keyring: keyringOf(t.app.deps.db), objects, ...o });

/** Every file reads back whole through the store, wherever its bytes are. */
async function expectAllReadable() {
  for (const r of await rows()) expect(Buffer.from((await store.get(r.owner_id, r.name))!.bytes).equals(originals.get(r.name)!), r.name).toBe(true);
}
/** Objects in the bucket no row names. */
async function leaks() {
  const named = new Set((await rows()).map((r) => r.object_key));
  return (await objects.list('files/')).filter((k) => !named.has(k));
}

beforeAll(async () => {
  [t, s3] = await Promise.all([buildTestApp(), startLocalS3()]);
  objects = createS3ObjectStore(s3.settings('moving'));
  // The servers' store while moving back: new files in the database, files in the bucket readable.
  store = createFileStore({ db: t.app.deps.db, now: t.clock.now, objects });
  for (const who of ['mover1', 'mover2']) owners.push((await addUser(t, `${who}@example.com`)).id);
  for (let i = 0; i < 6; i += 1) {
    originals.set(`file-${i}.pdf`, content(i));
    await store.put({ ownerId: owners[i % 2]!, documentId: 4, name: `file-${i}.pdf`, mime: 'application/pdf', bytes: content(i) });
  }
  // A file written before encryption: plain bytes in the row. It is sealed on its way to the bucket.
  originals.set('legacy.pdf', content(9));
  await filesDb(t.app.deps.db)
    .insertInto('files')
    .values({ id: crypto.randomUUID(), owner_id: owners[0]!, document_id: 4, name: 'legacy.pdf', mime: 'application/pdf', size: content(9).length, sha256: crypto.createHash('sha256').update(content(9)).digest('hex'), is_translated: 0, is_generated: 0, created_at: 1, bytes: content(9), storage: 'db', object_key: null, key_id: null })
    .execute();
});
afterAll(async () => {
  objects?.close();
  await s3?.close();
  await t?.close();
});

describe('moving files between the database and the bucket', () => {
  it('to the bucket in runs cut by --limit, then back; every file readable at every step, nothing left behind', async () => {
    const first = await move({ to: 's3', limit: 3, batchSize: 2 });
    expect(first).toMatchObject({ total: 7, moved: 3, changedMeanwhile: 0, failures: [], left: 4, orphans: 0 });
    expect((await storages()).filter((s) => s === 's3')).toHaveLength(3);
    await expectAllReadable();

    const rest = await move({ to: 's3' });
    expect(rest).toMatchObject({ total: 4, moved: 4, failures: [], left: 0 });
    for (const r of await rows()) {
      expect(r).toMatchObject({ storage: 's3', key_id: keyringOf(t.app.deps.db).current.id });
      expect(r.bytes.length).toBe(0);
      const sealed = Buffer.from((await objects.get(r.object_key!))!);
      expect(sealed.subarray(0, 8).toString()).toBe('I129ENC1');
      expect(sealed.includes(Buffer.from('% file'))).toBe(false);
    }
    await expectAllReadable();
    expect(await leaks()).toEqual([]);

    expect(await move({ to: 'db', limit: 5 })).toMatchObject({ total: 7, moved: 5, failures: [], left: 2 });
    await expectAllReadable();
    expect(await move({ to: 'db' })).toMatchObject({ total: 2, moved: 2, left: 0 });
    expect(new Set(await storages())).toEqual(new Set(['db']));
    await expectAllReadable();
    expect(await objects.list('files/')).toEqual([]);
  });

  it('a run stopped by the bucket failing reports its counts; the next run finishes the rest', async () => {
    let puts = 0;
    const failing: ObjectStore = {
      ...objects,
      put: async (key, body) => {
        if ((puts += 1) > 2) throw new FileStorageError('Object storage test: writing a file failed: no answer (ECONNREFUSED)');
        return objects.put(key, body);
      },
    };
    const cut = await move({ to: 's3', objects: failing });
    expect(cut).toMatchObject({ moved: 2, left: 5, error: expect.stringContaining('ECONNREFUSED') });
    await expectAllReadable();
    expect(await move({ to: 's3' })).toMatchObject({ moved: 5, left: 0 });
    await expectAllReadable();
    expect(await leaks()).toEqual([]);
    expect(await move({ to: 'db' })).toMatchObject({ moved: 7, left: 0 });
  });

  it('a file the app replaces while it is being copied is left as the app wrote it (and moved by the next run)', async () => {
    // moveFiles walks rows by id: the first one is being copied when the app replaces it.
    const victim = await filesDb(t.app.deps.db).selectFrom('files').selectAll().orderBy('id').executeTakeFirstOrThrow();
    let replaced = false;
    const racing: ObjectStore = {
      ...objects,
      put: async (key, body) => {
        if (!replaced) {
          replaced = true;
          originals.set(victim.name, Buffer.from('%PDF-1.7\n% replaced meanwhile\n%%EOF\n'));
          await store.put({ ownerId: victim.owner_id, documentId: 4, name: victim.name, mime: 'application/pdf', bytes: originals.get(victim.name)! });
        }
        return objects.put(key, body);
      },
    };
    const report = await move({ to: 's3', objects: racing, limit: 1 });
    expect(report).toMatchObject({ moved: 1, changedMeanwhile: 1, failures: [] });
    await expectAllReadable();
    expect(await leaks()).toEqual([]);
    expect(await move({ to: 's3' })).toMatchObject({ left: 0, failures: [] });
    await expectAllReadable();
    expect(await move({ to: 'db' })).toMatchObject({ left: 0, failures: [] });
  });

  it('a file whose bytes do not match its sha256 is reported and stays where it is', async () => {
    const [bad] = await rows();
    await filesDb(t.app.deps.db).updateTable('files').set({ sha256: 'f'.repeat(64) }).where('id', '=', bad!.id).execute();
    const report = await move({ to: 's3' });
    expect(report.failures).toEqual([{ row: bad!.id, message: 'its bytes do not match the sha256 recorded for it' }]);
    expect(report.left).toBe(1);
    expect((await rows()).find((r) => r.id === bad!.id)!.storage).toBe('db');
    await filesDb(t.app.deps.db).updateTable('files').set({ sha256: bad!.sha256 }).where('id', '=', bad!.id).execute();
    expect(await move({ to: 's3' })).toMatchObject({ moved: 1, left: 0 });
  });
});

describe('rotate-key with files in the bucket', () => {
  it('re-seals bucket objects under the new key (new objects, old ones removed); without the bucket it reports them', async () => {
    // Every file is in the bucket now (the test before moved them there).
    expect(new Set(await storages())).toEqual(new Set(['s3']));
    const db = t.app.deps.db;
    const old = keyringOf(db);
    const fresh = new Keyring({ id: 'rotated1', key: crypto.randomBytes(32) }, [old.current]);
    const blind = await resealAll(db, fresh, { batchSize: 3 });
    expect(blind.fileObjects).toMatchObject({ rows: 7, resealed: 0 });
    expect(blind.failures.filter((f) => f.table === 'files')).toHaveLength(7);
    expect(blind.failures[0]!.message).toMatch(/S3_URL is not set/);

    const before = new Set((await rows()).map((r) => r.object_key));
    const report = await resealAll(db, fresh, { batchSize: 3, objects });
    expect(report.fileObjects).toEqual({ rows: 7, resealed: 7, sealedPlain: 0, current: 0, changedMeanwhile: 0 });
    expect(report.failures).toEqual([]);
    const after = await rows();
    expect(after.every((r) => r.key_id === 'rotated1' && !before.has(r.object_key))).toBe(true);
    expect(await leaks()).toEqual([]);
    // Only the new key is needed now.
    attachKeyring(db, new Keyring(fresh.current));
    await expectAllReadable();
    expect((await resealAll(db, new Keyring(fresh.current), { objects })).fileObjects).toMatchObject({ rows: 7, current: 7 });
  });
});

/** The CLI's own database: a SQLite file in DATA_DIR, or a new PostgreSQL schema. */
async function cliDatabase(dataDir: string): Promise<{ handle: DbHandle; env: Record<string, string>; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const handle = connectDb({ sqliteFile: path.join(dataDir, 'app.db') });
    return { handle, env: {}, drop: () => handle.close() };
  }
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = async (q: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(q);
    await c.end();
  };
  await admin(`CREATE SCHEMA ${schema}`);
  const handle = connectDb({ databaseUrl: url, pgSchema: schema });
  const drop = async () => {
    await handle.close();
    await admin(`DROP SCHEMA ${schema} CASCADE`);
  };
  return { handle, env: { DATABASE_URL: url, DATABASE_SCHEMA: schema }, drop };
}

describe('npm run migrate-files', () => {
  it('moves in runs (--limit), back again, prints counts; refuses bad arguments and a missing S3_URL', async () => {
    const cli = await cliDatabase(t.dataDir);
    try {
      await migrateToLatest(cli.handle.db, cli.handle.schema);
      // The keys the CLI reads (DATA_DIR/keys.json of the test app) seal this database's files.
      attachKeyring(cli.handle.db, loadKeyring({ dataKeys: undefined, production: false, dataDir: t.dataDir }).keyring);
      const owner = await createUser({ db: cli.handle.db, now: 1, email: 'cli@example.com', fullName: 'Cli Mover', password: PASSWORD, userType: 'CLIENT', strictParent: true });
      const cliStore = createFileStore({ db: cli.handle.db, now: () => 1 });
      for (let i = 0; i < 5; i += 1) await cliStore.put({ ownerId: owner.id, documentId: 2, name: `c${i}.pdf`, mime: 'application/pdf', bytes: content(i) });

      const lines: string[] = [];
      const errors: string[] = [];
      const io = (env: Record<string, string>) => ({ env: { DATA_DIR: t.dataDir, ...cli.env, ...env }, log: (l: string) => lines.push(l), error: (l: string) => errors.push(l) });
      const withS3 = io({ S3_URL: s3.url('cli') });
      const label = `s3://127.0.0.1:${s3.port}/i129f-files/cli`;

      expect(await main(['--to', 's3', '--limit', '2'], withS3)).toBe(0);
      expect(lines.join('\n')).toContain(`Moved 2 of 5 files to ${label} (0.0 MB); 0 changed meanwhile, 0 failed; 3 left to move.`);
      expect(lines.join('\n')).toContain('Run the same command again to move the rest.');
      lines.length = 0;
      expect(await main(['--to', 's3'], withS3)).toBe(0);
      expect(lines.join('\n')).toContain('Moved 3 of 3 files');
      expect(lines.join('\n')).toContain('Every file is in the bucket.');
      lines.length = 0;
      expect(await main(['--to', 'db', '--batch', '2'], withS3)).toBe(0);
      expect(lines.join('\n')).toContain('Moved 5 of 5 files into the database');
      expect(lines.join('\n')).toContain('S3_URL may be unset.');
      expect(errors).toEqual([]);
      const back = await filesDb(cli.handle.db).selectFrom('files').select('storage').execute();
      expect(back.map((r) => r.storage)).toEqual(['db', 'db', 'db', 'db', 'db']);

      expect(await main([], withS3)).toBe(2);
      expect(errors.pop()).toMatch(/^--to s3 or --to db is required/);
      expect(await main(['--to', 's3', '--limit', '0'], withS3)).toBe(2);
      expect(errors.pop()).toMatch(/^--limit must be a whole number/);
      expect(await main(['--to', 's3'], io({}))).toBe(2);
      expect(errors.pop()).toMatch(/^S3_URL is not set/);
      expect(await main(['--to', 's3'], io({ S3_URL: 's3://k:NotShown99@h/Bad_Bucket' }))).toBe(2);
      expect(errors.pop()).toMatch(/S3_URL: "Bad_Bucket" is not a valid bucket name/);
      expect(errors.join('\n')).not.toContain('NotShown99');
    } finally {
      await cli.drop();
    }
  });
});
