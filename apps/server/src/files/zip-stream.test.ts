import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import { streamZip, ZIP_CHUNK_BYTES } from './zip-stream.ts';

const collect = async (s: Readable) => {
  const parts: Buffer[] = [];
  for await (const c of s) parts.push(c as Buffer);
  return new Uint8Array(Buffer.concat(parts));
};
const quietLog = { error: () => undefined };

describe('streamZip', () => {
  it('writes every entry byte for byte (deflated, stored, empty) and skips missing ones', async () => {
    const big = randomBytes(ZIP_CHUNK_BYTES * 3 + 17);
    const text = new TextEncoder().encode('{"a":1}\n'.repeat(5000));
    const zip = unzipSync(
      await collect(
        streamZip(
          [
            { name: 'files/scan.png', mtime: Date.UTC(2026, 0, 1), compress: false, bytes: async () => big },
            { name: 'account.json', mtime: Date.UTC(2026, 0, 1), compress: true, bytes: async () => text },
            { name: 'empty.txt', mtime: Date.UTC(2026, 0, 1), compress: true, bytes: async () => new Uint8Array(0) },
            { name: 'gone.pdf', mtime: Date.UTC(2026, 0, 1), compress: false, bytes: async () => undefined },
          ],
          quietLog,
        ),
      ),
    );
    expect(Object.keys(zip)).toEqual(['files/scan.png', 'account.json', 'empty.txt']);
    expect(Buffer.from(zip['files/scan.png']!).equals(big)).toBe(true);
    expect(Buffer.from(zip['account.json']!).equals(Buffer.from(text))).toBe(true);
    expect(zip['empty.txt']!.length).toBe(0);
  });

  it('gives the event loop a turn for every piece of a large file (other requests are answered in between)', async () => {
    const pieces = 16;
    const bytes = randomBytes(ZIP_CHUNK_BYTES * pieces);
    let turns = 0;
    let ticking = true;
    const tick = () => {
      turns++;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    await collect(streamZip([{ name: 'a.pdf', mtime: Date.UTC(2026, 0, 1), compress: true, bytes: async () => bytes }], quietLog));
    ticking = false;
    expect(turns).toBeGreaterThanOrEqual(pieces);
  });

  it('ends the stream with an error (and logs it) when reading a file fails', async () => {
    const logged: unknown[] = [];
    const stream = streamZip(
      [{ name: 'x', mtime: Date.UTC(2026, 0, 1), compress: false, bytes: () => Promise.reject(new Error('read failed')) }],
      { error: (obj) => void logged.push(obj) },
    );
    await expect(collect(stream)).rejects.toThrow('read failed');
    expect(logged).toHaveLength(1);
  });
});
