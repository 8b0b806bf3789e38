import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import SQLite from '../db/sqlite-driver.ts';
import { loadConfig } from '../env.ts';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '../crypto/private-files.ts';
import { KEYS_FILE } from '../crypto/load-keyring.ts';
import { ALL_PAGES, checkSqliteFile, formatCounts, POSTGRES_BACKUP_HELP } from './sqlite-check.ts';

const USAGE = 'Usage: npm run backup -- [--out FILE]\n  default FILE: DATA_DIR/backups/app-<UTC time>.db';

/** app-20261126T131500Z.db */
export function defaultBackupName(now: Date): string {
  return `app-${now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}.db`;
}

export interface CliIo {
  env: NodeJS.ProcessEnv;
  log: (line: string) => void;
  error: (line: string) => void;
}

const defaultIo: CliIo = { env: process.env, log: (l) => console.log(l), error: (l) => console.error(l) };

/**
 * `npm run backup`: copies the SQLite database (DATA_DIR/app.db) with SQLite's online backup API
 * (better-sqlite3 `db.backup`): a consistent snapshot while the server keeps running and writing. The copy is
 * written under a temporary name (0600) and renamed when whole, then checked (integrity, migrations).
 * Exit codes: 0 done, 1 failed, 2 usage or PostgreSQL (pg_dump is the way, printed).
 */
export async function main(argv: string[], io: CliIo = defaultIo): Promise<number> {
  let values: { out?: string | undefined };
  try {
    ({ values } = parseArgs({ args: argv, options: { out: { type: 'string' } } }));
  } catch {
    io.error(USAGE);
    return 2;
  }
  const config = loadConfig(io.env);
  if (config.databaseUrl) {
    io.error(POSTGRES_BACKUP_HELP);
    return 2;
  }
  const source = path.join(config.dataDir, 'app.db');
  if (!fs.existsSync(source)) {
    io.error(`Error: no database at ${source} (DATA_DIR=${config.dataDir}).`);
    return 1;
  }
  const out = path.resolve(values.out ?? path.join(config.dataDir, 'backups', defaultBackupName(new Date())));
  if (fs.existsSync(out)) {
    io.error(`Error: ${out} exists; choose another --out.`);
    return 1;
  }
  ensurePrivateDir(path.dirname(out));
  const tmp = `${out}.${process.pid}.partial`;
  fs.closeSync(fs.openSync(tmp, 'wx', PRIVATE_FILE_MODE));
  const db = new SQLite(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    // All pages in one step (one read transaction): a snapshot that concurrent writes cannot restart. In small steps
    // (the default, 100 pages) SQLite restarts the copy after every write by the server and, on a busy large
    // database, never finishes. WAL: the server keeps writing meanwhile.
    await db.backup(tmp, { progress: () => ALL_PAGES });
  } catch (err) {
    fs.rmSync(tmp, { force: true });
    io.error(`Error: backup failed: ${(err as Error).message}`);
    return 1;
  } finally {
    db.close();
  }
  // One self-contained file: the copy carries the source's WAL mode; a rollback journal needs no -wal/-shm beside it.
  const copy = new SQLite(tmp, { fileMustExist: true });
  copy.pragma('journal_mode = DELETE');
  copy.close();
  fs.chmodSync(tmp, PRIVATE_FILE_MODE);
  const check = await checkSqliteFile(tmp);
  if (!check.ok) {
    fs.rmSync(tmp, { force: true });
    io.error(`Error: the copy failed its check: ${check.problems.join('; ')}`);
    return 1;
  }
  fs.renameSync(tmp, out);
  io.log(`Backed up ${source} → ${out} (${fs.statSync(out).size} bytes; ${formatCounts(check.counts)}; ${check.migrations.length} migrations).`);
  const keyNote = config.dataKeys
    ? 'the DATA_KEYS value'
    : `${path.join(config.dataDir, KEYS_FILE)} (the development key)`;
  io.log(`Not in the backup: the encryption key — keep ${keyNote} safe separately; without it the personal data and files cannot be read.`);
  if (config.s3) io.log(`Not in the backup either: the files in object storage (${config.s3.label}) — back the bucket up at the same time with its own tools (versioning or a copy); the database only names them.`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
