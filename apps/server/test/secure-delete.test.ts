import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from '../src/db/sqlite-driver.ts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { call, login, multipart, PASSWORD, PNG, RELAXED_LIMITS } from './helpers.ts';

/**
 * Issue 23.3: after an account is deleted, nothing of it can be read in the SQLite file or its WAL — not its email,
 * its name nor a file name (these are not sealed: docs/server.md, Data at rest). secure_delete zeroes what is deleted;
 * the free pages are given back and the WAL is checkpointed and truncated after the deletion (db/reclaim-space.ts).
 */
const fileApp = (dataDir: string): Promise<FastifyInstance> =>
  buildApp({
    logger: false,
    validateChatState: () => [],
    config: { dataDir, databaseUrl: undefined, dataKeys: undefined, production: false, rateLimit: RELAXED_LIMITS, webDist: path.join(dataDir, 'no-web'), smtpUrl: undefined, publicUrl: 'http://app.test' },
  });

const tmpRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'i129f-secure-delete-'));
afterAll(() => fs.rmSync(tmpRoot, { recursive: true, force: true }));

/** Which of `needles` occur in the database file or its WAL (UTF-8, as SQLite stores text). */
const found = (dbFile: string, needles: string[]): string[] => {
  const bytes = [dbFile, `${dbFile}-wal`].filter((f) => fs.existsSync(f)).map((f) => fs.readFileSync(f));
  return needles.filter((n) => bytes.some((b) => b.includes(Buffer.from(n, 'utf8'))));
};

describe.skipIf(Boolean(process.env.DATABASE_URL))('deleted accounts leave no readable trace (SQLite)', () => {
  const dataDir = path.join(tmpRoot, 'live');
  const dbFile = path.join(dataDir, 'app.db');
  let app: FastifyInstance;
  const gone = { email: 'zebediah.quillfeather@example.com', name: 'Zebediah Quillfeather', file: 'quillfeather-passport-scan.png' };
  const kept = { email: 'keeper.client@example.com', name: 'Keeper Ottoline', file: 'ottoline-birth-certificate.png' };

  beforeAll(async () => {
    app = await fileApp(dataDir);
    for (const who of [gone, kept]) {
      expect((await call(app, 'POST', '/api/user/register', { body: { email: who.email, password: PASSWORD, fullName: who.name } })).statusCode).toBe(200);
      const { token } = await login(app, who.email);
      const up = multipart([{ name: 'file', filename: who.file, bytes: PNG }]);
      expect((await call(app, 'POST', `/api/file/client/upload/${who.email}`, { token, payload: up.payload, headers: up.headers })).statusCode).toBe(200);
    }
  });
  afterAll(() => app?.close());

  it('the database uses incremental auto-vacuum', () => {
    const db = new SQLite(dbFile, { readonly: true });
    try {
      expect(db.pragma('auto_vacuum', { simple: true })).toBe(2);
    } finally {
      db.close();
    }
  });

  it('after the deletion the email, the name and the file name are in neither app.db nor app.db-wal; another account’s are', async () => {
    const all = [gone.email, gone.name, gone.file, kept.email, kept.name, kept.file];
    // Before: everything is there (else the search below would prove nothing).
    expect(found(dbFile, all)).toEqual(all);
    const { token } = await login(app, gone.email);
    const res = await call(app, 'DELETE', `/api/user/${gone.email}`, { token, body: { password: PASSWORD } });
    expect(res.statusCode, res.body).toBe(200);
    expect(found(dbFile, all)).toEqual([kept.email, kept.name, kept.file]);
    // The other account still works.
    expect((await login(app, kept.email)).user.email).toBe(kept.email);
    expect(found(dbFile, [kept.email])).toEqual([kept.email]);
  });
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('a database from before (SQLite)', () => {
  it('is switched to incremental auto-vacuum once at start, its data kept', async () => {
    const dataDir = path.join(tmpRoot, 'old');
    fs.mkdirSync(dataDir, { mode: 0o700 });
    const dbFile = path.join(dataDir, 'app.db');
    const first = await fileApp(dataDir);
    expect((await call(first, 'POST', '/api/user/register', { body: { email: 'old@example.com', password: PASSWORD, fullName: 'Old Timer' } })).statusCode).toBe(200);
    await first.close();
    // As a database of an earlier version was: no auto-vacuum.
    const raw = new SQLite(dbFile);
    raw.pragma('auto_vacuum = NONE');
    raw.exec('VACUUM');
    expect(raw.pragma('auto_vacuum', { simple: true })).toBe(0);
    raw.close();
    const again = await fileApp(dataDir);
    try {
      expect((await login(again, 'old@example.com')).user.fullName).toBe('Old Timer');
      const check = new SQLite(dbFile, { readonly: true });
      expect(check.pragma('auto_vacuum', { simple: true })).toBe(2);
      check.close();
    } finally {
      await again.close();
    }
  });
});
