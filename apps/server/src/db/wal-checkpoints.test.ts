import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { connectDb } from './connect.ts';
import { CHECKPOINT_EVERY_MS, WAL_KEEP_BYTES } from './wal-checkpoints.ts';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('WAL checkpoints off the event loop', () => {
  it('the connection does not checkpoint in its commits; the worker copies the WAL into the database file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'i129f-wal-'));
    const file = path.join(dir, 'app.db');
    const { db, close } = connectDb({ sqliteFile: file });
    try {
      const auto = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db);
      expect(auto.rows[0]?.wal_autocheckpoint).toBe(0);
      // The WAL is cut back when SQLite restarts it, without a TRUNCATE checkpoint that would hold the write lock.
      const limit = await sql<{ journal_size_limit: number }>`pragma journal_size_limit`.execute(db);
      expect(limit.rows[0]?.journal_size_limit).toBe(WAL_KEEP_BYTES);
      await sql`create table t (v text)`.execute(db);
      const before = fs.statSync(file).size;
      for (let i = 0; i < 50; i++) await sql`insert into t values (${'x'.repeat(8000)})`.execute(db);
      for (let i = 0; i < 40 && fs.statSync(file).size <= before; i++) await wait(CHECKPOINT_EVERY_MS);
      expect(fs.statSync(file).size).toBeGreaterThan(before + 50 * 8000);
    } finally {
      await close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('close waits for the worker and goes on (the worker does not keep a process alive, nor end it early)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'i129f-wal-'));
    const script = `
      import { connectDb } from ${JSON.stringify(new URL('./connect.ts', import.meta.url).href)};
      const { close } = connectDb({ sqliteFile: ${JSON.stringify(path.join(dir, 'app.db'))} });
      await close();
      console.log('after close');
    `;
    try {
      const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 20_000 });
      expect(out).toContain('after close');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
