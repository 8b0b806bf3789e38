import { COPIES, SOURCES, TRANSLATION } from '../sources.ts';
import type { EvidenceRequirement } from '../types.ts';

const upload = (kind: number) => ({ alternative: { type: 'upload', kind } }) as const;

/**
 * Proof that each previous marriage of the petitioner ended: a final divorce decree, an annulment or a death
 * certificate, one for each marriage listed (two earlier marriages need two documents).
 */
export const priorMarriagesPetitioner: EvidenceRequirement = {
  id: 'prior-marriages-petitioner',
  concerns: 'petitioner',
  need: 'required',
  when: { fact: 'petitionerPreviouslyMarried' },
  alternatives: [upload(8), upload(9), upload(10)],
  source: SOURCES.priorMarriages,
  rules: [COPIES, TRANSLATION],
  onePer: 'petitionerPriorMarriages',
};

/** The same for the beneficiary (id 26, the former single 'proof the marriages ended', also counts). */
export const priorMarriagesBeneficiary: EvidenceRequirement = {
  id: 'prior-marriages-beneficiary',
  concerns: 'beneficiary',
  need: 'required',
  when: { fact: 'beneficiaryPreviouslyMarried' },
  alternatives: [upload(11), upload(12), upload(13)],
  alsoAccepts: [26],
  source: SOURCES.priorMarriages,
  rules: [COPIES, TRANSLATION],
  onePer: 'beneficiaryPriorMarriages',
};
