import type { Step } from '../engine/types.ts';
import { NAME_CHANGE_OPTIONS } from '../evidence/facts.ts';

/**
 * After the other names (sections 1 and 6, issue 20): did a name change by law, and how. No field on the form; the
 * evidence model asks for the evidence of the change (marriage certificate, divorce decree, adoption decree, court
 * order) only when the answer names one — not for everyone who used a nickname.
 */
export const nameChangeStep = (id: string, key: string, prompt: string): Step => ({
  id,
  kind: 'options',
  key,
  label: 'Legal name change',
  prompt,
  note: 'A legal name change needs its evidence in the packet (a marriage certificate, divorce decree, adoption decree or court order); nicknames and aliases need none.',
  options: Object.keys(NAME_CHANGE_OPTIONS),
});
