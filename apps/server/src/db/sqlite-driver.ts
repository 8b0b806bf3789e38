import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

/**
 * The better-sqlite3 build this Node can run (issue 22.1). On Node 22 and 24 it is better-sqlite3 13
 * (`better-sqlite3-napi`, an alias): a Node-API module, one build for every Node version. better-sqlite3 12 is built
 * on Node's own ObjectWrap, whose destructor on Node 24 calls RemoveEnvironmentCleanupHook, which aborts the process
 * ('(env) != nullptr') when a garbage-collected statement is finalized outside a JavaScript context (an idle GC, a
 * worker thread ending). On Node 20, where better-sqlite3 13 crashes (it requires Node 22), it is better-sqlite3 12.
 * Every module opens SQLite through this one.
 */
export const SQLITE_DRIVER = Number(process.versions.node.split('.')[0]) >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3';

const require = createRequire(import.meta.url);

/** The driver's path, for a worker thread that opens the same driver. */
export const sqliteDriverPath: string = require.resolve(SQLITE_DRIVER);

// Both versions have the same JavaScript API (Database, prepare, pragma, backup, serialize …).
const SQLite: typeof BetterSqlite3 = require(SQLITE_DRIVER);
export default SQLite;
