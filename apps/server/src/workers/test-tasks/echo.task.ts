import { threadId } from 'node:worker_threads';

/** Test task: echoes its payload after `spinMs` of busy CPU (a runaway task when large). */
export default function echo(payload: { value: unknown; spinMs?: number; fail?: string }): { value: unknown; threadId: number } {
  if (payload.fail) throw new Error(payload.fail);
  const until = Date.now() + (payload.spinMs ?? 0);
  while (Date.now() < until) {
    // busy: blocks this worker thread, never the main one
  }
  return { value: payload.value, threadId };
}
