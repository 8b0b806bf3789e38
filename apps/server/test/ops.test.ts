import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLine } from '../src/ops/log-format.ts';
import { registerTask, runTask } from '../src/workers/pool.ts';
import { addUser, addUserAndLogin, buildTestApp, call, type TestApp } from './helpers.ts';

/** Operations endpoints (issue 22.4): /healthz, /readyz, /metrics (ops/). SQLite, and PostgreSQL with DATABASE_URL. */

const TOKEN = 'metrics-token-0123456789abcdef';
const CLIENT = 'ana.ops@example.com';

registerTask('test.echo', new URL('../src/workers/test-tasks/echo.task.ts', import.meta.url));

/** /readyz once the template check has answered (its first parse, in the pool, may outlast one probe: 'loading'). */
async function readyWhenLoaded(t: TestApp) {
  for (;;) {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    if (res.json().checks.template !== 'loading') return res;
  }
}

const rowCount = async (t: TestApp, table: 'sessions' | 'audit_log') =>
  Number((await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(t.app.deps.db)).rows[0]!.n);

/** The value of one sample line of a Prometheus text answer (`name{labels} value`); undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const inside = line.slice(name.length + 1, line.lastIndexOf('}'));
    const got = Object.fromEntries([...inside.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => got[k] === v)) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe('health and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('/healthz answers 200 with no cookie, no session and no audit row', async () => {
    const before = { sessions: await rowCount(t, 'sessions'), audit: await rowCount(t, 'audit_log') };
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['set-cookie']).toBeUndefined();
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.headers['set-cookie']).toBeUndefined();
    await t.app.deps.background.idle();
    expect({ sessions: await rowCount(t, 'sessions'), audit: await rowCount(t, 'audit_log') }).toEqual(before);
  });

  it('/readyz answers 200 once the database answers, the template loads and the pool takes tasks', async () => {
    const res = await readyWhenLoaded(t);
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', template: 'ok', workers: 'ok' } });
    expect(res.statusCode).toBe(200);
  });

  it('/metrics is off by default: 404, with or without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const withToken = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(withToken.statusCode).toBe(404);
    expect(withToken.json().code).toBe('NOT_FOUND');
  });

  it('while draining: /readyz 503 shutting down, /healthz 200, an API request 503 with Connection: close', async () => {
    t.app.lifecycle.draining = true;
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().status).toBe('shutting down');
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      const api = await call(t.app, 'POST', '/api/login', { body: { username: CLIENT, password: 'x' }, xsrf: false });
      expect(api.statusCode).toBe(503);
      expect(api.headers.connection).toBe('close');
      expect(api.json()).toMatchObject({ code: 'BUSY', message: 'The server is restarting. Please try again in a minute.', reason: 'SHUTTING_DOWN' });
      expect(api.headers['retry-after']).toBe('30');
    } finally {
      t.app.lifecycle.draining = false;
    }
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('/readyz answers 503 naming the database when it does not answer (no error text, no stack)', async () => {
    const other = await buildTestApp();
    try {
      await other.app.deps.db.destroy();
      const res = await other.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'not ready', checks: { database: 'unreachable', workers: 'ok' } });
      expect(res.body).not.toMatch(/at .*\.ts|destroyed|Error/);
    } finally {
      await other.close();
    }
  });
});

describe('readiness without the template', () => {
  let t: TestApp;
  const missing = path.join('/nonexistent-ops-dir', 'i-129f.pdf');
  beforeAll(async () => {
    t = await buildTestApp({ config: { i129fTemplate: missing } });
  });
  afterAll(() => t.close());

  it('/readyz answers 503 naming the template check, without the path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    const body = res.json();
    expect(body.status).toBe('not ready');
    expect(body.checks.database).toBe('ok');
    expect(body.checks.template).toMatch(/^missing: .*I129F_TEMPLATE/);
    expect(res.body).not.toContain('nonexistent-ops-dir');
  });
});

describe('metrics behind METRICS_TOKEN', () => {
  let t: TestApp;
  let token: string;
  const metrics = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    return res.body;
  };
  const save = (changes: unknown, version: number) => call(t.app, 'POST', `/api/petition/changes/${CLIENT}`, { token, body: { version, changes } });

  beforeAll(async () => {
    t = await buildTestApp({ config: { metricsToken: TOKEN } });
    token = await addUserAndLogin(t, CLIENT);
    await addUser(t, 'other.ops@example.com');
  });
  afterAll(() => t.close());

  it('answers 401 without a token and with a wrong one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
    const notBearer = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: TOKEN } });
    expect(notBearer.statusCode).toBe(401);
    expect(none.body).not.toContain('i129f_');
  });

  it('counts petition saves by outcome and labels requests by route pattern, never by the email', async () => {
    const first = await save([{ type: 'journey', page: '/setup' }], 0);
    expect(first.statusCode, first.body).toBe(200);
    const second = await save([{ type: 'names', names: { petitionerFirstName: 'John' } }], first.json().version);
    expect(second.json().conflicts).toEqual([]);
    const third = await save([{ type: 'questionnaire', key: 'metInPerson', value: 'Yes' }], second.json().version);
    expect(third.json().conflicts).toEqual([]);
    // A device changing an answer it saw as another value than the stored one: a conflict (200, the change skipped).
    const clash = await save([{ type: 'edit', sectionId: 1, key: 'pet.email', input: 'j@example.com', expected: 'john@example.com' }], third.json().version);
    expect(clash.statusCode).toBe(200);
    expect(clash.json().conflicts).toHaveLength(1);
    // Refused: another client's petition (403), and a body that is not a list of changes (400).
    const foreign = await call(t.app, 'POST', '/api/petition/changes/other.ops@example.com', { token, body: { version: 0, changes: [] } });
    expect(foreign.statusCode).toBe(403);
    expect((await save('not a list', third.json().version)).statusCode).toBe(400);

    const text = await metrics();
    expect(sample(text, 'i129f_petition_saves_total', { outcome: 'ok' })).toBe(3);
    expect(sample(text, 'i129f_petition_saves_total', { outcome: 'conflict' })).toBe(1);
    expect(sample(text, 'i129f_petition_saves_total', { outcome: 'refused' })).toBe(2);
    expect(sample(text, 'i129f_http_request_duration_seconds_count', { method: 'POST', route: '/api/petition/changes/:email', status_class: '2xx' })).toBe(4);
    expect(sample(text, 'i129f_http_request_duration_seconds_count', { method: 'POST', route: '/api/petition/changes/:email', status_class: '4xx' })).toBe(2);
    expect(text).not.toContain('ana.ops');
    expect(text).not.toContain('example.com');
  });

  it('counts refused sign-ins by stage and reason', async () => {
    const wrong = await call(t.app, 'POST', '/api/login', { body: { username: CLIENT, password: 'wrong password 1' } });
    expect(wrong.statusCode).toBe(403);
    await call(t.app, 'POST', '/api/login', { body: { username: 'nobody.ops@example.com', password: 'wrong password 2' } });
    const text = await metrics();
    expect(sample(text, 'i129f_login_failures_total', { stage: 'password', reason: 'invalid_credentials' })).toBe(2);
  });

  it('reports the worker pool: gauges, and task time by kind and outcome', async () => {
    expect(await runTask<{ value: unknown }>('test.echo', { value: 7 })).toMatchObject({ value: 7 });
    await expect(runTask('test.echo', { value: 0, fail: 'broken' })).rejects.toThrow('broken');
    const text = await metrics();
    expect(sample(text, 'i129f_worker_task_duration_seconds_count', { kind: 'test.echo', outcome: 'ok' })).toBe(1);
    expect(sample(text, 'i129f_worker_task_duration_seconds_count', { kind: 'test.echo', outcome: 'error' })).toBe(1);
    for (const gauge of ['i129f_worker_pool_queued', 'i129f_worker_pool_waiting_for_account', 'i129f_worker_pool_running', 'i129f_worker_pool_threads']) {
      expect(text).toMatch(new RegExp(`^${gauge} \\d+$`, 'm'));
    }
    expect(text).toMatch(/^i129f_process_resident_memory_bytes \d+/m);
  });
});

describe('logs', () => {
  it('JSON lines keep credentials out: password, token and authorization are redacted', async () => {
    const lines: string[] = [];
    const t = await buildTestApp({ logger: undefined, logStream: { write: (line) => void lines.push(line) } });
    try {
      t.app.log.info({ body: { username: 'a@example.com', password: 'hunter2-secret' }, token: 'tok-secret', headers: { authorization: 'Bearer abc-secret' } }, 'probe line');
      const line = lines.find((l) => l.includes('probe line'))!;
      expect(JSON.parse(line)).toMatchObject({ msg: 'probe line', body: { password: '[redacted]' }, token: '[redacted]', headers: { authorization: '[redacted]' } });
      expect(line).not.toMatch(/hunter2|tok-secret|abc-secret/);
    } finally {
      await t.close();
    }
  });

  it('the readable format writes one line a record: time, level, request, message, other fields; an error with its stack', () => {
    const record = { level: 30, time: Date.UTC(2026, 0, 1, 12, 4, 5, 120), pid: 1, hostname: 'h', reqId: 'req-1', res: { statusCode: 200 }, responseTime: 3.2, msg: 'request completed', extra: 'x' };
    expect(formatLine(JSON.stringify(record))).toBe('12:04:05.120 INFO  [req-1] 200 3 ms request completed extra=x\n');
    const failed = formatLine(JSON.stringify({ level: 50, time: 0, msg: 'request failed', err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at f (x.ts:1:1)' } }));
    expect(failed).toBe('00:00:00.000 ERROR request failed\n    Error: boom\n        at f (x.ts:1:1)\n');
    expect(formatLine('not json')).toBe('not json\n');
  });
});
