import { SOURCES, TRANSLATION } from '../sources.ts';
import type { EvidenceRequirement } from '../types.ts';

const K1 = { fact: 'classification', in: ['K-1'] } as const;

/**
 * K-1: each of you signs a statement of intent to marry within 90 days of the beneficiary's admission. No notarization
 * (the instructions ask for signed statements). An upload or the statement the product drafts (letters/drafts.ts)
 * satisfies it; id 21, the former joint 'statement of intention to marry', counts for both.
 */
const intent = (who: 'petitioner' | 'beneficiary', kind: number): EvidenceRequirement => ({
  id: who === 'petitioner' ? 'intent-petitioner' : 'intent-beneficiary',
  concerns: who,
  need: 'required',
  when: K1,
  alternatives: [{ alternative: { type: 'upload', kind } }, { alternative: { type: 'letter', letter: who === 'petitioner' ? 'intent-petitioner' : 'intent-beneficiary' } }],
  alsoAccepts: [21],
  source: SOURCES.intent,
  rules: [{ id: 'signed' }, { id: 'notNotarized' }, { id: 'original' }, TRANSLATION],
});

export const intentPetitioner = intent('petitioner', 30);
export const intentBeneficiary = intent('beneficiary', 31);
