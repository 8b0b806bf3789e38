import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/http/errors.ts';
import { drainWorkerPool, poolStats, registerTask, releaseWorkerPool, retainWorkerPool, runTask, workerPoolState } from '../src/workers/pool.ts';
import { startServerProcess, stopAll, type ServerProcess } from './server-process.ts';

/**
 * Graceful shutdown (issue 22.4, ops/shutdown.ts): the pool finishes started tasks and refuses new ones; the server
 * process, on SIGTERM, refuses new connections, finishes the request it is serving and exits 0 — or, past
 * SHUTDOWN_TIMEOUT_MS, cuts it and exits 1. The processes use SQLite in a temp folder.
 */

registerTask('test.echo', new URL('../src/workers/test-tasks/echo.task.ts', import.meta.url));

describe('worker pool drain', () => {
  it('finishes the started task, refuses new ones with 503, then closes', async () => {
    retainWorkerPool({ threads: 1, maxQueue: 4, timeoutMs: 20_000 });
    const slow = runTask<{ value: unknown }>('test.echo', { value: 'slow', spinMs: 1500 });
    expect(poolStats().inFlight).toBe(1);
    // Tasks in flight when the drain resolves: none (it waited for the running one).
    const drained = drainWorkerPool().then(() => poolStats().inFlight);
    expect(workerPoolState()).toBe('draining');
    const refused = await runTask('test.echo', { value: 'late' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ statusCode: 503, code: 'BUSY', message: 'The server is restarting. Please try again in a minute.' });
    expect((refused as AppError).details).toMatchObject({ reason: 'SHUTTING_DOWN', retryAfter: 30 });
    expect((await slow).value).toBe('slow');
    // The drain resolved only once the running task had settled.
    expect(await drained).toBe(0);
    await releaseWorkerPool();
    expect(workerPoolState()).toBe('closed');
    // A later first user starts a pool that takes tasks again.
    retainWorkerPool({ threads: 1, maxQueue: 4, timeoutMs: 20_000 });
    expect(workerPoolState()).toBe('ready');
    expect((await runTask<{ value: unknown }>('test.echo', { value: 'again' })).value).toBe('again');
    await releaseWorkerPool();
  });
});

const servers: ServerProcess[] = [];
const dirs: string[] = [];
afterAll(async () => {
  await stopAll(servers);
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'i129f-shutdown-'));
  dirs.push(dataDir);
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_FORMAT: 'json',
    WEB_DIST: path.join(dataDir, 'no-web-dist'),
    // The test's request sends its body in two parts with a pause between: no minimum body rate gets in the way.
    BODY_MIN_RATE: '1',
    BODY_TIMEOUT_MS: '600000',
    ...env,
  });
  servers.push(server);
  return server;
}

/** Resolves when `check()` holds, polling every 20 ms; rejects with `what` after `ms`. */
async function until(what: string, check: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** GET on a new connection: the status, or the connection error's code (ECONNREFUSED once the listener closed). */
function freshGet(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
  });
}

async function xsrfCookie(base: string): Promise<string> {
  const res = await fetch(`${base}/api/xsrf`);
  const cookie = /XSRF-TOKEN=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  if (!cookie) throw new Error('no XSRF cookie');
  return cookie;
}

/**
 * A sign-up whose body arrives in two parts: the headers and the first part are sent now; `finish()` sends the rest.
 * `response` resolves with the raw HTTP answer (or the error/close if the server cut the connection).
 */
async function slowSignUp(base: string, email: string) {
  const cookie = await xsrfCookie(base);
  const body = JSON.stringify({ email, fullName: 'Slow Client', password: 'Passw0rd!long', userType: 'CLIENT', parentEmail: '' });
  const { port } = new URL(base);
  const socket = net.connect(Number(port), '127.0.0.1');
  let answer = '';
  const response = new Promise<string>((resolve) => {
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => (answer += d));
    socket.on('close', () => resolve(answer));
    socket.on('error', () => resolve(answer));
  });
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  socket.write(
    `POST /api/user/register HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Cookie: XSRF-TOKEN=${cookie}\r\nX-XSRF-TOKEN: ${cookie}\r\n\r\n${body.slice(0, 20)}`,
  );
  return { response, finish: () => socket.write(body.slice(20)), socket };
}

describe('graceful shutdown of the server process', () => {
  it('SIGTERM: new connections are refused, the running request completes (200) and the process exits 0', { timeout: 120_000 }, async () => {
    const server = await start({ SHUTDOWN_TIMEOUT_MS: '60000' });
    expect(await freshGet(`${server.url}/readyz`)).not.toBe('ECONNREFUSED');
    const upload = await slowSignUp(server.url, 'slow.shutdown@example.com');
    await until('the sign-up request has reached the server', () => /incoming request[^\n]*\/api\/user\/register|\/api\/user\/register[^\n]*incoming request/.test(server.output()));

    process.kill(server.pid, 'SIGTERM');
    await until('the server logs its shutdown', () => server.output().includes('SIGTERM: shutting down'));
    // The listener closes: a new connection is refused while the sign-up is still open.
    await until('new connections are refused', async () => (await freshGet(`${server.url}/healthz`)) === 'ECONNREFUSED');

    upload.finish();
    const answer = await upload.response;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('"email":"slow.shutdown@example.com"');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain('shutdown: clean');
  });

  it('past SHUTDOWN_TIMEOUT_MS the open request is cut and the process exits 1', { timeout: 120_000 }, async () => {
    const server = await start({ SHUTDOWN_TIMEOUT_MS: '1000' });
    const upload = await slowSignUp(server.url, 'never.finished@example.com');
    await until('the sign-up request has reached the server', () => /incoming request[^\n]*\/api\/user\/register|\/api\/user\/register[^\n]*incoming request/.test(server.output()));
    process.kill(server.pid, 'SIGTERM');
    // The body never completes: the server closes the connection at the bound without an answer.
    expect(await upload.response).toBe('');
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(server.output()).toContain('shutdown: forced');
  });
});
