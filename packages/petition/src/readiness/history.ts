import { formatDate } from '../validators/date.ts';
import { COVERAGE_GAP_DAYS } from '../engine/predicates.ts';
import { addYears, dateOrPresent, dayOf, parseDate, type YMD } from './dates.ts';
import { question } from './locate.ts';
import type { Finding, ReadinessInput, ReadinessRule } from './types.ts';

/** A 5-year history kept as a loop of answers (addresses, employers). */
interface History {
  readonly rule: string;
  /** Loop prefix: entry i lives under `${prefix}.${i}.` */
  readonly prefix: string;
  readonly startPart: string;
  readonly endPart: string;
  /** 'your addresses', 'Olga's employment' … */
  readonly what: (input: ReadinessInput) => string;
  /** Only checked when this answer key holds 'Yes' (employment); always when omitted. */
  readonly onlyIf?: string;
  /** Overlaps are expected (two jobs at once): reported as warnings, gaps as errors either way. */
  readonly overlapWhy: string;
  readonly gapWhy: string;
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
  const who = h.what(input);
  const findings: Finding[] = [];
  const key = (i: number, part: string) => `${h.prefix}.${i}.${part}`;

  if (periods.length === 0) {
    const first = key(1, h.startPart);
    return [{ rule: `${h.rule}-gap`, severity: 'error', message: `No dates are given for ${who}: the 5 years before ${input.filingDate} are not covered.`, why: h.gapWhy, fix: question(first) }];
  }
  let reached = windowStart - 1;
  let reachedBy: Period | undefined;
  for (const p of periods) {
    if (p.end < windowStart) continue;
    if (p.start - reached > COVERAGE_GAP_DAYS + 1) {
      findings.push({
        rule: `${h.rule}-gap`,
        severity: 'error',
        message: `${cap(who)} leave a gap from ${show(reached + 1)} to ${show(p.start - 1)}.`,
        why: h.gapWhy,
        fix: question(key(p.index, h.startPart)),
      });
    }
    if (reachedBy && reached - p.start + 1 > COVERAGE_GAP_DAYS) {
      findings.push({
        rule: `${h.rule}-overlap`,
        severity: 'warning',
        message: `${cap(who)} overlap from ${show(Math.max(p.start, windowStart))} to ${show(Math.min(reached, p.end))} (entries ${reachedBy.index} and ${p.index}).`,
        why: h.overlapWhy,
        fix: question(key(p.index, h.startPart)),
      });
    }
    if (p.end > reached) {
      reached = p.end;
      reachedBy = p;
    }
  }
  if (windowEnd - reached > COVERAGE_GAP_DAYS) {
    const lastEntry = reachedBy ?? periods[periods.length - 1]!;
    findings.push({
      rule: `${h.rule}-gap`,
      severity: 'error',
      message: `${cap(who)} end on ${show(reached)}; nothing covers the time up to the filing date ${input.filingDate}.`,
      why: h.gapWhy,
      fix: question(key(lastEntry.index, h.endPart)),
    });
  }
  return findings;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const benName = (input: ReadinessInput) => input.state.names.beneficiaryFirstName || input.state.answers['ben.name.given'] || 'the beneficiary';

const ADDRESS_GAP_WHY =
  'Form I-129F asks for every physical address of the last 5 years (Part 1 items 9–12, Part 2 items 11–14). A gap is a common reason for a Request for Evidence, which delays the petition by months.';
const ADDRESS_OVERLAP_WHY = 'Two homes at the same time look like a mistake in the dates; USCIS compares them with the other records it holds.';
const WORK_GAP_WHY =
  'The form asks for the employment of the last 5 years (Part 1 items 13–20, Part 2 items 15–22). Periods without work are listed too (as "Unemployed", "Student" …); a silent gap invites a Request for Evidence.';
const WORK_OVERLAP_WHY = 'Two jobs at once is fine when it is true; otherwise fix the dates so they match the records (tax returns, résumé).';

const HISTORIES: readonly History[] = [
  { rule: 'pet-address', prefix: 'pet.address', startPart: 'from', endPart: 'to', what: () => 'your addresses', gapWhy: ADDRESS_GAP_WHY, overlapWhy: ADDRESS_OVERLAP_WHY },
  { rule: 'ben-address', prefix: 'ben.address', startPart: 'from', endPart: 'to', what: (i) => `the addresses of ${benName(i)}`, gapWhy: ADDRESS_GAP_WHY, overlapWhy: ADDRESS_OVERLAP_WHY },
  { rule: 'pet-employment', prefix: 'pet.employer', startPart: 'start', endPart: 'end', onlyIf: 'pet.employment.has', what: () => 'your employers', gapWhy: WORK_GAP_WHY, overlapWhy: WORK_OVERLAP_WHY },
  { rule: 'ben-employment', prefix: 'ben.employer', startPart: 'start', endPart: 'end', onlyIf: 'ben.employment.has', what: (i) => `the employers of ${benName(i)}`, gapWhy: WORK_GAP_WHY, overlapWhy: WORK_OVERLAP_WHY },
];

/** Address and employment histories: gaps and overlaps in the 5 years before filing. */
export const historyRule: ReadinessRule = (input) => {
  // A history only counts once its section was reached (no findings for sections not yet started).
  return HISTORIES.filter((h) => Object.keys(input.state.answers).some((k) => k.startsWith(`${h.prefix}.`) || k === h.onlyIf)).flatMap((h) => checkHistory(h, input));
};
