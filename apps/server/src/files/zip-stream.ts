import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

export interface ZipEntry {
  name: string;
  /** Epoch ms, stored as the entry's modification time. */
  mtime: number;
  /** true: deflate; false: store (already-compressed images). */
  compress: boolean;
  /** Loaded only when the entry is written, so one file's bytes are in memory at a time; undefined skips it. */
  bytes: () => Promise<Uint8Array | undefined>;
}

/**
 * A zip archive (fflate, pure JS) as a Node stream, written entry by entry. A failure after the headers
 * went out cannot become an error answer: the stream is destroyed (the client sees a cut download) and logged.
 */
export function streamZip(entries: ZipEntry[], log: { error(obj: unknown, msg: string): void }): Readable {
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
      file.push(bytes, true);
      // Let the socket drain between files.
      if (out.writableNeedDrain) {
        await new Promise<void>((resolve) => {
          const done = () => {
            out.off('drain', done).off('close', done);
            resolve();
          };
          out.once('drain', done).once('close', done);
        });
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
