import { resolveKey } from './keys.ts';
import { PREDICATES, type PredicateContext } from './predicates.ts';
import type { Condition } from './types.ts';

const norm = (v: string | undefined) => (v ?? '').trim().toLowerCase();

/** Evaluates a condition tree. Keys may use {i}: the context's loop index. Pure. */
export function evaluate(cond: Condition, ctx: PredicateContext): boolean {
  if ('all' in cond) return cond.all.every((c) => evaluate(c, ctx));
  if ('any' in cond) return cond.any.some((c) => evaluate(c, ctx));
  if ('not' in cond) return !evaluate(cond.not, ctx);
  if ('pred' in cond) return PREDICATES[cond.pred](ctx, cond.args ?? {});
  const value = ctx.lookup(resolveKey(cond.key, ctx.index));
  if ('eq' in cond) return norm(value) === norm(cond.eq);
  if ('ne' in cond) return norm(value) !== norm(cond.ne);
  if ('in' in cond) return cond.in.some((v) => norm(v) === norm(value));
  return cond.known === (value !== undefined);
}

/** Every value key a condition reads (used to find branching answers). */
export function conditionKeys(cond: Condition | undefined, out: Set<string> = new Set()): Set<string> {
  if (!cond) return out;
  if ('all' in cond) cond.all.forEach((c) => conditionKeys(c, out));
  else if ('any' in cond) cond.any.forEach((c) => conditionKeys(c, out));
  else if ('not' in cond) conditionKeys(cond.not, out);
  else if ('pred' in cond) Object.values(cond.args ?? {}).forEach((v) => typeof v === 'string' && out.add(v));
  else out.add(cond.key);
  return out;
}
