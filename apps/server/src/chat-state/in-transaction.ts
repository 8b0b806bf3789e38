import type { Kysely, Transaction } from 'kysely';

/** Runs `fn` in a transaction: a new one, or the caller's when `db` already is one (Kysely does not nest them). */
export function inTransaction<DB, T>(db: Kysely<DB>, fn: (tx: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute((tx: Transaction<DB>) => fn(tx));
}
