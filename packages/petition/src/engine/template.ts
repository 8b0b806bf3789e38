import { ordinal, readValue } from './keys.ts';
import type { InterviewState } from './types.ts';

function fullName(first: string | undefined, last: string | undefined): string {
  return [first, last].filter((p) => p && p.trim() && p !== 'N/A').join(' ');
}

/** The words put in for a missing name and the ordinal of {nth}; English by default (engine/localize.ts has Spanish). */
export interface PromptWords {
  readonly beneficiary: string;
  readonly Beneficiary: string;
  readonly Petitioner: string;
  readonly ordinal: (n: number) => string;
  /** Shows a stored choice ({value:KEY}) in the language, by its key; absent = as stored. */
  readonly value?: (value: string, key: string) => string;
  /** The filled text's last touch in the language (Spanish 'de el' → 'del'); absent = as filled. */
  readonly finish?: (text: string) => string;
}

export const ENGLISH_WORDS: PromptWords = { beneficiary: 'the beneficiary', Beneficiary: 'The Beneficiary', Petitioner: 'The Petitioner', ordinal };

/**
 * Fills a prompt: {beneficiary} (fallback 'the beneficiary'), {Beneficiary} ('The Beneficiary'),
 * {petitioner}/{Petitioner} ('The Petitioner'), {beneficiaryFirst}, {petitionerFirst}, {n}, {nth},
 * {value:KEY}. Section 1 answers win over the setup names.
 */
export function fillPrompt(text: string, state: InterviewState, index: number | undefined, words: PromptWords = ENGLISH_WORDS): string {
  if (!text.includes('{')) return text;
  const petFirst = readValue(state, 'pet.name.given') ?? state.names.petitionerFirstName;
  const petLast = readValue(state, 'pet.name.family') ?? state.names.petitionerLastName;
  const benFirst = readValue(state, 'ben.name.given') ?? state.names.beneficiaryFirstName;
  const benLast = readValue(state, 'ben.name.family') ?? state.names.beneficiaryLastName;
  const pet = fullName(petFirst, petLast);
  const ben = fullName(benFirst, benLast);
  const filled = text.replace(/\{([A-Za-z]+)(?::([^}]+))?\}/g, (all, name: string, arg: string | undefined) => {
    switch (name) {
      case 'beneficiary':
        return ben || words.beneficiary;
      case 'Beneficiary':
        return ben || words.Beneficiary;
      case 'petitioner':
      case 'Petitioner':
        return pet || words.Petitioner;
      case 'beneficiaryFirst':
        return benFirst?.trim() || ben || words.beneficiary;
      case 'petitionerFirst':
        return petFirst?.trim() || pet || words.Petitioner;
      case 'n':
        return String(index ?? 1);
      case 'nth':
        return words.ordinal(index ?? 1);
      case 'value': {
        const stored = arg ? readValue(state, arg.replace(/\{i\}/g, String(index ?? 1))) : undefined;
        if (stored === undefined || !arg) return '';
        return words.value ? words.value(stored, arg) : stored;
      }
      default:
        return all;
    }
  });
  return words.finish ? words.finish(filled) : filled;
}
