#!/usr/bin/env node
// `npm run dev`: Vite dev server (web, proxies /api to :3000) and `tsx watch` (server) together.
// WEB_PORT overrides Vite's port. Either one exiting, Ctrl+C or SIGTERM stops both (each runs in its own process group).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const env = { ...process.env, DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data') };

const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'apps/server/src/server.ts'], { cwd: root, env, stdio: 'inherit', detached: true }),
  spawn(bin('vite'), process.env.WEB_PORT ? ['--port', process.env.WEB_PORT] : [], { cwd: path.join(root, 'apps/web'), env, stdio: 'inherit', detached: true }),
];

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 500).unref();
}

for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0));
process.on('exit', () => {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});
