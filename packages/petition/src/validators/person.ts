import { CHAT_MESSAGES } from './messages.ts';
import type { ValidatorDef } from './types.ts';

/** Height '6 2', 5'10, 5'10", 5 ft 10 → feet 2–8 (the form's dropdown) and inches 0–11. */
export function parseHeight(value: string): { feet: number; inches: number } | null {
  const m = /^(\d)\s*(?:'|ft\.?|feet|\s)\s*(\d{1,2})?\s*(?:"|''|in\.?|inches)?$/i.exec(value.trim());
  if (!m) return null;
  const feet = Number(m[1]);
  const inches = m[2] === undefined ? 0 : Number(m[2]);
  return feet >= 2 && feet <= 8 && inches <= 11 ? { feet, inches } : null;
}

export const height: ValidatorDef = {
  check: (value) => (parseHeight(value) ? null : CHAT_MESSAGES.height),
  normalize(value) {
    const h = parseHeight(value) as { feet: number; inches: number };
    return `${h.feet} ${h.inches}`;
  },
};

/** Weight in pounds: digits only, 1–999 (three one-digit boxes). */
export const weight: ValidatorDef = {
  check: (value) => (/^\d{1,3}$/.test(value.trim()) && Number(value) > 0 ? null : CHAT_MESSAGES.weight),
  normalize: (value) => String(Number(value.trim())),
};

/** Male or Female (any case). */
export const gender: ValidatorDef = {
  check: (value) => (/^(male|female|m|f)$/i.test(value.trim()) ? null : CHAT_MESSAGES.gender),
  normalize: (value) => (/^f/i.test(value.trim()) ? 'Female' : 'Male'),
};

/** Passport or Travel Document (spec §5). */
export const documentType: ValidatorDef = {
  check: (value) => (/^(passport|travel document)$/i.test(value.trim()) ? null : CHAT_MESSAGES.documentType),
  normalize: (value) => (/^p/i.test(value.trim()) ? 'Passport' : 'Travel Document'),
};

/** Free text (descriptions): non-empty, printable, at most 2000 characters (longer than the box → Part 8). */
export const freeText: ValidatorDef = {
  check: (value) => (value.trim().length > 0 && value.length <= 2000 && !/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(value) ? null : CHAT_MESSAGES.empty),
  normalize: (value) => value.trim(),
};
