import { CHAT_MESSAGES } from './messages.ts';
import type { ValidatorDef } from './types.ts';

const digits = (v: string) => v.replace(/[-\s]/g, '');

/** Spec §5, first SSN rule: exactly 9 digits (hyphens and spaces are stripped first: the form wants 9 digits). */
export const ssnDigits: ValidatorDef = {
  check: (value) => (/^\d{9}$/.test(digits(value)) ? null : CHAT_MESSAGES.ssnDigits),
  normalize: digits,
};

/** Spec §5, second SSN rule: with or without hyphens; no area 000, 666 or 9xx, no group 00, no serial 0000. */
export const ssn: ValidatorDef = {
  check(value) {
    const m = /^(\d{3})-?(\d{2})-?(\d{4})$/.exec(value.trim());
    if (!m) return CHAT_MESSAGES.ssnFormat;
    const [area, group, serial] = [m[1] as string, m[2] as string, m[3] as string];
    if (area === '000' || area === '666' || area.startsWith('9') || group === '00' || serial === '0000') {
      return CHAT_MESSAGES.ssnFormat;
    }
    return null;
  },
  normalize: digits,
};
