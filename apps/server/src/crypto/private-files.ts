import fs from 'node:fs';
import path from 'node:path';

/** Owner-only modes for everything under DATA_DIR: directories 0700, files 0600. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates `dir` (and missing parents) and sets it to 0700, also when it existed with a wider mode. */
export function ensurePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  fs.chmodSync(dir, PRIVATE_DIR_MODE);
}

/** Sets an existing file to 0600; a missing file is fine (e.g. a -wal not created yet). */
export function restrictFile(file: string): void {
  try {
    fs.chmodSync(file, PRIVATE_FILE_MODE);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
}

/**
 * Writes `file` with mode 0600 from its creation on (never readable by others, not even briefly).
 * Written to a temporary file first, so the file appears whole. exclusive: fail with EEXIST when it exists
 * (two processes creating it at once: one wins); otherwise it is renamed over the old one.
 */
export function writePrivateFile(file: string, data: string | Uint8Array, o: { exclusive?: boolean } = {}): void {
  const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${Date.now()}.tmp`);
  fs.writeFileSync(tmp, data, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
  fs.chmodSync(tmp, PRIVATE_FILE_MODE);
  try {
    // link() fails with EEXIST instead of replacing; either way the file appears whole.
    if (o.exclusive) fs.linkSync(tmp, file);
    else fs.renameSync(tmp, file);
  } finally {
    if (o.exclusive) fs.rmSync(tmp, { force: true });
  }
}
