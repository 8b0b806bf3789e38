import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';
import { sqliteDriverPath } from './sqlite-driver.ts';

/** How often the worker checkpoints; and the WAL size past which it waits for a quiet moment to empty the WAL. */
export const CHECKPOINT_EVERY_MS = 250;
export const WAL_TRUNCATE_BYTES = 256 * 1024 * 1024;
/** The WAL file is cut back to this size whenever SQLite restarts it (journal_size_limit: no lock, no wait). */
export const WAL_KEEP_BYTES = 64 * 1024 * 1024;

// CommonJS run by the worker (eval): its own connection to the file; PASSIVE never waits for the writer or readers.
// PASSIVE cannot rewind a WAL that keeps being appended to while it copies, so past WAL_TRUNCATE_BYTES a TRUNCATE
// (waits up to busy_timeout for the writer, then empties the file) bounds it under sustained writes; below that the
// writer's journal_size_limit keeps the file small.
const WORKER_SOURCE = `
const fs = require('node:fs');
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 2000');
const walSize = () => { try { return fs.statSync(workerData.file + '-wal').size; } catch { return 0; } };
const checkpoint = () => {
  try {
    db.pragma(walSize() > workerData.truncateBytes ? 'wal_checkpoint(TRUNCATE)' : 'wal_checkpoint(PASSIVE)');
  } catch {
    // SQLITE_BUSY (a TRUNCATE that waited for the writer in vain): the next tick tries again.
  }
};
const timer = setInterval(checkpoint, workerData.everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort.close();
});
`;

/**
 * Checkpoints of a WAL database, off the event loop. SQLite's automatic checkpoint runs inside the commit that takes the
 * WAL past 1000 pages: it copies them into the database file and fsyncs both, synchronously (better-sqlite3), every few
 * dozen saves of a petition — tens of milliseconds on a busy disk, for every request waiting behind it. Here the
 * connection's automatic checkpoints are off and a worker thread with its own connection checkpoints every
 * CHECKPOINT_EVERY_MS. If the worker fails, the automatic checkpoints are switched on again. `stop` checkpoints once more
 * and ends the worker.
 */
export function checkpointInWorker(sqlite: SQLite.Database, file: string): { stop: () => Promise<void> } {
  sqlite.pragma('wal_autocheckpoint = 0');
  // A TRUNCATE checkpoint holds the write lock while it works: a save meanwhile waits in SQLite's busy handler, which
  // sleeps on the event loop (the saves bench's p99 went from ≈ 39 to ≈ 77 ms when it ran every tick past 64 MB).
  // The WAL is kept small without it: SQLite cuts the file back to WAL_KEEP_BYTES each time it restarts the WAL after
  // a complete PASSIVE checkpoint; TRUNCATE is the last resort for a WAL that never gets a quiet moment.
  sqlite.pragma(`journal_size_limit = ${WAL_KEEP_BYTES}`);
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, driver: sqliteDriverPath, everyMs: CHECKPOINT_EVERY_MS, truncateBytes: WAL_TRUNCATE_BYTES } });
  worker.unref();
  let stopped = false;
  const fallBack = () => {
    if (!stopped && sqlite.open) sqlite.pragma('wal_autocheckpoint = 1000');
  };
  worker.on('error', fallBack);
  worker.on('exit', fallBack);
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    stop: () => {
      if (!stopped) {
        stopped = true;
        worker.ref(); // the caller waits for the last checkpoint: keep the process alive until the worker ends
        worker.postMessage('stop');
      }
      return exited;
    },
  };
}
