import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import SQLite, { SQLITE_DRIVER, sqliteDriverPath } from './sqlite-driver.ts';

const nodeMajor = Number(process.versions.node.split('.')[0]);
const driverVersion = (): string => createRequire(import.meta.url)(`${SQLITE_DRIVER}/package.json`).version;

/**
 * Issue 22.1: on Node 24, better-sqlite3 12 aborts the process ('RemoveEnvironmentCleanupHook … (env) != nullptr')
 * when statements are finalized outside a JavaScript context — worker threads that end, an idle GC. The driver is
 * chosen by Node version; `.ci/node24` runs this file on Node 24 (with 12 there, the child below dies with SIGABRT
 * every time: 5 of 5 runs).
 */
describe('the SQLite driver for this Node', () => {
  it('is better-sqlite3 13 (Node-API) on Node 22 and later, 12 on Node 20', () => {
    expect(SQLITE_DRIVER).toBe(nodeMajor >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3');
    expect(Number(driverVersion().split('.')[0])).toBe(nodeMajor >= 22 ? 13 : 12);
    const db = new SQLite(':memory:');
    expect(db.prepare('select 1 + 1 as two').get()).toEqual({ two: 2 });
    db.close();
  });

  it('survives statements finalized by worker threads that end and by a GC outside any request', () => {
    const script = `
      const { Worker } = require('node:worker_threads');
      const driver = ${JSON.stringify(sqliteDriverPath)};
      const work = "const SQLite = require(" + JSON.stringify(driver) + "); const db = new SQLite(':memory:'); for (let i = 0; i < 2000; i++) db.prepare('select ' + i).get();";
      let ended = 0;
      const next = () => new Worker(work, { eval: true }).on('exit', () => (++ended < 20 ? next() : (global.gc(), global.gc(), console.log('ended ' + ended))));
      next();
      eval(work);
      setTimeout(() => global.gc(), 50);
    `;
    const child = spawnSync(process.execPath, ['--expose-gc', '-e', script], { encoding: 'utf8', timeout: 120_000 });
    expect({ signal: child.signal, status: child.status, stderr: child.stderr.split('\n').slice(0, 3).join('\n') }).toEqual({ signal: null, status: 0, stderr: '' });
    expect(child.stdout.trim()).toBe('ended 20');
  });
});
