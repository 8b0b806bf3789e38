#!/usr/bin/env node
// Compiles the server to plain JavaScript (issue 22.2): `node apps/server/dist/server.js` runs it with no TypeScript
// loader. Every .ts file of src/ (tests excepted) becomes one .js file at the same place under dist/, so the paths a
// module finds beside itself (import.meta.url: the repository root, task modules, mailing-info.json) stay right; .json
// and .mjs files are copied. The engine package (packages/petition/src) is compiled into dist/node_modules/@i129f/petition
// with a package.json whose exports map its `.ts` subpaths to the `.js` files, so `@i129f/petition/x.ts` imports work
// unchanged. esbuild transforms one file at a time (types stripped, `./x.ts` imports rewritten to `./x.js`); nothing
// is bundled, every import stays an import. It checks no types: `npm run typecheck` does.
//
//   node apps/server/scripts/build.mjs              build apps/server/dist
//   node apps/server/scripts/build.mjs --if-stale   only if a source is newer than the last build
//   node apps/server/scripts/build.mjs --out DIR    build into DIR, a folder directly inside apps/server (tests)
//
// The build is written into a temporary folder beside the output and renamed into place, so a failed build leaves
// the previous one whole. Progress goes to stderr: a CLI command run after an on-demand build keeps a clean stdout.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = path.resolve(SERVER, '../..');
const SERVER_SRC = path.join(SERVER, 'src');
const PETITION_SRC = path.join(ROOT, 'packages/petition/src');
/** Written last, with the build's start time as its mtime: a source saved during the build makes it stale. */
const STAMP = '.build-stamp';
/** What the build reads: a change to any of these makes the output stale. */
export const SERVER_SOURCES = [SERVER_SRC, PETITION_SRC, fileURLToPath(import.meta.url), path.join(SERVER, 'tsconfig.json'), path.join(ROOT, 'tsconfig.base.json')];
export const DEFAULT_OUT = path.join(SERVER, 'dist');

const isTest = (file) => /\.test\.tsx?$/.test(file) || file.split(path.sep).includes('test-tasks');

/** Files under `dir` (relative paths), recursively. */
function filesUnder(dir) {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

/** Newest modification time under a file or folder (0 if it does not exist); folders count (a deleted file). */
export function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) max = Math.max(max, newest(path.join(p, entry)));
  return max;
}

/** True when `out` holds no complete build or a source changed after the build started. */
export function isStale(out = DEFAULT_OUT) {
  const builtAt = newest(path.join(out, STAMP));
  return builtAt === 0 || !fs.existsSync(path.join(out, 'server.js')) || Math.max(...SERVER_SOURCES.map(newest)) > builtAt;
}

/**
 * esbuild resolves nothing here: a relative `.ts` import becomes the `.js` file beside it, every other import (packages,
 * node:, `@i129f/petition/…`, .mjs) is left as written for Node to resolve at run time.
 */
const keepImports = {
  name: 'keep-imports',
  setup(b) {
    b.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      if (/^\.\.?\//.test(args.path) && args.path.endsWith('.ts')) return { path: args.path.replace(/\.ts$/, '.js'), external: true };
      if (/^\.\.?\//.test(args.path) && args.path.endsWith('.json')) {
        throw new Error(`${args.importer}: import of ${args.path}; read it at run time (new URL(…, import.meta.url)) — it is copied, not bundled`);
      }
      return { path: args.path, external: true };
    });
  },
};

/** The engine package as Node sees it under dist/node_modules: `@i129f/petition/x.ts` → `./x.js`. */
const PETITION_PACKAGE = {
  name: '@i129f/petition',
  private: true,
  type: 'module',
  exports: { '.': './index.js', './*.ts': './*.js' },
};

/** Compiles the server and the engine package into `out` (replacing it). Returns the number of modules compiled. */
export async function buildServer(out = DEFAULT_OUT) {
  out = path.resolve(out);
  // Same depth as src/: src/env.ts finds the repository root at '../../..', and so must dist/env.js.
  if (path.dirname(out) !== SERVER) throw new Error(`the output folder must be directly inside ${SERVER}: ${out}`);
  const startedAt = new Date();
  const tmp = fs.mkdtempSync(path.join(SERVER, `.build-${path.basename(out)}-`));
  try {
    const petition = 'node_modules/@i129f/petition';
    // `out`: the output path relative to the output folder, without extension.
    const sources = (dir, outDir) =>
      filesUnder(dir).filter((f) => f.endsWith('.ts') && !isTest(f)).map((f) => ({ in: path.join(dir, f), out: path.join(outDir, f.replace(/\.ts$/, '')) }));
    const entries = [...sources(SERVER_SRC, '.'), ...sources(PETITION_SRC, petition)];
    await build({
      entryPoints: entries,
      outdir: tmp,
      bundle: true, // with every import external (keepImports): one module in, one module out
      plugins: [keepImports],
      platform: 'node',
      format: 'esm',
      target: 'node20.19',
      sourcemap: 'linked',
      logLevel: 'warning',
    });
    for (const f of filesUnder(SERVER_SRC).filter((f) => /\.(json|mjs)$/.test(f) && !isTest(f))) {
      fs.mkdirSync(path.dirname(path.join(tmp, f)), { recursive: true });
      fs.copyFileSync(path.join(SERVER_SRC, f), path.join(tmp, f));
    }
    fs.writeFileSync(path.join(tmp, petition, 'package.json'), `${JSON.stringify(PETITION_PACKAGE, null, 2)}\n`);
    fs.writeFileSync(path.join(tmp, STAMP), `${startedAt.toISOString()}\n`);
    fs.utimesSync(path.join(tmp, STAMP), startedAt, startedAt);
    // Swap: the old build is moved aside (not deleted in place), so the output is never half written.
    const old = `${tmp}-old`;
    if (fs.existsSync(out)) fs.renameSync(out, old);
    fs.renameSync(tmp, out);
    fs.rmSync(old, { recursive: true, force: true });
    return entries.length;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const outAt = args.indexOf('--out');
  const out = outAt >= 0 ? path.resolve(args[outAt + 1] ?? '') : DEFAULT_OUT;
  if (args.includes('--if-stale') && !isStale(out)) process.exit(0);
  const t0 = performance.now();
  try {
    const n = await buildServer(out);
    console.error(`Server compiled: ${n} modules → ${path.relative(process.cwd(), out) || '.'} (${Math.round(performance.now() - t0)} ms)`);
  } catch (err) {
    console.error(`The server build failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}
