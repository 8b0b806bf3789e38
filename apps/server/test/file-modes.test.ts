import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDb } from '../src/db/connect.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { KEYS_FILE, loadKeyring } from '../src/crypto/load-keyring.ts';
import { OutboxMailer } from '../src/mail/outbox.ts';

/** Issue 8 point 6: everything under DATA_DIR is the server user's only — directories 0700, files 0600. */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'i129f-modes-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const mode = (p: string) => fs.statSync(p).mode & 0o777;

describe('file modes', () => {
  it('SQLite: the data directory 0700, app.db and its -wal/-shm 0600', async () => {
    const dataDir = path.join(root, 'data');
    const file = path.join(dataDir, 'app.db');
    const handle = connectDb({ sqliteFile: file });
    try {
      await migrateToLatest(handle.db);
      await sql`insert into users (id, email, full_name, password_hash, user_type, created_at) values ('u1', 'a@b.c', 'A', 'x', 'CLIENT', 1)`.execute(handle.db);
      expect(mode(dataDir)).toBe(0o700);
      for (const f of [file, `${file}-wal`, `${file}-shm`]) {
        expect(fs.existsSync(f), f).toBe(true);
        expect(mode(f), f).toBe(0o600);
      }
    } finally {
      await handle.close();
    }
  });

  it('SQLite: an existing directory and database with wider modes are narrowed when opened', async () => {
    const dataDir = path.join(root, 'old-data');
    fs.mkdirSync(dataDir, { mode: 0o755 });
    fs.chmodSync(dataDir, 0o755);
    const file = path.join(dataDir, 'app.db');
    const first = connectDb({ sqliteFile: file });
    await migrateToLatest(first.db);
    await first.close();
    for (const f of [file, `${file}-wal`, `${file}-shm`]) if (fs.existsSync(f)) fs.chmodSync(f, 0o644);
    fs.chmodSync(file, 0o644);
    const again = connectDb({ sqliteFile: file });
    try {
      await sql`insert into users (id, email, full_name, password_hash, user_type, created_at) values ('u2', 'b@b.c', 'B', 'x', 'CLIENT', 1)`.execute(again.db);
      expect(mode(dataDir)).toBe(0o700);
      for (const f of [file, `${file}-wal`, `${file}-shm`]) expect(mode(f), f).toBe(0o600);
    } finally {
      await again.close();
    }
  });

  it('the outbox directory 0700 and each .eml 0600', async () => {
    const dir = path.join(root, 'mail', 'outbox');
    const mailer = new OutboxMailer(dir, 'from@example.com', () => {}, false);
    await mailer.send({ to: 'to@example.com', subject: 'Reset', text: 'https://app.test/confirm-account?token=abc' });
    await mailer.send({ to: 'to@example.com', subject: 'Reset', text: 'again' });
    expect(mode(dir)).toBe(0o700);
    const emls = fs.readdirSync(dir).filter((f) => f.endsWith('.eml'));
    expect(emls).toHaveLength(2);
    for (const f of emls) expect(mode(path.join(dir, f))).toBe(0o600);
  });

  it('the development keys file 0600 in a 0700 directory', () => {
    const dataDir = path.join(root, 'keys');
    loadKeyring({ dataKeys: undefined, production: false, dataDir });
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(path.join(dataDir, KEYS_FILE))).toBe(0o600);
  });
});
