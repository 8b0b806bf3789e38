import { parseDate, formatDate } from '../validators/date.ts';
import { toStateCode } from '../validators/address.ts';

/**
 * Formatters turn a stored answer into the text an official field takes (guide §2.5). They never cut:
 * a result longer than the field's maxLength goes to Part 8 (src/fields/compute.ts).
 */
export const FORMATS = {
  /** As stored. */
  text: (v: string) => v,
  /** MM/DD/YYYY; PRESENT and D/S kept. */
  date: (v: string) => {
    const p = parseDate(v);
    return p ? formatDate(p) : v;
  },
  /** Digits only (SSN, account number, phone numbers). 'N/A' stays N/A (and is then not written to a comb). */
  digits: (v: string) => (/^n\/a$/i.test(v) ? v : v.replace(/\D/g, '')),
  /** A-Number: 9 digits, left-padded with 0. */
  aNumber: (v: string) => (/^n\/a$/i.test(v) ? v : v.replace(/\D/g, '').padStart(9, '0')),
  /** US state dropdown: the USPS code. */
  state: (v: string) => toStateCode(v) ?? v,
  upper: (v: string) => v.toUpperCase(),
} as const satisfies Record<string, (value: string) => string>;

export type FormatName = keyof typeof FORMATS;
