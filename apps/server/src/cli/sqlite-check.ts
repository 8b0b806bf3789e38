import type BetterSqlite3 from 'better-sqlite3';
import SQLite from '../db/sqlite-driver.ts';
import { migrationProvider } from '../db/migrations/index.ts';

/** better-sqlite3 backup `progress` return value: copy every remaining page in the next step. */
export const ALL_PAGES = 0x7fffffff;

/** Kysely's bookkeeping table (db/migrate.ts uses the default name). */
export const MIGRATION_TABLE = 'kysely_migration';

export interface SqliteCheck {
  ok: boolean;
  /** What is wrong, in one line each (empty when ok). */
  problems: string[];
  /** Rows per table (application tables and the migration table). */
  counts: Record<string, number>;
  /** Migrations recorded in the file, in order. */
  migrations: string[];
}

/** The tables of an open SQLite database, SQLite's own excluded, sorted by name. */
export function tablesOf(db: BetterSqlite3.Database): string[] {
  const rows = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as { name: string }[];
  return rows.map((r) => r.name);
}

/**
 * Opens `file` read-only and checks it is a database this server can start on: SQLite's `PRAGMA integrity_check`
 * is "ok", the migration table exists and lists only migrations this version knows (a file from a newer version
 * is refused; an older one is migrated at the next start).
 */
export async function checkSqliteFile(file: string): Promise<SqliteCheck> {
  const problems: string[] = [];
  const counts: Record<string, number> = {};
  let migrations: string[] = [];
  let db: BetterSqlite3.Database | undefined;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
    const integrity = (db.pragma('integrity_check') as { integrity_check: string }[]).map((r) => r.integrity_check);
    if (integrity.join() !== 'ok') problems.push(`integrity check failed: ${integrity.slice(0, 3).join('; ')}`);
    const tables = tablesOf(db);
    if (!tables.includes(MIGRATION_TABLE)) {
      problems.push(`no ${MIGRATION_TABLE} table: not a database of this server`);
    } else {
      migrations = (db.prepare(`SELECT name FROM ${MIGRATION_TABLE} ORDER BY name`).all() as { name: string }[]).map((r) => r.name);
      const known = new Set(Object.keys(await migrationProvider.getMigrations()));
      const unknown = migrations.filter((m) => !known.has(m));
      if (unknown.length) problems.push(`made by a newer version (unknown migrations: ${unknown.join(', ')})`);
      if (migrations.length === 0) problems.push('no migration has run on it');
    }
    for (const table of tables) counts[table] = (db.prepare(`SELECT COUNT(*) AS n FROM "${table.replaceAll('"', '""')}"`).get() as { n: number }).n;
  } catch (err) {
    problems.push(`cannot be read as SQLite: ${(err as Error).message}`);
  } finally {
    db?.close();
  }
  return { ok: problems.length === 0, problems, counts, migrations };
}

/** "users 3, files 2, …" */
export function formatCounts(counts: Record<string, number>): string {
  return Object.entries(counts)
    .filter(([t]) => !t.startsWith('kysely_'))
    .map(([t, n]) => `${t} ${n}`)
    .join(', ');
}

export const POSTGRES_BACKUP_HELP =
  'DATABASE_URL is set: this server keeps its data in PostgreSQL, which this command does not copy. Use PostgreSQL\'s own tools:\n' +
  '  backup:  pg_dump --format=custom --file=i129f.dump "$DATABASE_URL"\n' +
  '  restore: pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" i129f.dump   (stop the servers first)\n' +
  'See docs/server.md "Backup and restore". The encryption key (DATA_KEYS) is not in the database: back it up separately.';
