import { EMAIL_PATTERN } from '../account/validators.ts';
import { CHAT_MESSAGES } from './messages.ts';
import type { ValidatorDef } from './types.ts';

/** Same email rule as the account screens (src/account/validators.ts), with the chat's message. */
export const email: ValidatorDef = {
  check: (value) => (value.trim().length <= 254 && EMAIL_PATTERN.test(value.trim()) ? null : CHAT_MESSAGES.email),
  normalize: (value) => value.trim(),
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
