import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Distinct statements kept (queries with `in (…)` lists of varying length make new texts; the least recently used go). */
export const MAX_STATEMENTS = 500;

/**
 * better-sqlite3 as Kysely's SQLite database, with its prepared statements kept by SQL text. Kysely prepares every query
 * it runs, and SQLite compiling a statement costs more than running a small one: a save runs a dozen. A kept statement
 * is reused only through `all`/`run`, which finish before they return (SQLite re-prepares it by itself after a schema
 * change); nothing here streams (`iterate`), which would hold a statement busy.
 */
export function withStatementCache(sqlite: SQLite.Database, max = MAX_STATEMENTS): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      kept.clear();
      sqlite.close();
    },
    prepare(sql) {
      let stmt = kept.get(sql);
      if (stmt) kept.delete(sql);
      else stmt = sqlite.prepare(sql);
      kept.set(sql, stmt);
      if (kept.size > max) kept.delete(kept.keys().next().value!);
      return stmt;
    },
  };
}
