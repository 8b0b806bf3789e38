import { invisibleCharacterIn } from '../account/invisible-characters.ts';
import { PERSON_NAME_PATTERN } from '../account/validators.ts';
import { CHAT_MESSAGES } from './messages.ts';
import type { ValidatorDef } from './types.ts';

/**
 * A name as on the passport: letters of any alphabet (accented included), spaces, hyphens, apostrophes and
 * periods (O'Connor, St. John — deviation from spec §5), or 'N/A'. Same pattern as the account screens.
 */
export const name: ValidatorDef = {
  check: (value) => {
    // An invisible or bidirectional control character gets its own message (the pattern refused it without a reason).
    if (invisibleCharacterIn(value)) return CHAT_MESSAGES.nameInvisible;
    return value.length <= 100 && (/^n\/a$/i.test(value.trim()) || PERSON_NAME_PATTERN.test(value.trim())) ? null : CHAT_MESSAGES.name;
  },
  normalize: (value) => (/^n\/a$/i.test(value.trim()) ? 'N/A' : value.trim().replace(/\s+/g, ' ')),
};

/** Same rule, with the spec's 'Invalid name format…' wording (other names, previous spouse). */
export const nameFormat: ValidatorDef = {
  check: (value, ctx) => {
    const problem = name.check(value, ctx);
    return problem === CHAT_MESSAGES.nameInvisible ? problem : problem ? CHAT_MESSAGES.nameFormat : null;
  },
  normalize: name.normalize,
};

/** A native-alphabet name (P2 49): any script, so the same rule; kept apart so its message can differ. */
export const nativeName: ValidatorDef = name;
