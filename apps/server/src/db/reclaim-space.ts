import { sql } from 'kysely';
import type { DbDialect } from './connect.ts';
import type { Db } from './schema.ts';

/**
 * What SQLite leaves of deleted rows (issue 23.3). SQLite does not overwrite what it deletes: an account's email,
 * name and file names stayed readable in `app.db`, its `-wal` and every later backup. Three things together:
 * - `secure_delete = ON` (db/connect.ts, every connection): deleted content is overwritten with zeros, on b-tree
 *   pages and on pages that go to the freelist;
 * - `auto_vacuum = INCREMENTAL` (useIncrementalVacuum at start): the freed pages can be given back to the file system;
 * - after an account is deleted, reclaimFreedPages: the free pages are cut off the file and the WAL is checkpointed
 *   and truncated, so the old page images it still held (the values before the delete) are gone too.
 * PostgreSQL keeps dead tuples until VACUUM makes their space reusable (the bytes stay until overwritten): see
 * docs/security.md.
 */

/**
 * Switches a SQLite database to incremental auto-vacuum with one VACUUM: instant on a new file, a rewrite of the whole
 * file on an existing one (once, at the first start with this version; ≈ 1 s per 200 MB). Returns whether existing
 * data was rewritten. No-op on PostgreSQL and on a database already switched.
 */
export async function useIncrementalVacuum(db: Db, dialect: DbDialect): Promise<boolean> {
  if (dialect !== 'sqlite') return false;
  const mode = Number((await sql<{ auto_vacuum: number }>`PRAGMA auto_vacuum`.execute(db)).rows[0]?.auto_vacuum ?? 0);
  if (mode === 2) return false;
  const tables = Number((await sql<{ n: number }>`SELECT count(*) AS n FROM sqlite_master`.execute(db)).rows[0]?.n ?? 0);
  await sql`PRAGMA auto_vacuum = INCREMENTAL`.execute(db);
  // Also on a new file: after journal_mode=WAL the setting alone did not stick; VACUUM of an empty file is instant.
  await sql`VACUUM`.execute(db);
  return tables > 0;
}

export interface Reclaimed {
  /** Free pages before (all given back to the file system when the database uses incremental auto-vacuum). */
  freePages: number;
  /** The WAL checkpoint completed and the -wal file was truncated to zero bytes. */
  walTruncated: boolean;
}

/**
 * After a deletion (outside any transaction): gives the free pages back (`incremental_vacuum`) and checkpoints the WAL
 * into the database, truncating the -wal file. Cost: the pages freed and the WAL's pages (≤ ~4 MB with SQLite's
 * automatic checkpoints), not the database's size. No-op on PostgreSQL.
 */
export async function reclaimFreedPages(db: Db, dialect: DbDialect): Promise<Reclaimed | undefined> {
  if (dialect !== 'sqlite') return undefined;
  const freePages = Number((await sql<{ freelist_count: number }>`PRAGMA freelist_count`.execute(db)).rows[0]?.freelist_count ?? 0);
  if (freePages > 0) await sql`PRAGMA incremental_vacuum`.execute(db);
  // Another connection's checkpoint in progress (db/wal-checkpoints.ts runs them from a worker) makes this one
  // answer busy at once: try again shortly, without holding the event loop.
  for (let attempt = 0; attempt < 40; attempt++) {
    const checkpoint = (await sql<{ busy: number; log: number }>`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db)).rows[0];
    if (Number(checkpoint?.busy ?? 1) === 0) return { freePages, walTruncated: true };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return { freePages, walTruncated: false };
}
