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

/** Days since 1970-01-01 (UTC) of a date, for gap arithmetic. */
const dayNumber = (v: YMD): number => Math.floor(Date.UTC(v.y, v.m - 1, v.d) / 86_400_000);

/** Gaps up to this many days between periods are tolerated (month-precision dates, moving days). */
export const COVERAGE_GAP_DAYS = 31;

/**
 * Whether periods (day numbers, end ≥ start, any order, overlaps allowed) together cover the window
 * [windowStart, windowEnd] with no gap longer than `tolerance` days: neither before the first period,
 * between two, nor after the last.
 */
export function coversWindow(periods: readonly (readonly [number, number])[], windowStart: number, windowEnd: number, tolerance = COVERAGE_GAP_DAYS): boolean {
  const sorted = periods.filter(([a, b]) => b >= windowStart && a <= windowEnd && b >= a).sort((x, y) => x[0] - y[0]);
  let reached = windowStart - 1; // covered through this day
  for (const [start, end] of sorted) {
    if (start - reached > tolerance + 1) return false;
    reached = Math.max(reached, end);
  }
  return windowEnd - reached <= tolerance;
}

/**
 * True when the periods of entries 1..n of `args.loop` together cover the last `args.years` (default 5)
 * years up to today, with no gap longer than COVERAGE_GAP_DAYS (31) days — at the beginning, between
 * entries or at the end. Entries may overlap and come in any order. Start dates under `args.from`, end
 * dates under `args.to` (templates with {i}); an end 'PRESENT'/'current', a missing end or no `args.to`
 * means today. An entry without a valid start date covers nothing.
 */
const coversYears: Predicate = (ctx, args) => {
  const asOf = parseDate(ctx.state.asOf);
  if (!asOf) return false;
  const count = ctx.loops[String(args.loop)] ?? 1;
  const today = dayNumber(asOf);
  const periods: [number, number][] = [];
  for (let i = 1; i <= count; i++) {
    const from = toDate(ctx.lookup(resolveKey(String(args.from), i)), asOf);
    if (!from) continue;
    const to = args.to === undefined ? asOf : (toDate(ctx.lookup(resolveKey(String(args.to), i)), asOf) ?? asOf);
    periods.push([dayNumber(from), dayNumber(to)]);
  }
  return coversWindow(periods, dayNumber(addYears(asOf, -Number(args.years ?? 5))), today);
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
