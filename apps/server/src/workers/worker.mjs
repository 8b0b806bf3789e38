// Bootstrap of every pool thread (workers/pool.ts). A task module's default export takes the payload; each module is
// imported once per thread. Compiled (apps/server/dist, `npm start`) the task modules are .js and load with a plain
// import: no TypeScript loader. From source (vitest, `npm run dev`) they are .ts: worker threads do not inherit
// vitest's transform and need not run under the tsx CLI, so tsx is registered in its own namespace, on the first .ts
// task only, and imports them.
/** @type {{ import(url: string, parent: string): Promise<any> } | undefined} */
let tsx;
/** @type {Map<string, Promise<{ default: (payload: unknown) => unknown }>>} */
const modules = new Map();

/** @param {string} url */
async function load(url) {
  if (!url.endsWith('.ts')) return import(url);
  tsx ??= (await import('tsx/esm/api')).register({ namespace: 'i129f-worker' });
  return tsx.import(url, import.meta.url);
}

/** @param {{ url: string; payload: unknown }} task */
export default async function runTask({ url, payload }) {
  let mod = modules.get(url);
  if (!mod) {
    mod = load(url);
    modules.set(url, mod);
    mod.catch(() => modules.delete(url));
  }
  const { default: run } = await mod;
  return run(payload);
}
