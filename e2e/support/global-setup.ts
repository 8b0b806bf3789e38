import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Address of the real server serving the built web app, e.g. http://127.0.0.1:41234 */
    baseUrl: string;
    /** The server's DATA_DIR (the mail outbox is DATA_DIR/outbox). */
    dataDir: string;
  }
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitUntilUp(url: string, server: ChildProcess, log: () => string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode != null) throw new Error(`server exited with ${server.exitCode}:\n${log()}`);
    try {
      const response = await fetch(`${url}/api/xsrf`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer at ${url} within ${timeoutMs} ms:\n${log()}`);
}

/**
 * Builds the web app, compiles the server (what `npm start` runs: plain node, no TypeScript loader), starts it on a free
 * port with a fresh DATA_DIR, and shares its address.
 */
export default async function setup(project: TestProject) {
  // Vitest sets NODE_ENV=test, which would make Vite build React's development bundle.
  // Each run builds into its own folder, so two runs (or a developer's `npm start`) never see a half-written build.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'i129f-e2e-'));
  const webDist = path.join(dataDir, 'web');
  const web = path.join(ROOT, 'apps/web');
  const env = { ...process.env, NODE_ENV: 'production' };
  const build = spawnSync(path.join(ROOT, 'node_modules/.bin/vite'), ['build', '--outDir', webDist, '--emptyOutDir'], { cwd: web, encoding: 'utf8', env });
  if (build.status !== 0) throw new Error(`web build failed:\n${build.stdout}\n${build.stderr}`);
  const sizes = spawnSync('node', ['scripts/print-sizes.mjs', webDist], { cwd: web, encoding: 'utf8' });
  if (sizes.status !== 0) throw new Error(`web bundle check failed:\n${sizes.stdout}\n${sizes.stderr}`);

  // The compiled server goes into a folder of this run beside apps/server/src (the build requires that place).
  const serverDist = mkdtempSync(path.join(ROOT, 'apps/server/.build-e2e-'));
  const compiled = spawnSync(process.execPath, ['apps/server/scripts/build.mjs', '--out', serverDist], { cwd: ROOT, encoding: 'utf8' });
  if (compiled.status !== 0) {
    rmSync(serverDist, { recursive: true, force: true });
    throw new Error(`server build failed:\n${compiled.stderr}`);
  }

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const server = spawn(process.execPath, [path.join(serverDist, 'server.js')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST: webDist, PUBLIC_URL: baseUrl, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitUntilUp(baseUrl, server, () => output.slice(-4000));

  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);

  return async () => {
    if (server.exitCode == null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => {
        const timer = setTimeout(() => {
          server.kill('SIGKILL');
          resolve(null);
        }, 5000);
        server.once('exit', () => {
          clearTimeout(timer);
          resolve(null);
        });
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(serverDist, { recursive: true, force: true });
  };
}
