import { threadId } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.ts';
import { closeWorkerPool, configureWorkerPool, poolStats, registerTask, runTask } from './pool.ts';

registerTask('test.echo', new URL('./test-tasks/echo.task.ts', import.meta.url));
type Echo = { value: unknown; threadId: number };

describe('worker pool', () => {
  afterAll(closeWorkerPool);

  it('runs a TypeScript task in another thread and returns its result', async () => {
    await closeWorkerPool();
    configureWorkerPool({ threads: 1, maxQueue: 1, timeoutMs: 20_000 });
    const r = await runTask<Echo>('test.echo', { value: { a: [1, 'x'] } });
    expect(r.value).toEqual({ a: [1, 'x'] });
    expect(r.threadId).not.toBe(threadId);
  });

  it("passes the task's own error through", async () => {
    await expect(runTask('test.echo', { value: 1, fail: 'broken input' })).rejects.toThrow('broken input');
  });

  it('refuses with 503 BUSY when the thread and the queue are taken, and serves again after', async () => {
    const slow = runTask<Echo>('test.echo', { value: 'slow', spinMs: 1500 });
    const queued = runTask<Echo>('test.echo', { value: 'queued' });
    const refused = await runTask('test.echo', { value: 'third' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).statusCode).toBe(503);
    expect((refused as AppError).code).toBe('BUSY');
    expect((refused as AppError).details?.retryAfter).toBeGreaterThan(0);
    expect((await slow).value).toBe('slow');
    expect((await queued).value).toBe('queued');
  });

  it('stops a task over its time limit (503 or 422), terminates its worker, and the next task runs', async () => {
    const first = await runTask<Echo>('test.echo', { value: 0 });
    const over = await runTask('test.echo', { value: 'x', spinMs: 60_000 }, { timeoutMs: 300 }).catch((e: unknown) => e);
    expect(over).toBeInstanceOf(AppError);
    expect((over as AppError).statusCode).toBe(503);
    expect((over as AppError).details?.reason).toBe('TASK_TIMEOUT');
    const heavy = await runTask('test.echo', { value: 'x', spinMs: 60_000 }, { timeoutMs: 300, timeoutStatus: 422 }).catch((e: unknown) => e);
    expect((heavy as AppError).statusCode).toBe(422);
    const after = await runTask<Echo>('test.echo', { value: 'after' });
    expect(after.value).toBe('after');
    expect(after.threadId).not.toBe(first.threadId); // the runaway worker was replaced
  });

  it('a task that outgrows its thread’s heap fails 422 (the thread is replaced, the process lives), and the next task runs', async () => {
    await closeWorkerPool();
    configureWorkerPool({ threads: 1, maxQueue: 4, timeoutMs: 60_000, heapMb: 64 });
    expect((await runTask<Echo>('test.echo', { value: 'small', heapMb: 8 })).value).toBe(8);
    const over = await runTask('test.echo', { value: 'x', heapMb: 400 }).catch((e: unknown) => e);
    expect(over).toBeInstanceOf(AppError);
    expect((over as AppError).statusCode).toBe(422);
    expect((over as AppError).details?.reason).toBe('TASK_OUT_OF_MEMORY');
    expect((await runTask<Echo>('test.echo', { value: 'after' })).value).toBe('after');
  });

  it('one account’s tasks beyond its share wait in its own line: another account’s task asked for later runs before them', async () => {
    await closeWorkerPool();
    configureWorkerPool({ threads: 1, maxQueue: 4, timeoutMs: 60_000, perAccount: 1 });
    const order: string[] = [];
    const run = (label: string, account: string, spinMs: number) => runTask<Echo>('test.echo', { value: label, spinMs }, { account }).then((r) => void order.push(String(r.value)));
    const a = [run('a1', 'a', 300), run('a2', 'a', 300), run('a3', 'a', 300)];
    expect(poolStats().waitingForAccount).toBe(2);
    const b = run('b1', 'b', 0);
    await Promise.all([...a, b]);
    expect(order).toEqual(['a1', 'b1', 'a2', 'a3']);
    expect(poolStats().waitingForAccount).toBe(0);
  });

  it('a task waiting in its account’s line is cancelled by its signal and timed out by its limit; a full line is 503 BUSY', async () => {
    await closeWorkerPool();
    configureWorkerPool({ threads: 1, maxQueue: 2, timeoutMs: 60_000, perAccount: 1 });
    const first = runTask<Echo>('test.echo', { value: 'first', spinMs: 800 }, { account: 'a' });
    const ac = new AbortController();
    const cancelled = runTask('test.echo', { value: 'x' }, { account: 'a', signal: ac.signal }).catch((e: unknown) => e);
    const late = runTask('test.echo', { value: 'x' }, { account: 'a', timeoutMs: 100 }).catch((e: unknown) => e);
    const full = await runTask('test.echo', { value: 'x' }, { account: 'a' }).catch((e: unknown) => e);
    expect((full as AppError).code).toBe('BUSY');
    ac.abort();
    expect(await cancelled).toMatchObject({ name: 'AbortError' });
    expect(await late).toMatchObject({ statusCode: 503, details: { reason: 'TASK_TIMEOUT' } });
    expect(poolStats().waitingForAccount).toBe(0);
    expect((await first).value).toBe('first');
    // The line is free again.
    expect((await runTask<Echo>('test.echo', { value: 'again' }, { account: 'a' })).value).toBe('again');
  });

  it('cancels through the caller’s signal', async () => {
    const ac = new AbortController();
    const run = runTask('test.echo', { value: 'x', spinMs: 60_000 }, { signal: ac.signal });
    ac.abort();
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
  });
});
