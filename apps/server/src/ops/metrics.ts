import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { toAppError } from '../http/error-handler.ts';
import { notFound } from '../http/errors.ts';
import { observeTasks, poolStats } from '../workers/pool.ts';
import { PROBE_ROUTE } from './probe-route.ts';

/**
 * Prometheus metrics at GET /metrics (issue 22.4), one registry per app (tests build several apps in a process).
 * METRICS_TOKEN unset: off — /metrics answers 404 and nothing is counted. Set: `Authorization: Bearer <token>` is
 * required (401 otherwise; compared in constant time). Route labels are Fastify's route patterns
 * (/api/petition/changes/:email), never a requested URL: URLs name accounts and files.
 */

/** Which routes feed the save and login counters: method + route pattern → counter. */
const SAVE_ROUTE = 'POST /api/petition/changes/:email';
const LOGIN_ROUTES: Record<string, 'password' | 'second_factor'> = {
  'POST /api/login': 'password',
  'POST /api/login/two-factor/verify': 'second_factor',
};
export const COUNTED_ROUTES = [SAVE_ROUTE, ...Object.keys(LOGIN_ROUTES)];

/** Requests whose save skipped changes another device had made first (a 200 with conflicts). */
const conflicted = new WeakSet<FastifyRequest>();
/** The petition save route tells of a 200 that carried conflicts: counted as outcome 'conflict'. */
export const noteSaveConflicts = (request: FastifyRequest): void => void conflicted.add(request);

/** The error code a request ended with (set in onError, read in onResponse). */
const errorCodes = new WeakMap<FastifyRequest, string>();

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

function sameToken(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry, prefix: 'i129f_' });
  const requestSeconds = new Histogram({
    name: 'i129f_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers,
  });
  const saves = new Counter({
    name: 'i129f_petition_saves_total',
    help: 'Petition saves (POST /api/petition/changes/:email) by outcome: ok, conflict (another device changed the same answers first) or refused',
    labelNames: ['outcome'] as const,
    registers,
  });
  const loginFailures = new Counter({
    name: 'i129f_login_failures_total',
    help: 'Refused sign-ins by stage (password, second_factor) and error code',
    labelNames: ['stage', 'reason'] as const,
    registers,
  });
  const taskSeconds = new Histogram({
    name: 'i129f_worker_task_duration_seconds',
    help: 'Worker-pool task time (waiting for a thread included) by task kind and outcome',
    labelNames: ['kind', 'outcome'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers,
  });
  const poolGauge = (name: string, help: string, read: (s: ReturnType<typeof poolStats>) => number) =>
    new Gauge({ name, help, registers, collect() { this.set(read(poolStats())); } });
  poolGauge('i129f_worker_pool_queued', 'Tasks waiting for a worker thread', (s) => s.queued);
  poolGauge('i129f_worker_pool_waiting_for_account', "Tasks waiting in their account's own line (over its per-account cap)", (s) => s.waitingForAccount);
  poolGauge('i129f_worker_pool_running', 'Tasks running in a worker thread', (s) => s.running);
  poolGauge('i129f_worker_pool_threads', 'Worker threads alive', (s) => s.threads);
  return { registry, requestSeconds, saves, loginFailures, taskSeconds };
}

/** GET /metrics, and (token set) the hooks that count. Call before the routes are registered. */
export function registerMetrics(app: FastifyInstance, token: string | undefined): void {
  if (!token) {
    app.get('/metrics', PROBE_ROUTE, async () => {
      throw notFound();
    });
    return;
  }
  const m = createMetrics();
  app.addHook('onClose', async () => stopObserving());
  const stopObserving = observeTasks((kind, seconds, outcome) => m.taskSeconds.observe({ kind, outcome }, seconds));

  app.addHook('onError', async (request, _reply, error) => {
    errorCodes.set(request, toAppError(error).code);
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    m.requestSeconds.observe({ method: request.method, route, status_class: statusClass(status) }, reply.elapsedTime / 1000);
    const key = `${request.method} ${route}`;
    const code = errorCodes.get(request);
    if (key === SAVE_ROUTE) {
      const outcome = status < 300 ? (conflicted.has(request) ? 'conflict' : 'ok') : code === 'VERSION_CONFLICT' || code === 'BUSY' ? 'conflict' : 'refused';
      m.saves.inc({ outcome });
    }
    const stage = LOGIN_ROUTES[key];
    if (stage && status >= 400 && status < 500) m.loginFailures.inc({ stage, reason: (code ?? 'BAD_REQUEST').toLowerCase() });
  });

  app.get('/metrics', PROBE_ROUTE, async (request, reply) => {
    const auth = request.headers.authorization;
    const given = typeof auth === 'string' && auth.startsWith('Bearer ') ? auth.slice(7) : '';
    if (!sameToken(given, token)) {
      return reply.status(401).header('www-authenticate', 'Bearer realm="metrics"').type('application/json; charset=utf-8').send({ error: 'Unauthorized', code: 'METRICS_TOKEN', message: 'GET /metrics needs Authorization: Bearer <METRICS_TOKEN>.' });
    }
    return reply.type(m.registry.contentType).send(await m.registry.metrics());
  });
}
