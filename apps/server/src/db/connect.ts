import fs from 'node:fs';
import path from 'node:path';
import SQLite from './sqlite-driver.ts';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Database, Db } from './schema.ts';
import { ensurePrivateDir, PRIVATE_FILE_MODE, restrictFile } from '../crypto/private-files.ts';
import { withStatementCache } from './statement-cache.ts';
import { checkpointInWorker } from './wal-checkpoints.ts';

export type DbDialect = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Db;
  dialect: DbDialect;
  /** PostgreSQL schema the tables live in (migrations are pinned to it); undefined on SQLite. */
  schema?: string | undefined;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** PostgreSQL connection string. Without it: SQLite. */
  databaseUrl?: string | undefined;
  /** SQLite file, or ':memory:'. */
  sqliteFile?: string;
  /** PostgreSQL schema to use (search_path), e.g. one per test file; undefined: public. */
  pgSchema?: string | undefined;
}

const PG_INT8 = 20;

/** Opens the database: PostgreSQL when a URL is given, otherwise SQLite (WAL with synchronous=NORMAL, foreign keys on). */
export function connectDb(options: ConnectOptions): DbHandle {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl, options.pgSchema);
  return connectSqlite(options.sqliteFile ?? ':memory:');
}

/**
 * Opens SQLite. A file database lives in an owner-only directory (0700) and is created 0600 before SQLite
 * opens it; SQLite gives its -wal and -shm files the database file's mode, and they are set to 0600 again
 * after WAL is switched on (a database from before this rule is narrowed too).
 */
function connectSqlite(file: string): DbHandle {
  const onDisk = file !== ':memory:' && file !== '';
  if (onDisk) {
    ensurePrivateDir(path.dirname(file));
    fs.closeSync(fs.openSync(file, 'a', PRIVATE_FILE_MODE));
    restrictFile(file);
  }
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // WAL + synchronous=NORMAL: a commit is not fsynced (the WAL is, at each checkpoint: wal-checkpoints.ts, every
  // 250 ms). Never corrupts the database; a power loss or OS crash (not a crash of this process) may lose the commits
  // since the last checkpoint. The default FULL fsyncs every commit on the event loop (better-sqlite3 is synchronous):
  // every save and audit row paid it. docs/server.md "SQLite: commits, checkpoints, statements".
  sqlite.pragma('synchronous = NORMAL');
  if (onDisk) for (const f of [file, `${file}-wal`, `${file}-shm`]) restrictFile(f);
  // Deleted rows are overwritten with zeros, not left readable in free space (issue 23.3; db/reclaim-space.ts).
  sqlite.pragma('secure_delete = ON');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const checkpoints = onDisk ? checkpointInWorker(sqlite, file) : undefined;
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return {
    db,
    dialect: 'sqlite',
    close: async () => {
      await db.destroy();
      await checkpoints?.stop();
    },
  };
}

function connectPostgres(connectionString: string, schema?: string): DbHandle {
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Bad schema name: ${schema}`);
  const pool = new pg.Pool({
    connectionString,
    max: 5,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
    // BIGINT timestamps come back as numbers (epoch ms fits easily in a double).
    types: {
      getTypeParser: ((oid: number, format?: string) =>
        oid === PG_INT8 ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', schema: schema ?? 'public', close: () => db.destroy() };
}

/** True when an insert failed on a unique or primary key constraint, in either dialect. */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
