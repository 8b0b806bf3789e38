import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import SQLite from '../db/sqlite-driver.ts';
import { loadConfig } from '../env.ts';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '../crypto/private-files.ts';
import { KEYS_FILE } from '../crypto/load-keyring.ts';
import { ALL_PAGES, checkSqliteFile, formatCounts, POSTGRES_BACKUP_HELP } from './sqlite-check.ts';
import type { CliIo } from './backup.ts';

const USAGE =
  'Usage: npm run restore -- BACKUP_FILE [--force]\n' +
  '  restores into DATA_DIR/app.db; refuses when a database is there unless --force (the old files are kept beside it\n' +
  '  as app.db.before-restore-<time>). Stop the server first.';

const defaultIo: CliIo = { env: process.env, log: (l) => console.log(l), error: (l) => console.error(l) };

/** The database file and its WAL companions. */
const companions = (db: string) => [db, `${db}-wal`, `${db}-shm`];

/**
 * `npm run restore -- FILE`: checks the backup (`PRAGMA integrity_check`, the migration table, no migration newer
 * than this version), copies it with SQLite's backup API into DATA_DIR under a temporary name, checks the copy and
 * renames it to app.db. An existing database is never overwritten without --force; with --force it (and its -wal
 * and -shm) is moved aside, not deleted. Exit codes: 0 done, 1 refused/failed, 2 usage or PostgreSQL.
 */
export async function main(argv: string[], io: CliIo = defaultIo): Promise<number> {
  let parsed: { values: { force?: boolean | undefined }; positionals: string[] };
  try {
    parsed = parseArgs({ args: argv, options: { force: { type: 'boolean' } }, allowPositionals: true });
  } catch {
    io.error(USAGE);
    return 2;
  }
  const config = loadConfig(io.env);
  if (config.databaseUrl) {
    io.error(POSTGRES_BACKUP_HELP);
    return 2;
  }
  const [file, ...extra] = parsed.positionals;
  if (!file || extra.length) {
    io.error(USAGE);
    return 2;
  }
  const backup = path.resolve(file);
  const check = await checkSqliteFile(backup);
  if (!check.ok) {
    io.error(`Error: ${backup} cannot be restored: ${check.problems.join('; ')}`);
    return 1;
  }
  const target = path.join(config.dataDir, 'app.db');
  const existing = companions(target).filter((f) => fs.existsSync(f));
  if (existing.length && !parsed.values.force) {
    io.error(`Error: ${target} exists; refusing to overwrite it. Stop the server and add --force to replace it (the old files are kept as ${path.basename(target)}.before-restore-<time>).`);
    return 1;
  }
  ensurePrivateDir(config.dataDir);
  const tmp = path.join(config.dataDir, `.app.db.${process.pid}.restoring`);
  for (const f of companions(tmp)) fs.rmSync(f, { force: true });
  fs.closeSync(fs.openSync(tmp, 'wx', PRIVATE_FILE_MODE));
  const source = new SQLite(backup, { readonly: true, fileMustExist: true });
  try {
    await source.backup(tmp, { progress: () => ALL_PAGES });
  } catch (err) {
    for (const f of companions(tmp)) fs.rmSync(f, { force: true });
    io.error(`Error: copying ${backup} failed: ${(err as Error).message}`);
    return 1;
  } finally {
    source.close();
  }
  const copied = await checkSqliteFile(tmp);
  if (!copied.ok) {
    for (const f of companions(tmp)) fs.rmSync(f, { force: true });
    io.error(`Error: the restored copy failed its check: ${copied.problems.join('; ')}`);
    return 1;
  }
  if (existing.length) {
    const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
    for (const f of existing) fs.renameSync(f, path.join(path.dirname(f), path.basename(f).replace('app.db', `app.db.before-restore-${stamp}`)));
    io.log(`Kept the previous database as ${target}.before-restore-${stamp}.`);
  }
  fs.chmodSync(tmp, PRIVATE_FILE_MODE);
  fs.renameSync(tmp, target);
  io.log(`Restored ${backup} → ${target} (${formatCounts(copied.counts)}; ${copied.migrations.length} migrations; newer migrations run at the next start).`);
  if (!config.dataKeys && !fs.existsSync(path.join(config.dataDir, KEYS_FILE))) {
    io.log(`No encryption key here: set DATA_KEYS or put the ${KEYS_FILE} the data was written with into ${config.dataDir} before starting, or the personal data and files cannot be read (a new key would be generated).`);
  }
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
