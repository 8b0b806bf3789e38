import { PassThrough, type Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

export interface ZipEntry {
  name: string;
  /** Epoch ms. */
  mtime: number;
  /** true: deflate (JSON, PDFs); false: store (photos and scans are already compressed). */
  compress: boolean;
  /** Loaded when the entry is written: one file's bytes in memory at a time; undefined skips it. */
  bytes: () => Promise<Uint8Array | undefined>;
}

/** Bytes deflated per turn of the event loop (about 2 ms of work at level 6 on incompressible data). */
export const ZIP_CHUNK_BYTES = 64 * 1024;

const drained = (out: PassThrough) =>
  out.writableNeedDrain
    ? new Promise<void>((resolve) => {
        const done = () => {
          out.off('drain', done).off('close', done);
          resolve();
        };
        out.once('drain', done).once('close', done);
      })
    : Promise.resolve();

/**
 * A zip (fflate) as a Node stream — the clients' files archive and the account export — fed in ZIP_CHUNK_BYTES pieces with a yield to the event loop between
 * them, so a 20 MB upload never deflates in one blocking call; waits for the socket between pieces.
 * A failure after the headers went out cannot become an error answer: the stream is destroyed and logged.
 */
export function streamZip(entries: readonly ZipEntry[], log: { error(obj: unknown, msg: string): void }): Readable {
  const out = new PassThrough();
  const zip = new Zip((err, chunk, final) => {
    if (err) {
      out.destroy(err);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  const pump = async () => {
    for (const entry of entries) {
      if (out.destroyed) return;
      const bytes = await entry.bytes();
      if (!bytes) continue;
      const file = entry.compress ? new ZipDeflate(entry.name, { level: 6 }) : new ZipPassThrough(entry.name);
      file.mtime = entry.mtime;
      zip.add(file);
      if (bytes.length === 0) file.push(bytes, true);
      for (let at = 0; at < bytes.length; at += ZIP_CHUNK_BYTES) {
        if (out.destroyed) return;
        file.push(bytes.subarray(at, at + ZIP_CHUNK_BYTES), at + ZIP_CHUNK_BYTES >= bytes.length);
        await drained(out);
        await nextTurn();
      }
    }
    zip.end();
  };
  pump().catch((err: unknown) => {
    log.error({ err }, 'zip archive failed');
    zip.terminate();
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return out;
}
