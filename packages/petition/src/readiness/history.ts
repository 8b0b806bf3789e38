import { formatDate } from '../validators/date.ts';
import { COVERAGE_GAP_DAYS } from '../engine/predicates.ts';
import { addYears, dateOrPresent, dayOf, parseDate, type YMD } from './dates.ts';
import { question } from './locate.ts';
import { finding, word, type RuleId } from './finding.ts';
import type { Finding, ReadinessInput, ReadinessRule, TextRef } from './types.ts';

/** A 5-year history kept as a loop of answers (addresses, employers). */
interface History {
  readonly rule: 'pet-address' | 'ben-address' | 'pet-employment' | 'ben-employment';
  /** Loop prefix: entry i lives under `${prefix}.${i}.` */
  readonly prefix: string;
  readonly startPart: string;
  readonly endPart: string;
  /** Whose history: params of readiness.history.<rule>.who ('your addresses', 'the addresses of Olga' …). */
  readonly whose: (input: ReadinessInput) => TextRef['params'];
  /** Only checked when this answer key holds 'Yes' (employment); always when omitted. */
  readonly onlyIf?: string;
}

interface Period { readonly index: number; readonly start: number; readonly end: number }

const DAY_MS = 86_400_000;
const show = (day: number) => {
  const d = new Date(day * DAY_MS);
  return formatDate({ y: d.getUTCFullYear(), m: d.getUTCMonth() + 1, d: d.getUTCDate() });
};

function periodsOf(h: History, answers: Readonly<Record<string, string>>, today: YMD): Period[] {
  const out: Period[] = [];
  for (let i = 1; answers[`${h.prefix}.${i}.${h.startPart}`] !== undefined; i++) {
    const start = parseDate(answers[`${h.prefix}.${i}.${h.startPart}`] ?? '');
    const end = dateOrPresent(answers[`${h.prefix}.${i}.${h.endPart}`] ?? 'PRESENT', today);
    if (start && end) out.push({ index: i, start: dayOf(start), end: dayOf(end) });
  }
  return out;
}

/** Gaps longer than COVERAGE_GAP_DAYS in the 5 years before filing, and overlaps longer than that between entries. */
function checkHistory(h: History, input: ReadinessInput): Finding[] {
  const { answers } = input.state;
  if (h.onlyIf && answers[h.onlyIf] !== 'Yes') return [];
  const filing = parseDate(input.filingDate);
  if (!filing) return [];
  const windowStart = dayOf(addYears(filing, -5));
  const windowEnd = dayOf(filing);
  const periods = periodsOf(h, answers, filing).sort((a, b) => a.start - b.start);
  const who = word(`history.${h.rule}.who`, h.whose(input));
  const whoStart = word(`history.${h.rule}.whoStart`, h.whose(input));
  const findings: Finding[] = [];
  const key = (i: number, part: string) => `${h.prefix}.${i}.${part}`;
  // Overlaps are expected (two jobs at once): reported as warnings, gaps as errors either way.
  const gap = `${h.rule}-gap` as const satisfies RuleId;
  const overlap = `${h.rule}-overlap` as const satisfies RuleId;

  if (periods.length === 0) {
    const first = key(1, h.startPart);
    return [finding(gap, 'error', question(first), { wording: 'none', params: { who, filing: input.filingDate } })];
  }
  let reached = windowStart - 1;
  let reachedBy: Period | undefined;
  for (const p of periods) {
    if (p.end < windowStart) continue;
    if (p.start - reached > COVERAGE_GAP_DAYS + 1) {
      findings.push(finding(gap, 'error', question(key(p.index, h.startPart)), { params: { who: whoStart, from: show(reached + 1), to: show(p.start - 1) } }));
    }
    if (reachedBy && reached - p.start + 1 > COVERAGE_GAP_DAYS) {
      const params = { who: whoStart, from: show(Math.max(p.start, windowStart)), to: show(Math.min(reached, p.end)), first: reachedBy.index, second: p.index };
      findings.push(finding(overlap, 'warning', question(key(p.index, h.startPart)), { params }));
    }
    if (p.end > reached) {
      reached = p.end;
      reachedBy = p;
    }
  }
  if (windowEnd - reached > COVERAGE_GAP_DAYS) {
    const lastEntry = reachedBy ?? periods[periods.length - 1]!;
    findings.push(finding(gap, 'error', question(key(lastEntry.index, h.endPart)), { wording: 'end', params: { who: whoStart, date: show(reached), filing: input.filingDate } }));
  }
  return findings;
}

/** The beneficiary's first name, or 'the beneficiary' in the reader's language. */
const benName = (input: ReadinessInput): TextRef['params'] => ({
  name: input.state.names.beneficiaryFirstName || input.state.answers['ben.name.given'] || word('words.beneficiary'),
});

const HISTORIES: readonly History[] = [
  { rule: 'pet-address', prefix: 'pet.address', startPart: 'from', endPart: 'to', whose: () => undefined },
  { rule: 'ben-address', prefix: 'ben.address', startPart: 'from', endPart: 'to', whose: benName },
  { rule: 'pet-employment', prefix: 'pet.employer', startPart: 'start', endPart: 'end', onlyIf: 'pet.employment.has', whose: () => undefined },
  { rule: 'ben-employment', prefix: 'ben.employer', startPart: 'start', endPart: 'end', onlyIf: 'ben.employment.has', whose: benName },
];

/** Address and employment histories: gaps and overlaps in the 5 years before filing. */
export const historyRule: ReadinessRule = (input) => {
  // A history only counts once its section was reached (no findings for sections not yet started).
  return HISTORIES.filter((h) => Object.keys(input.state.answers).some((k) => k.startsWith(`${h.prefix}.`) || k === h.onlyIf)).flatMap((h) => checkHistory(h, input));
};
