// Bootstrap of every pool thread (workers/pool.ts). Worker threads do not inherit vitest's transform
// and need not run under the tsx CLI, so this registers tsx in its own namespace and imports each task
// module (.ts) through it, once per thread. A task module's default export takes the payload.
import { register } from 'tsx/esm/api';

const tsx = register({ namespace: 'i129f-worker' });
/** @type {Map<string, Promise<{ default: (payload: unknown) => unknown }>>} */
const modules = new Map();

/** @param {{ url: string; payload: unknown }} task */
export default async function runTask({ url, payload }) {
  let mod = modules.get(url);
  if (!mod) {
    mod = tsx.import(url, import.meta.url);
    modules.set(url, mod);
    mod.catch(() => modules.delete(url));
  }
  const { default: run } = await mod;
  return run(payload);
}
