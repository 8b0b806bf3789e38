import { addYears, dateKey, parseDate, type YMD } from '../validators/date.ts';

export { addYears, dateKey, parseDate, type YMD };

/** Days since 1970-01-01 (UTC). */
export const dayOf = (v: YMD): number => Math.floor(Date.UTC(v.y, v.m - 1, v.d) / 86_400_000);

/** A stored date, where 'PRESENT'/'current' means `today`; null when missing or malformed. */
export function dateOrPresent(value: string | undefined, today: YMD): YMD | null {
  if (!value) return null;
  if (/^(present|current)$/i.test(value.trim())) return today;
  return parseDate(value);
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/**
 * Dates written in free text: MM/DD/YYYY, 'Month D, YYYY', 'D Month YYYY' and 'Month YYYY' (read as the
 * last day of that month, the kindest reading for a 2-year window). Used to find the meeting date.
 */
export function datesInText(text: string): YMD[] {
  const found: YMD[] = [];
  for (const m of text.matchAll(/\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/g)) {
    const d = parseDate(m[0]);
    if (d) found.push(d);
  }
  const month = `(${MONTHS.join('|')}|${MONTHS.map((x) => x.slice(0, 3)).join('|')})\\.?`;
  for (const m of text.matchAll(new RegExp(`\\b${month}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, 'gi'))) {
    const d = parseDate(`${monthNumber(m[1]!)}/${m[2]}/${m[3]}`);
    if (d) found.push(d);
  }
  for (const m of text.matchAll(new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+${month},?\\s+(\\d{4})\\b`, 'gi'))) {
    const d = parseDate(`${monthNumber(m[2]!)}/${m[1]}/${m[3]}`);
    if (d) found.push(d);
  }
  for (const m of text.matchAll(new RegExp(`(?<!\\d(?:st|nd|rd|th)?\\s+)\\b${month}\\s+(\\d{4})\\b`, 'gi'))) {
    const mo = monthNumber(m[1]!);
    found.push({ y: Number(m[2]), m: mo, d: new Date(Date.UTC(Number(m[2]), mo, 0)).getUTCDate() });
  }
  return found;
}

function monthNumber(name: string): number {
  const n = name.toLowerCase().slice(0, 3);
  return MONTHS.findIndex((m) => m.startsWith(n)) + 1;
}

/** The latest of some dates, or null. */
export const latest = (dates: readonly YMD[]): YMD | null =>
  dates.reduce<YMD | null>((best, d) => (!best || dateKey(d) > dateKey(best) ? d : best), null);
