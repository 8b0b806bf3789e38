import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { checkTemplateEdition } from '../pdf/edition.ts';
import { resolveTemplate } from '../pdf/resolve-template.ts';
import { workerPoolState } from '../workers/pool.ts';
import { PROBE_ROUTE } from './probe-route.ts';

/** How long a readiness check may take: a database that does not answer within it is not reachable. */
const CHECK_TIMEOUT_MS = 2_000;

export type CheckResult = 'ok' | string;
export interface Readiness {
  status: 'ready' | 'not ready' | 'shutting down';
  /** objectStorage: only when S3_URL is set (the bucket holding files). */
  checks: { database: CheckResult; template: CheckResult; workers: CheckResult; objectStorage?: CheckResult };
}

/** `work`'s answer, or `late` when it has not settled within `ms`. */
async function within<T>(work: Promise<T>, ms: number, late: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(late), ms)));
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function checkDatabase(app: FastifyInstance): Promise<CheckResult> {
  const query = sql`select 1 as one`.execute(app.deps.db).then(
    () => 'ok',
    (err: unknown) => {
      app.log.warn({ code: (err as { code?: unknown }).code ?? 'unknown' }, 'readiness: the database query failed');
      return 'unreachable';
    },
  );
  return within(query, CHECK_TIMEOUT_MS, `no answer within ${CHECK_TIMEOUT_MS / 1000} s`);
}

/** The S3_URL bucket answers (HEAD bucket); the log gets what failed, the probe a short word. */
async function checkObjectStorage(app: FastifyInstance): Promise<CheckResult | undefined> {
  const objects = app.deps.objects;
  if (!objects) return undefined;
  const answer = objects.check().then(
    () => 'ok',
    (err: unknown) => {
      app.log.warn({ err }, 'readiness: the object storage did not answer');
      return 'unreachable';
    },
  );
  return within(answer, CHECK_TIMEOUT_MS, `no answer within ${CHECK_TIMEOUT_MS / 1000} s`);
}

/**
 * The blank I-129F exists and parses: its edition check (pdf/edition.ts, in the pool, once per path and process) has
 * answered. Another edition than the mapped one is still ready (the form loaded; generation alone answers 503 and the
 * start-up log names the difference), so one form update does not take every instance out of the load balancer.
 */
async function checkTemplate(app: FastifyInstance): Promise<CheckResult> {
  if (workerPoolState() !== 'ready') return 'skipped (the worker pool parses it)';
  let path: string;
  try {
    path = resolveTemplate({ configured: app.deps.config.i129fTemplate });
  } catch {
    return 'missing: the blank I-129F was not found (set I129F_TEMPLATE; the start-up log names the places looked in)';
  }
  // A template that failed to parse is tried again after a minute, not on every probe (a success is kept by checkTemplateEdition).
  const failed = unreadableAt.get(path);
  if (failed !== undefined && Date.now() - failed < RETRY_UNREADABLE_MS) return UNREADABLE;
  const report = checkTemplateEdition(path).then(
    () => 'ok',
    (err: unknown) => {
      app.log.error({ err }, 'readiness: the I-129F template could not be parsed');
      unreadableAt.set(path, Date.now());
      return UNREADABLE;
    },
  );
  return within(report, CHECK_TIMEOUT_MS, 'loading');
}

const UNREADABLE = 'unreadable: the blank I-129F could not be parsed (see the log)';
const RETRY_UNREADABLE_MS = 60_000;
const unreadableAt = new Map<string, number>();

const checkWorkers = (): CheckResult => {
  const state = workerPoolState();
  return state === 'ready' ? 'ok' : state;
};

/** The three checks, run together; each is bounded. */
export async function readiness(app: FastifyInstance): Promise<Readiness> {
  if (app.lifecycle.draining) return { status: 'shutting down', checks: { database: 'skipped', template: 'skipped', workers: checkWorkers() } };
  const [database, template, objectStorage] = await Promise.all([checkDatabase(app), checkTemplate(app), checkObjectStorage(app)]);
  const checks = { database, template, workers: checkWorkers(), ...(objectStorage ? { objectStorage } : {}) };
  return { status: Object.values(checks).every((c) => c === 'ok') ? 'ready' : 'not ready', checks };
}

/**
 * GET /healthz: the process is up and its event loop answers (200, nothing else is touched).
 * GET /readyz: 200 when the database answers, the template loads, the worker pool takes tasks and (S3_URL set) the
 * bucket answers; else 503 naming the failed check. Neither needs a session or writes anything; both stay outside /api.
 */
export function registerHealthRoutes(app: FastifyInstance): void {
  app.get('/healthz', PROBE_ROUTE, async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', PROBE_ROUTE, async (_request, reply) => {
    const result = await readiness(app);
    return reply.status(result.status === 'ready' ? 200 : 503).header('cache-control', 'no-store').send(result);
  });
}
