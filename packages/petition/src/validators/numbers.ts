import { CHAT_MESSAGES } from './messages.ts';
import type { ValidatorDef } from './types.ts';

const isNA = (v: string) => /^(n\/a|none)$/i.test(v.trim());

/** A-Number: digits (an 'A' prefix, spaces and hyphens are tolerated and stripped), 7–9 digits; 'N/A' if none. */
export const aNumber: ValidatorDef = {
  check(value) {
    if (isNA(value)) return null;
    const d = value.trim().replace(/^a-?/i, '').replace(/[-\s]/g, '');
    return /^\d{7,9}$/.test(d) ? null : CHAT_MESSAGES.aNumber;
  },
  normalize: (value) => (isNA(value) ? 'N/A' : value.trim().replace(/^a-?/i, '').replace(/[-\s]/g, '').padStart(9, '0')),
};

/** USCIS online account number: digits only, at most 12 (the form's comb); 'N/A' when there is none. */
export const uscisAccount: ValidatorDef = {
  check: (value) => (isNA(value) || /^\d{1,12}$/.test(value.replace(/[-\s]/g, '')) ? null : CHAT_MESSAGES.uscisAccount),
  normalize: (value) => (isNA(value) ? 'N/A' : value.replace(/[-\s]/g, '')),
};

/** Receipt number: 3 letters + 10 digits (IOE0912345678) or legacy 13 digits (deviation: spec says digits only). */
export const receiptNumber: ValidatorDef = {
  check: (value) => (/^([a-z]{3}\d{10}|\d{13})$/i.test(value.replace(/[-\s]/g, '')) ? null : CHAT_MESSAGES.receiptNumber),
  normalize: (value) => value.replace(/[-\s]/g, '').toUpperCase(),
};

/** Certificate of naturalization/citizenship number: letters and digits (older ones start with A/AA; deviation). */
export const certificateNumber: ValidatorDef = {
  check: (value) => (/^[a-z0-9]{4,20}$/i.test(value.replace(/[-\s]/g, '')) && /\d/.test(value) ? null : CHAT_MESSAGES.certificateNumber),
  normalize: (value) => value.replace(/[-\s]/g, '').toUpperCase(),
};

/** I-94 number: 11 characters, digits with possibly letters (new style, deviation). */
export const i94Number: ValidatorDef = {
  check: (value) => (/^[a-z0-9]{11}$/i.test(value.replace(/[-\s]/g, '')) && /\d{9}/.test(value.replace(/[-\s]/g, '')) ? null : CHAT_MESSAGES.documentNumber),
  normalize: (value) => value.replace(/[-\s]/g, '').toUpperCase(),
};

/** Passport / travel document number: letters and digits, 5–30. */
export const documentNumber: ValidatorDef = {
  check: (value) => (/^[a-z0-9]{5,30}$/i.test(value.replace(/[-\s]/g, '')) ? null : CHAT_MESSAGES.documentNumber),
  normalize: (value) => value.replace(/[-\s]/g, '').toUpperCase(),
};

/** Plain digits. */
export const digits: ValidatorDef = {
  check: (value) => (/^\d+$/.test(value.trim()) ? null : CHAT_MESSAGES.digitsOnly),
};

/** A number answer (number input kind). */
export const number: ValidatorDef = {
  check: (value) => (/^\d{1,6}$/.test(value.trim()) ? null : CHAT_MESSAGES.number),
  normalize: (value) => String(Number(value.trim())),
};

/** Children count: digits, 1 to 20 (spec §9). */
export const childrenCount: ValidatorDef = {
  check(value) {
    if (!/^\d+$/.test(value.trim())) return CHAT_MESSAGES.childrenCountDigits;
    const n = Number(value);
    return n >= 1 && n <= 20 ? null : CHAT_MESSAGES.childrenCount;
  },
  normalize: (value) => String(Number(value.trim())),
};

/** A child's age: digits, under 18 (the form asks for children under 18; the spec accepted 18 — deviation). */
export const childAge: ValidatorDef = {
  check(value) {
    if (!/^\d{1,3}$/.test(value.trim())) return CHAT_MESSAGES.childAge;
    return Number(value) < 18 ? null : CHAT_MESSAGES.childAgeOver;
  },
  normalize: (value) => String(Number(value.trim())),
};

/** The A-Number of a prior beneficiary (section 14), with the spec's 'Invalid USCIS number format…' wording (VAL-43). */
export const uscisNumber: ValidatorDef = {
  check: (value, ctx) => (aNumber.check(value, ctx) ? CHAT_MESSAGES.uscisNumber : null),
  normalize: aNumber.normalize as NonNullable<ValidatorDef['normalize']>,
};

/** Section 19's children count: the spec's 'Invalid input. Please type in digits only.' for non-digits (VAL-36), else as childrenCount. */
export const childrenCountTypeIn: ValidatorDef = {
  check: (value, ctx) => (/^\d+$/.test(value.trim()) ? childrenCount.check(value, ctx) : CHAT_MESSAGES.digitsOnlyTypeIn),
  normalize: childrenCount.normalize as NonNullable<ValidatorDef['normalize']>,
};
