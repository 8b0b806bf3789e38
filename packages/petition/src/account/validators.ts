import { invisibleCharacterIn } from './invisible-characters.ts';
import { ACCOUNT_MESSAGES } from './messages.ts';

export type Check = { ok: true } | { ok: false; message: string };
const ok: Check = { ok: true };
const fail = (message: string): Check => ({ ok: false, message });

/** Spec §5: at least 8 characters, lowercase, uppercase, digit and one of @$!%*?&, only those characters. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,}$/;
export const PASSWORD_MAX_LENGTH = 128;

export function checkPassword(password: string): Check {
  return password.length <= PASSWORD_MAX_LENGTH && PASSWORD_PATTERN.test(password)
    ? ok
    : fail(ACCOUNT_MESSAGES.passwordRule);
}

export function checkPasswordsMatch(password: string, confirm: string): Check {
  return password === confirm ? ok : fail(ACCOUNT_MESSAGES.passwordMismatch);
}

/**
 * Longest email (RFC 5321 path limit). The server's route-parameter limit is derived from it, so every email
 * accepted at creation can be addressed later in `/…/:email` routes.
 */
export const EMAIL_MAX_LENGTH = 254;

/** Longest full name of an account (first and last name of the sign-up form, each ≤ 100, with the space). */
export const FULL_NAME_MAX_LENGTH = 201;

/** C0 and C1 control characters (NUL included) and DEL: never part of a name, an email or a path parameter. */
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/** A practical email check (what browsers accept for type=email), at most EMAIL_MAX_LENGTH characters. */
export const EMAIL_PATTERN = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function checkEmail(email: string): Check {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email.trim()) ? ok : fail(ACCOUNT_MESSAGES.emailRequired);
}

/** Emails are compared case-insensitively: they are stored trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * A person's name as written on a passport: letters of any alphabet (accented included), spaces,
 * hyphens, apostrophes and periods (O'Connor, St. John — spec §5 refuses these; see docs/spec-deviations.md).
 */
export const PERSON_NAME_PATTERN = /^(?:N\/A|[\p{L}\p{M}]+(?:[ '’.-]+[\p{L}\p{M}]+)*\.?)$/u;

export function checkPersonName(name: string): Check {
  const value = name.trim();
  if (invisibleCharacterIn(value)) return fail(ACCOUNT_MESSAGES.nameInvisible);
  return value.length > 0 && value.length <= 100 && PERSON_NAME_PATTERN.test(value) ? ok : fail(ACCOUNT_MESSAGES.nameInvalid);
}

/** Spec §5 phone: digits, plus, hyphen, spaces, parentheses; non-empty and with at least one digit. */
export const PHONE_PATTERN = /^[\d+\-\s()]+$/;

export function checkPhone(phone: string): Check {
  const value = phone.trim();
  return value.length > 0 && value.length <= 30 && PHONE_PATTERN.test(value) && /\d/.test(value)
    ? ok
    : fail(ACCOUNT_MESSAGES.phoneInvalid);
}

/**
 * An account's full name (register, create-user, invitations): 1–FULL_NAME_MAX_LENGTH characters, no control
 * characters, no invisible or bidirectional control characters (invisible-characters.ts).
 */
export function checkFullName(name: string): Check {
  const value = name.trim();
  if (value.length === 0 || CONTROL_CHARACTERS.test(value)) return fail(ACCOUNT_MESSAGES.nameInvalid);
  if (invisibleCharacterIn(value)) return fail(ACCOUNT_MESSAGES.nameInvisible);
  return value.length <= FULL_NAME_MAX_LENGTH ? ok : fail(ACCOUNT_MESSAGES.nameTooLong);
}
