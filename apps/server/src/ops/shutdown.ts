import type { FastifyInstance } from 'fastify';
import { AppError, errorText } from '../http/errors.ts';
import { closeWorkerPool, drainWorkerPool } from '../workers/pool.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** draining: a graceful shutdown has begun (new requests 503, /readyz 503 'shutting down'). */
    lifecycle: { draining: boolean };
  }
}

/**
 * While draining (shutDown, or any app.close()), a request that reaches the app (on a connection opened before the
 * listener closed) is answered 503 with Connection: close, except the operations endpoints. Call right after
 * Fastify(), with return503OnClosing off so these requests get the JSON body, Retry-After and the security headers
 * rather than Fastify's bare 503.
 */
export function registerDrainGuard(app: FastifyInstance): void {
  app.decorate('lifecycle', { draining: false });
  // Any app.close() drains too (not only shutDown): what arrives while the server closes gets the 503 below.
  app.addHook('preClose', async () => {
    app.lifecycle.draining = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!app.lifecycle.draining || request.routeOptions.config?.probe) return;
    void reply.header('connection', 'close');
    throw new AppError(503, 'BUSY', errorText('shuttingDown'), undefined, { retryAfter: 30, reason: 'SHUTTING_DOWN' });
  });
}

export interface ShutdownOptions {
  app: FastifyInstance;
  /** After it, open connections are closed and running worker tasks ended (SHUTDOWN_TIMEOUT_MS). */
  timeoutMs: number;
  /** What started it, for the log. */
  reason: string;
}

/**
 * Graceful shutdown: the listener closes (new connections are refused), requests already running finish, the worker
 * pool refuses new tasks (503) and finishes the started ones, then the database and mail transport close. Past
 * `timeoutMs` the open connections are cut and the pool terminated. Resolves 'clean' or 'forced'; never rejects.
 */
export async function shutDown({ app, timeoutMs, reason }: ShutdownOptions): Promise<'clean' | 'forced'> {
  app.lifecycle.draining = true;
  app.log.info(`${reason}: shutting down (running requests and worker tasks get ${timeoutMs} ms)`);
  let forced = false;
  const bound = setTimeout(() => {
    forced = true;
    app.log.warn(`shutdown: still busy after ${timeoutMs} ms; closing the open connections and ending the worker tasks`);
    app.server.closeAllConnections();
    void closeWorkerPool();
  }, timeoutMs);
  bound.unref();
  // Node closes the connections idle when the listener closes; one that turns idle later (its request was running then)
  // would stay open for its keep-alive time and hold the shutdown. Not `Connection: close` on those answers: a request
  // pipelined behind one would be dropped unanswered instead of getting the 503.
  const reap = setInterval(() => app.server.closeIdleConnections(), 250);
  reap.unref();
  // Started tasks are awaited by the app's onClose (releaseWorkerPool waits for a draining pool); this only stops new ones.
  void drainWorkerPool();
  try {
    await app.close();
  } catch (err) {
    forced = true;
    app.log.error({ err }, 'shutdown: closing the app failed');
  } finally {
    clearTimeout(bound);
    clearInterval(reap);
  }
  app.log.info(forced ? 'shutdown: forced' : 'shutdown: clean');
  return forced ? 'forced' : 'clean';
}

/**
 * SIGTERM/SIGINT → shutDown, then exit 0 (clean) or 1 (forced). A second signal, or an app that has still not closed
 * a few seconds past the bound (a hook that hangs), exits 1 at once.
 */
export function exitOnSignals(app: FastifyInstance, timeoutMs: number, exit: (code: number) => void = (code) => process.exit(code)): void {
  let started = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (started) {
        app.log.warn(`${signal} again: exiting now`);
        exit(1);
        return;
      }
      started = true;
      setTimeout(() => {
        app.log.error('shutdown: the app did not close after its bound; exiting');
        exit(1);
      }, timeoutMs + 5_000).unref();
      void shutDown({ app, timeoutMs, reason: signal }).then((outcome) => exit(outcome === 'clean' ? 0 : 1));
    });
  }
}
