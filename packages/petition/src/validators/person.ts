import { K1, K3 } from '../questionnaire/questions.ts';
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

/**
 * Marital status consistent with the classification (args.who: 'petitioner' | 'beneficiary'). K-3: the
 * petitioner files for their spouse, so both are Married. K-1: the beneficiary must be free to marry, so not
 * Married (a married K-1 petitioner already ends red in section 7). No classification yet: anything goes.
 */
export const maritalStatusForClassification: ValidatorDef = {
  check(value, ctx) {
    const classification = ctx.lookup('q.classificationBeneficiary');
    const married = value.trim().toLowerCase() === 'married';
    const beneficiary = ctx.args.who === 'beneficiary';
    if (classification === K3 && !married) return beneficiary ? CHAT_MESSAGES.k3BeneficiaryMarried : CHAT_MESSAGES.k3PetitionerMarried;
    if (classification === K1 && married && beneficiary) return CHAT_MESSAGES.k1BeneficiaryNotMarried;
    return null;
  },
};
