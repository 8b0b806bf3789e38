import { addYears, dateKey, parseDate, type YMD } from '../validators/date.ts';
import { resolveKey } from './keys.ts';
import type { InterviewState } from './types.ts';

/** What a named predicate sees. */
export interface PredicateContext {
  readonly state: InterviewState;
  /** The current section's loop indices. */
  readonly loops: Readonly<Record<string, number>>;
  /** Current loop index of the step being evaluated. */
  readonly index: number | undefined;
  lookup(key: string): string | undefined;
}

type Args = Readonly<Record<string, string | number>>;
export type Predicate = (ctx: PredicateContext, args: Args) => boolean;

function toDate(value: string | undefined, asOf: YMD): YMD | null {
  if (!value) return null;
  if (/^(present|current)$/i.test(value)) return asOf;
  return parseDate(value);
}

/**
 * True when the entries 1..n of `args.loop` (dates under `args.from` / `args.to`, templates with {i})
 * reach back at least `args.years` (default 5) from today: the earliest start date is on or before
 * today minus that many years. A missing or invalid start date counts as not covering.
 */
const coversYears: Predicate = (ctx, args) => {
  const asOf = parseDate(ctx.state.asOf);
  if (!asOf) return false;
  const count = ctx.loops[String(args.loop)] ?? 1;
  const limit = dateKey(addYears(asOf, -Number(args.years ?? 5)));
  let earliest = Infinity;
  for (let i = 1; i <= count; i++) {
    const from = toDate(ctx.lookup(resolveKey(String(args.from), i)), asOf);
    if (from) earliest = Math.min(earliest, dateKey(from));
  }
  return earliest <= limit;
};

/** True when the loop's current index has reached `args.count` (a number or a key holding one). */
const loopReached: Predicate = (ctx, args) => {
  const target = typeof args.count === 'number' ? args.count : Number(ctx.lookup(String(args.count)) ?? 0);
  return (ctx.loops[String(args.loop)] ?? 1) >= target;
};

/** True when the date under `args.key` is within `args.years` years before today. */
const withinYears: Predicate = (ctx, args) => {
  const asOf = parseDate(ctx.state.asOf);
  const v = parseDate(ctx.lookup(resolveKey(String(args.key), ctx.index)) ?? '');
  return !!asOf && !!v && dateKey(v) >= dateKey(addYears(asOf, -Number(args.years ?? 2)));
};

/** Registry of named predicates usable in conditions as `{ pred: name, args }`. */
export const PREDICATES = {
  coversYears,
  loopReached,
  withinYears,
} as const satisfies Record<string, Predicate>;

export type PredicateName = keyof typeof PREDICATES;
