#!/usr/bin/env node
// `npm start`: build the web app and compile the server if either is missing or older than its sources, then run
// the compiled server with plain node — no TypeScript loader (migrations run at start). Data lives in ./data unless
// DATA_DIR says otherwise.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newest } from '../apps/server/scripts/build.mjs';
import { offerForms } from './fetch-forms.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist/index.html');
const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/public', 'packages/petition/src'];

const builtAt = fs.existsSync(dist) ? fs.statSync(dist).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map((s) => newest(path.join(root, s))));
if (builtAt === 0 || builtAt < sourcesAt) {
  console.log(builtAt === 0 ? 'Building the web app…' : 'Web app sources changed: rebuilding…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('The web app build failed; not starting the server.');
    process.exit(build.status ?? 1);
  }
}

// The server compiled to plain JavaScript in apps/server/dist (apps/server/scripts/build.mjs; prints when it builds).
const compile = spawnSync(process.execPath, [path.join(root, 'apps/server/scripts/build.mjs'), '--if-stale'], { cwd: root, stdio: 'inherit' });
if (compile.status !== 0) {
  console.error('The server build failed; not starting the server.');
  process.exit(compile.status ?? 1);
}

// No blank I-129F / G-1145 found (no setting, nothing in data/forms): offer `npm run fetch-forms` (asks at a terminal).
await offerForms({ root });

const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data') },
});
// SIGHUP: the server re-reads its data keys (docs/server.md#data-keys-and-rotation).
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
