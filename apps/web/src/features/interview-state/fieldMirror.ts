import { interview } from '@i129f/petition/interview.ts';
import type { InterviewState } from '@i129f/petition/engine/types.ts';
import { readJson, writeItem } from '../../state/storage.ts';

/** Names of the official-field keys written to local storage (so stale ones can be removed). */
export const FIELD_NAMES_KEY = 'i129fFieldNames';
/** Part 8 entries computed with the fields. */
export const ADDITIONAL_KEY = 'i129fAdditionalInformation';
/** The spec's letter-generation and name keys (letter_intent_to_marry, ben_street, beneficiary.full.name …), as JSON. */
export const LETTERS_KEY = 'i129fLetters';

/**
 * Spec §3: the answers are also kept in local storage under the official form field names
 * (form1[0].#subform[n].Pt1Line…), as computed by the engine's field mapping.
 */
export function writeFieldMap(state: InterviewState): void {
  const { fields, additional, letters } = interview.computeFieldValues(state);
  const previous = readJson(FIELD_NAMES_KEY);
  if (Array.isArray(previous)) for (const name of previous) if (typeof name === 'string' && !(name in fields)) writeItem(name, null);
  for (const [name, value] of Object.entries(fields)) writeItem(name, value);
  writeItem(FIELD_NAMES_KEY, JSON.stringify(Object.keys(fields)));
  writeItem(ADDITIONAL_KEY, JSON.stringify(additional));
  writeItem(LETTERS_KEY, JSON.stringify(letters ?? {}));
}
