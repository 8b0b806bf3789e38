import { CHAT_MESSAGES } from './messages.ts';
import type { ValidatorDef } from './types.ts';

/** Spec §5 / §9: the date picker's latest date. Passport expiry dates may be later (deviation). */
export const DEFAULT_MAX_DATE = '12/31/2035';
/** The form's own word for a current period (guide §2.5); the spec's 'Current' is read as this. */
export const PRESENT = 'PRESENT';

export interface YMD { y: number; m: number; d: number }

const DATE_RE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** Parses M/D/YYYY or MM/DD/YYYY with real calendar values; null otherwise. */
export function parseDate(text: string): YMD | null {
  const m = DATE_RE.exec(text.trim());
  if (!m) return null;
  const [mo, d, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1 || y < 1000) return null;
  const days = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  return d <= days ? { y, m: mo, d } : null;
}

export function formatDate({ y, m, d }: YMD): string {
  return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${String(y).padStart(4, '0')}`;
}

/** Sortable number yyyymmdd. */
export function dateKey(v: YMD): number {
  return v.y * 10000 + v.m * 100 + v.d;
}

export function compareDates(a: string, b: string): number | null {
  const pa = parseDate(a);
  const pb = parseDate(b);
  return pa && pb ? dateKey(pa) - dateKey(pb) : null;
}

export function addYears(v: YMD, years: number): YMD {
  return { y: v.y + years, m: v.m, d: v.m === 2 && v.d === 29 ? 28 : v.d };
}

/** English and Spanish words for 'still going on' (the Spanish prompt asks for 'actual'); all are stored as PRESENT. */
const isCurrentWord = (v: string) => /^(current|present|now|till now|to date|actual|actualmente|presente|hasta (ahora|hoy|la fecha))$/i.test(v.trim());

/**
 * The spec's three date messages (§5, §9): characters other than digits and slashes → 'Invalid date
 * format. Check your input and try again.' (VAL-04, the digits-only check); a date past the picker's
 * limit, or a year past it ('99/99/9999') → 'Date input not valid.' (VAL-46, the picker's message);
 * anything else that is no real MM/DD/YYYY date → 'Please enter a valid date in the format mm/dd/yyyy' (VAL-01).
 */
function checkDate(value: string, max: string | undefined): string | null {
  if (/[^\d/\s]/.test(value.trim())) return CHAT_MESSAGES.dateDigits;
  const limit = max === 'none' ? null : parseDate(max ?? DEFAULT_MAX_DATE);
  const parsed = parseDate(value);
  if (!parsed) {
    const year = /\/(\d{4})$/.exec(value.trim());
    return limit && year && Number(year[1]) > limit.y ? CHAT_MESSAGES.datePicker : CHAT_MESSAGES.date;
  }
  if (limit && dateKey(parsed) > dateKey(limit)) return CHAT_MESSAGES.datePicker;
  return null;
}

const normalizeDate = (value: string) => formatDate(parseDate(value) as YMD);

/** mm/dd/yyyy, a real calendar date, not after args.max (default 12/31/2035; 'none' = no limit). */
export const date: ValidatorDef = {
  check: (value, ctx) => checkDate(value, ctx.args.max),
  normalize: normalizeDate,
};

/** Digits-only date entry MMDDYYYY (spec: 'Invalid date format. Check your input and try again.'). */
export const dateDigits: ValidatorDef = {
  check(value) {
    const digits = value.replace(/\//g, '');
    if (!/^\d{8}$/.test(digits)) return CHAT_MESSAGES.dateDigits;
    return parseDate(`${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`) ? null : CHAT_MESSAGES.dateDigits;
  },
  normalize(value) {
    const digits = value.replace(/\//g, '');
    return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
  },
};

/** An I-94 'admit until' date: a date, or 'D/S' (duration of status, F-1/J-1; deviation). */
export const stayDate: ValidatorDef = {
  check: (value, ctx) => (/^d\/s$/i.test(value.trim()) ? null : checkDate(value, ctx.args.max ?? 'none')),
  normalize: (value) => (/^d\/s$/i.test(value.trim()) ? 'D/S' : normalizeDate(value)),
};

function endDate(message: string, strict: boolean): ValidatorDef {
  return {
    check(value, ctx) {
      if (isCurrentWord(value)) return null;
      const invalid = checkDate(value, ctx.args.max);
      if (invalid) return invalid;
      const start = ctx.args.startKey ? ctx.lookup(ctx.args.startKey) : undefined;
      const cmp = start ? compareDates(value, start) : null;
      if (cmp !== null && (strict ? cmp <= 0 : cmp < 0)) return message;
      return null;
    },
    normalize: (value) => (isCurrentWord(value) ? PRESENT : normalizeDate(value)),
  };
}

/** Petitioner employment/address end date: after args.startKey's date, or 'current' (Spanish 'actual') → PRESENT. */
export const endDateAfter = endDate(CHAT_MESSAGES.endAfterStart, true);
/** Beneficiary variant: the end date may equal the start date. */
export const endDateNotBefore = endDate(CHAT_MESSAGES.endNotBeforeStart, false);
/** A start date that must not be after args.endKey (e.g. date from of a previous address). */
export const notAfterToday: ValidatorDef = {
  check(value, ctx) {
    const invalid = checkDate(value, ctx.args.max);
    if (invalid) return invalid;
    const cmp = compareDates(value, ctx.asOf);
    return cmp !== null && cmp > 0 ? CHAT_MESSAGES.date : null;
  },
  normalize: normalizeDate,
};

/** A date (MM/DD/YYYY) not before the date under args.startKey, e.g. an approval after the filing (message names it). */
export const notBeforeDate: ValidatorDef = {
  check(value, ctx) {
    const invalid = checkDate(value, ctx.args.max);
    if (invalid) return invalid;
    const start = ctx.args.startKey ? ctx.lookup(ctx.args.startKey) : undefined;
    const cmp = start ? compareDates(value, start) : null;
    return cmp !== null && cmp < 0 ? CHAT_MESSAGES.notBeforeDate.replace('{value}', start as string) : null;
  },
  normalize: normalizeDate,
};
