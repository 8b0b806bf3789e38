import { EMAIL_PATTERN } from '../account/validators.ts';
import { CHAT_MESSAGES } from './messages.ts';
import type { ValidatorDef } from './types.ts';

/** Same email rule as the account screens (src/account/validators.ts), with the chat's message. */
/** 'N/A', 'none', 'no' … for an email the form asks for only 'if any' (args.optional = 'yes'). */
const NO_EMAIL = /^(n\.?\s*\/?\s*a\.?|none|no|nil|-)$/i;
const noEmail = (value: string, args: Readonly<Record<string, string>> | undefined) => args?.optional === 'yes' && NO_EMAIL.test(value.trim());

export const email: ValidatorDef = {
  check: (value, ctx) => (noEmail(value, ctx?.args) || (value.trim().length <= 254 && EMAIL_PATTERN.test(value.trim())) ? null : CHAT_MESSAGES.email),
  normalize: (value, ctx) => (noEmail(value, ctx?.args) ? 'N/A' : value.trim()),
};

const PHONE = /^[\d+\-\s().]+$/;
const phoneOk = (v: string) => PHONE.test(v.trim()) && /^\+?\d{7,15}$/.test(v.trim().replace(/[\s\-().]/g, ''));

/** Mobile phone: digits, plus, hyphens, spaces, parentheses; 7–15 digits. Foreign numbers over 10 digits go to Part 8. */
export const phone: ValidatorDef = {
  check: (value) => (phoneOk(value) ? null : CHAT_MESSAGES.phone),
  normalize: (value) => value.trim(),
};

export const landline: ValidatorDef = {
  check: (value) => (phoneOk(value) ? null : CHAT_MESSAGES.landline),
  normalize: (value) => value.trim(),
};
