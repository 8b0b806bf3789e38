import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './server-process.ts';

/**
 * Issue 22.2: the compiled server (apps/server/scripts/build.mjs, what `npm start` runs) needs no TypeScript loader.
 * It is built into a folder of its own beside src/, started with plain node and a hook that records every module
 * loaded in the process and its worker threads; it must answer, run a worker task (the form edition check at start),
 * and have loaded no .ts file and nothing of tsx or esbuild.
 */
const SERVER = fileURLToPath(new URL('..', import.meta.url));
const BUILD = path.join(SERVER, 'scripts/build.mjs');
const LOAD_LOG_HOOK = fileURLToPath(new URL('./load-log/register.mjs', import.meta.url));
const out = fs.mkdtempSync(path.join(SERVER, '.build-test-'));
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'i129f-compiled-'));
let server: ServerProcess | undefined;

const runBuild = (...args: string[]) => spawnSync(process.execPath, [BUILD, '--out', out, ...args], { encoding: 'utf8', timeout: 120_000 });

/** Polls `check` until true or `ms` pass; false on time-out. */
async function waitFor(check: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
  return true;
}

beforeAll(() => {
  const built = runBuild();
  expect(built.status, built.stderr).toBe(0);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(out, { recursive: true, force: true });
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('compiled server', { timeout: 120_000 }, () => {
  it('starts with plain node, answers and runs a worker task without loading any TypeScript', async () => {
    // A one-field form: the edition check (a pool task) reports it as a different edition, which is logged.
    const doc = await PDFDocument.create();
    doc.getForm().createTextField('only.field').addToPage(doc.addPage());
    const template = path.join(tmp, 'form.pdf');
    fs.writeFileSync(template, await doc.save());
    const loadLog = path.join(tmp, 'loaded.txt');

    server = await startServerProcess(
      { DATA_DIR: path.join(tmp, 'data'), DATABASE_URL: '', I129F_TEMPLATE: template, LOAD_LOG: loadLog, WEB_DIST: path.join(tmp, 'no-web') },
      60_000,
      ['--import', LOAD_LOG_HOOK, path.join(out, 'server.js')],
    );
    const xsrf = await fetch(`${server.url}/api/xsrf`);
    expect(xsrf.status).toBe(200);
    expect((await xsrf.json()) as unknown).toMatchObject({ xsrfToken: expect.stringMatching(/^\S{20,}$/) });

    const checked = await waitFor(() => /I-129F template edition|edition check failed/.test(server!.output()), 60_000);
    expect(checked, server.output()).toBe(true);
    expect(server.output()).toContain('I-129F template edition unknown differs from the mapped edition');

    const loaded = fs.readFileSync(loadLog, 'utf8').split('\n').filter(Boolean);
    const file = (p: string) => pathToFileURL(path.join(out, p)).href;
    expect(loaded).toContain(file('server.js'));
    expect(loaded).toContain(file('pdf/edition.task.js')); // only a pool thread imports it (through workers/worker.mjs)
    expect(loaded).toContain(file('node_modules/@i129f/petition/index.js'));
    expect(loaded.filter((u) => /\.[cm]?tsx?$/.test(new URL(u).pathname))).toEqual([]);
    expect(loaded.filter((u) => /\/node_modules\/(tsx|esbuild|@esbuild)\//.test(u))).toEqual([]);
    const sources = ['apps/server/src/', 'packages/petition/src/'].map((p) => pathToFileURL(path.join(SERVER, '../..', p)).href);
    expect(loaded.filter((u) => sources.some((s) => u.startsWith(s)))).toEqual([]);
  });

  it('--if-stale rebuilds only when a source is newer than the last build', () => {
    const stamp = path.join(out, '.build-stamp');
    const tomorrow = new Date(Date.now() + 86_400_000);
    fs.utimesSync(stamp, tomorrow, tomorrow); // as if built after every source was last saved (others edit the tree)
    const fresh = runBuild('--if-stale');
    expect(fresh.status, fresh.stderr).toBe(0);
    expect(fresh.stderr).not.toContain('Server compiled');
    fs.utimesSync(stamp, new Date(0), new Date(0)); // as if built before every source was last saved
    const stale = runBuild('--if-stale');
    expect(stale.status, stale.stderr).toBe(0);
    expect(stale.stderr).toMatch(/Server compiled: \d+ modules/);
    expect(fs.statSync(stamp).mtimeMs).toBeGreaterThan(0);
  });

  it('refuses an output folder that is not directly inside apps/server (paths relative to the code would be wrong)', () => {
    const r = spawnSync(process.execPath, [BUILD, '--out', path.join(tmp, 'dist')], { encoding: 'utf8', timeout: 60_000 });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('the output folder must be directly inside');
    expect(fs.existsSync(path.join(tmp, 'dist'))).toBe(false);
  });
});
