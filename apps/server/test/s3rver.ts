import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { parseS3Url, type S3Settings } from '../src/files/s3-url.ts';

export interface LocalS3 {
  /** An S3_URL for the bucket (its own prefix per call of `settings`). */
  url: (prefix?: string) => string;
  settings: (prefix?: string) => S3Settings;
  port: number;
  /** Stops the server (a later `start` brings it back on the same port and folder). */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export const BUCKET = 'i129f-files';

/**
 * s3rver (a fake S3 in Node, files in a temp folder) on a free loopback port with one bucket. It accepts any
 * credentials; the URL carries some anyway (`S3RVER` is its own pair).
 */
export async function startLocalS3(): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'i129f-s3rver-'));
  const make = (port: number) => new S3rver({ port, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: BUCKET }] });
  let server = make(0);
  const { port } = (await server.run()) as { port: number };
  let running = true;
  const url = (prefix = '') => `s3://S3RVER:S3RVER@127.0.0.1:${port}/${BUCKET}${prefix ? `/${prefix}` : ''}?tls=false`;
  return {
    url,
    settings: (prefix) => parseS3Url(url(prefix)),
    port,
    async stop() {
      if (running) await server.close();
      running = false;
    },
    async start() {
      if (running) return;
      server = make(port);
      await server.run();
      running = true;
    },
    async close() {
      if (running) await server.close();
      running = false;
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
