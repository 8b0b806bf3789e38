import { threadId } from 'node:worker_threads';

/** Test task: echoes its payload after `spinMs` of busy CPU (a runaway task when large), or after holding `heapMb` of JavaScript heap. */
export default function echo(payload: { value: unknown; spinMs?: number; fail?: string; heapMb?: number }): { value: unknown; threadId: number } {
  if (payload.fail) throw new Error(payload.fail);
  const held: number[][] = [];
  // ≈ 1 MB of heap each (131,072 doubles), kept alive until the task ends.
  for (let i = 0; i < (payload.heapMb ?? 0); i++) held.push(new Array<number>(131_072).fill(i + 0.5));
  const until = Date.now() + (payload.spinMs ?? 0);
  while (Date.now() < until) {
    // busy: blocks this worker thread, never the main one
  }
  return { value: held.length ? held.length : payload.value, threadId };
}
