import { PERSON_NAME_PATTERN } from '../account/validators.ts';
import { CHAT_MESSAGES } from './messages.ts';
import type { ValidatorDef } from './types.ts';

/**
 * A name as on the passport: letters of any alphabet (accented included), spaces, hyphens, apostrophes and
 * periods (O'Connor, St. John — deviation from spec §5), or 'N/A'. Same pattern as the account screens.
 */
export const name: ValidatorDef = {
  check: (value) => (value.length <= 100 && (/^n\/a$/i.test(value.trim()) || PERSON_NAME_PATTERN.test(value.trim())) ? null : CHAT_MESSAGES.name),
  normalize: (value) => (/^n\/a$/i.test(value.trim()) ? 'N/A' : value.trim().replace(/\s+/g, ' ')),
};

/** Same rule, with the spec's 'Invalid name format…' wording (other names, previous spouse). */
export const nameFormat: ValidatorDef = {
  check: (value, ctx) => (name.check(value, ctx) ? CHAT_MESSAGES.nameFormat : null),
  normalize: name.normalize,
};

/** A native-alphabet name (P2 49): any script, so the same rule; kept apart so its message can differ. */
export const nativeName: ValidatorDef = name;
