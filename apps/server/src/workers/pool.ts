import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { AppError, errorText, type Text } from '../http/errors.ts';
import { currentTaskOwner } from './task-owner.ts';

/**
 * CPU-heavy work (PDF generation, OCR) runs in a bounded pool of worker threads so that the event
 * loop keeps answering other requests. A task is a module whose default export takes a structured-
 * cloneable payload and returns a structured-cloneable result; it is named by a kind registered here.
 *
 *   const bytes = await runTask('pdf.fill', { values }, { timeoutMs: 20_000, signal });
 *
 * Limits: `threads` workers (default max(1, cores − 1), env WORKER_THREADS), at most `maxQueue` tasks
 * waiting (full → 503 BUSY with Retry-After), a per-task time limit (→ 503 TASK_TIMEOUT by default;
 * the worker running it is terminated and replaced), a heap per thread (`heapMb`: over it → 422), and at most
 * `perAccount` tasks of one account in the pool at once (its others wait in its own line: issue 23.1).
 */

export interface PoolOptions {
  /** Worker threads; default max(1, cores − 1). */
  threads?: number;
  /** Tasks waiting for a thread; default 64 (a double-clicked Generate, a batch of uploads wait rather than fail). */
  maxQueue?: number;
  /** Default time limit of a task in ms (runTask may pass its own); default 30 s. */
  timeoutMs?: number;
  /**
   * Tasks one account may have in the pool at once (running or queued for a thread); its further tasks wait in the
   * account's own line, outside the pool, so other accounts' tasks pass them. Default max(1, ⌊threads / 2⌋).
   */
  perAccount?: number;
  /** JavaScript heap of each worker thread in MB (Worker resourceLimits.maxOldGenerationSizeMb); over it the task fails 422. Default 512. */
  heapMb?: number;
}

export interface RunOptions {
  /** Time limit of this task (queue wait included); default the pool's. */
  timeoutMs?: number;
  /** Cancels the task (e.g. the client went away); a running task's worker is terminated. */
  signal?: AbortSignal;
  /** Status when the time limit is exceeded: 503 (server too slow, default) or 422 (this input is too heavy). */
  timeoutStatus?: 503 | 422;
  /** Message of the time-limit error shown to the user. */
  timeoutMessage?: Text;
  /** ArrayBuffers moved (not copied) into the worker. */
  transfer?: ArrayBuffer[];
  /** Whose task this is, for the per-account cap; default the request being served (task-owner.ts), none outside requests. */
  account?: string | null;
}

/**
 * The URL of a task module given by its source path relative to `base` (the caller's import.meta.url): the .ts source
 * when the caller runs from source (tsx, vitest), the compiled .js beside it when it runs from apps/server/dist.
 */
export const taskModule = (source: string, base: string): URL =>
  new URL(base.endsWith('.ts') ? source : source.replace(/\.ts$/, '.js'), base);

/** Task kinds → module URL (a module with a default export). Add a line for a new kind. */
const TASKS = new Map<string, URL>([
  ['pdf.generate', taskModule('../pdf/generate.task.ts', import.meta.url)],
  ['ocr.passport', taskModule('../extraction/passport.task.ts', import.meta.url)],
]);

/** Registers (or replaces) a task kind; e.g. a test's own task module. */
export const registerTask = (kind: string, module: URL): void => {
  TASKS.set(kind, module);
};

export const defaultThreads = (): number => Math.max(1, availableParallelism() - 1);

let options: Required<PoolOptions> | undefined;
let pool: Piscina | undefined;
let users = 0;
/** Tasks admitted and not yet settled (running + waiting); admission is counted here, exactly. */
let inFlight = 0;
/** Every runTask call not yet settled (account lines included): a drain waits for it to reach 0. */
let active = 0;
/** Set by drainWorkerPool (graceful shutdown): new tasks are refused (503); cleared when a new first user retains the pool. */
let draining = false;
const idleWaiters: Array<() => void> = [];
/** Told of every task that ran in a thread: its kind, seconds from hand-over to the pool until settled, and how it ended. */
export type TaskObserver = (kind: string, seconds: number, outcome: 'ok' | 'error') => void;
const observers = new Set<TaskObserver>();
/** Per account: tasks in the pool, and the tasks waiting for one of its places (each resolves when handed one). */
const accounts = new Map<string, { inPool: number; waiting: Array<() => void> }>();

const resolved = (o: PoolOptions = {}): Required<PoolOptions> => {
  const threads = Math.max(1, Math.floor(o.threads ?? defaultThreads()));
  return {
    threads,
    maxQueue: Math.max(0, Math.floor(o.maxQueue ?? 64)),
    timeoutMs: o.timeoutMs ?? 30_000,
    perAccount: Math.max(1, Math.floor(o.perAccount ?? threads / 2)),
    heapMb: Math.max(16, Math.floor(o.heapMb ?? 512)),
  };
};

/** Sets the limits used when the pool is next created (a running pool keeps its own until closed). */
export const configureWorkerPool = (o: PoolOptions): void => {
  options = resolved(o);
};

/**
 * sharp (the packet's photo reduction, packet/shrink-jpeg.ts) loaded in the main thread before any worker starts: on
 * glibc Linux its shared libraries must outlive the worker threads that use them (sharp's documentation, 'Worker
 * threads'), or a thread ending or terminated after a timeout may crash the process. Where it does not load, the
 * workers use the wasm decoder and nothing is needed here.
 */
function keepNativeLibrariesLoaded(): void {
  try {
    createRequire(import.meta.url)('sharp');
  } catch {
    // not available: see above
  }
}

const getPool = (): Piscina => {
  if (pool) return pool;
  options ??= resolved();
  keepNativeLibrariesLoaded();
  pool = new Piscina({
    filename: new URL('./worker.mjs', import.meta.url).href,
    // One thread stays (its parsed template and OCR engine warm); the others end after 10 idle minutes.
    minThreads: 1,
    maxThreads: options.threads,
    maxQueue: options.maxQueue + options.threads, // admission is counted in runTask; this is only a backstop
    idleTimeout: 600_000,
    concurrentTasksPerWorker: 1,
    // A task that outgrows its heap ends its thread (ERR_WORKER_OUT_OF_MEMORY), not the process; a new thread follows.
    resourceLimits: { maxOldGenerationSizeMb: options.heapMb },
  });
  return pool;
};

/**
 * A place in the pool for `account`: at once while it has fewer than `perAccount` tasks there, else after one of them
 * ends (first come, first served; the place is handed over, so nobody can slip in between). Its line is as long as
 * the pool's queue at most (→ 503 BUSY). Returns the release; rejects when `signal` aborts while waiting.
 */
async function placeFor(account: string, signal: AbortSignal): Promise<() => void> {
  const a = accounts.get(account) ?? { inPool: 0, waiting: [] };
  accounts.set(account, a);
  const release = () => {
    const next = a.waiting.shift();
    if (next) return next();
    a.inPool--;
    if (a.inPool === 0) accounts.delete(account);
  };
  if (a.inPool < options!.perAccount) {
    a.inPool++;
    return release;
  }
  if (a.waiting.length >= options!.maxQueue) throw busy();
  // Rejected as piscina rejects an aborted task, so runTask tells a time-out from a cancel the same way.
  const abortError = () => new DOMException('The operation was aborted', 'AbortError');
  if (signal.aborted) throw abortError();
  await new Promise<void>((resolve, reject) => {
    const handed = () => {
      signal.removeEventListener('abort', aborted);
      resolve();
    };
    const aborted = () => {
      a.waiting.splice(a.waiting.indexOf(handed), 1);
      reject(abortError());
    };
    a.waiting.push(handed);
    signal.addEventListener('abort', aborted, { once: true });
  });
  return release;
}

export class TaskTimeoutError extends Error {
  constructor(readonly kind: string, readonly ms: number) {
    super(`task ${kind} exceeded ${ms} ms`);
    this.name = 'TaskTimeoutError';
  }
}

/**
 * Runs a task in the pool. Throws AppError 503 BUSY (queue full), 503/422 on time-out, 422 when the task outgrew its
 * thread's heap, or the task's error. A task of an account that already has `perAccount` tasks in the pool waits in
 * that account's line first (the wait counts toward the time limit).
 */
export async function runTask<T = unknown>(kind: string, payload: unknown, o: RunOptions = {}): Promise<T> {
  const url = TASKS.get(kind);
  if (!url) throw new Error(`unknown worker task kind: ${kind}`);
  if (draining) throw shuttingDown();
  active++;
  try {
    return await runAdmitted<T>(kind, url, payload, o);
  } finally {
    active--;
    if (active === 0) for (const wake of idleWaiters.splice(0)) wake();
  }
}

async function runAdmitted<T>(kind: string, url: URL, payload: unknown, o: RunOptions): Promise<T> {
  const p = getPool();
  const timeoutMs = o.timeoutMs ?? options!.timeoutMs;
  const timer = AbortSignal.timeout(timeoutMs);
  const signal = o.signal ? AbortSignal.any([timer, o.signal]) : timer;
  const account = o.account === undefined ? currentTaskOwner() : (o.account ?? undefined);
  let release: (() => void) | undefined;
  let admitted = false;
  try {
    if (account !== undefined) release = await placeFor(account, signal);
    if (inFlight >= options!.threads + options!.maxQueue) throw busy();
    inFlight++;
    admitted = true;
    const started = performance.now();
    let outcome: 'ok' | 'error' = 'error';
    try {
      const result = (await p.run({ url: url.href, payload }, { signal, ...(o.transfer ? { transferList: o.transfer } : {}) })) as T;
      outcome = 'ok';
      return result;
    } finally {
      const seconds = (performance.now() - started) / 1000;
      for (const observe of observers) observe(kind, seconds, outcome);
    }
  } catch (e) {
    if (e instanceof Error && /^Task queue is at limit|^No task queue available/.test(e.message)) {
      throw busy();
    }
    if ((e as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
      const err = new AppError(422, 'VALIDATION_FAILED', o.timeoutStatus === 422 && o.timeoutMessage ? o.timeoutMessage : errorText('inputTooHeavy'), undefined, { reason: 'TASK_OUT_OF_MEMORY' });
      err.cause = e;
      throw err;
    }
    if (timer.aborted && isAbort(e)) {
      const status = o.timeoutStatus ?? 503;
      const message =
        o.timeoutMessage ?? errorText(status === 422 ? 'inputTooSlow' : 'busyMinute');
      const details = status === 422 ? { reason: 'TASK_TIMEOUT' } : { reason: 'TASK_TIMEOUT', retryAfter: 30 };
      const err = new AppError(status, status === 422 ? 'VALIDATION_FAILED' : 'BUSY', message, undefined, details);
      err.cause = new TaskTimeoutError(kind, timeoutMs);
      throw err;
    }
    throw e;
  } finally {
    if (admitted) inFlight--;
    release?.();
  }
}

const isAbort = (e: unknown) => e instanceof Error && (e.name === 'AbortError' || e.constructor?.name === 'AbortError');

/** 503 BUSY; the error handler sends `retryAfter` as the Retry-After header. */
export const busy = (retryAfterSeconds = 5): AppError =>
  new AppError(503, 'BUSY', errorText('busyShort'), undefined, { retryAfter: retryAfterSeconds });

/** 503 while the server shuts down: the task was not started (a client retries against the next instance). */
export const shuttingDown = (): AppError =>
  new AppError(503, 'BUSY', errorText('shuttingDown'), undefined, { retryAfter: 30, reason: 'SHUTTING_DOWN' });

/** Adds a task observer (metrics); returns its removal. */
export const observeTasks = (observer: TaskObserver): (() => void) => {
  observers.add(observer);
  return () => void observers.delete(observer);
};

/** Resolves once no task is running or waiting (at once when none is). */
const idle = (): Promise<void> => (active === 0 ? Promise.resolve() : new Promise((resolve) => idleWaiters.push(resolve)));

/**
 * Graceful shutdown: from now on runTask refuses new tasks (503 BUSY, 'the server is restarting'); resolves once the
 * tasks already started (running, queued or in an account's line) have settled. The pool stays up until released.
 */
export const drainWorkerPool = (): Promise<void> => {
  draining = true;
  return idle();
};

/** The pool takes tasks: retained by an app and not draining (threads start on demand; a dead thread is replaced). */
export const workerPoolState = (): 'ready' | 'draining' | 'closed' => (users === 0 ? 'closed' : draining ? 'draining' : 'ready');

/** One more user of the pool (an app); the pool closes when the last user releases it. */
export const retainWorkerPool = (o?: PoolOptions): void => {
  if (o && users === 0 && !pool) configureWorkerPool(o);
  // The first user of a closed pool (a new app in the same process, e.g. tests) starts without the last one's drain.
  if (users === 0) draining = false;
  users++;
};

export const releaseWorkerPool = async (): Promise<void> => {
  users = Math.max(0, users - 1);
  if (users > 0) return;
  // Draining (graceful shutdown): the started tasks finish first; closeWorkerPool ends them when the bound is reached.
  if (draining) await idle();
  if (users === 0) await closeWorkerPool();
};

/** Terminates every worker now (running tasks are rejected). */
export const closeWorkerPool = async (): Promise<void> => {
  const p = pool;
  pool = undefined;
  options = undefined;
  await p?.destroy();
};

/** Figures for logs and tests; `waitingForAccount`: tasks in the accounts' own lines (over their per-account cap). */
export const poolStats = () => ({
  threads: pool?.threads.length ?? 0,
  queued: pool?.queueSize ?? 0,
  inFlight,
  /** Admitted tasks handed to a thread (inFlight less those queued for one). */
  running: Math.max(0, inFlight - (pool?.queueSize ?? 0)),
  completed: pool?.completed ?? 0,
  waitingForAccount: [...accounts.values()].reduce((n, a) => n + a.waiting.length, 0),
});
