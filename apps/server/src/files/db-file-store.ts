import type { DbDialect } from '../db/connect.ts';
import type { Db } from '../db/schema.ts';
import { createFileStore } from './create-file-store.ts';
import type { FileStore } from './file-store.ts';

export { fileAad } from './files-table.ts';

/**
 * FileStore on the app database alone (SQLite or PostgreSQL): one row per file, bytes sealed with AES-256-GCM (the
 * keyring attached to `database`, see crypto/db-keyring.ts) in the row. The server's store is built from the
 * configuration instead (files/store-from-config.ts), which may write to object storage; this one suits scripts and
 * tests that never meet a file in object storage (such a row answers FileStorageError).
 */
export const createDbFileStore = (database: Db, now: () => number, dialect?: DbDialect): FileStore => createFileStore({ db: database, now, dialect });
