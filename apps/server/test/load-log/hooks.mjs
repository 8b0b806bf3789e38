// Module hooks of load-log/register.mjs: record each loaded URL, change nothing.
import { appendFileSync } from 'node:fs';

/** @type {import('node:module').LoadHook} */
export async function load(url, context, nextLoad) {
  if (process.env.LOAD_LOG) appendFileSync(process.env.LOAD_LOG, `${url}\n`);
  return nextLoad(url, context);
}
