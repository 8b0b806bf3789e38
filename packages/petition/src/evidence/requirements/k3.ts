import { COPIES, SOURCES, TRANSLATION } from '../sources.ts';
import type { EvidenceRequirement } from '../types.ts';

const K3 = { fact: 'classification', in: ['K-3'] } as const;

/** K-3: the receipt notice (Form I-797) of the Form I-130 filed for the spouse. */
export const k3Receipt: EvidenceRequirement = {
  id: 'k3-i130-receipt',
  concerns: 'petitioner',
  need: 'required',
  when: K3,
  alternatives: [{ alternative: { type: 'upload', kind: 23 } }],
  source: SOURCES.k3,
  rules: [COPIES],
};

/** K-3: the certificate of the marriage to the beneficiary (id 14, the petitioner's marriage certificate, also counts). */
export const k3Marriage: EvidenceRequirement = {
  id: 'k3-marriage',
  concerns: 'both',
  need: 'required',
  when: K3,
  alternatives: [{ alternative: { type: 'upload', kind: 24 } }],
  alsoAccepts: [14],
  source: SOURCES.k3,
  rules: [COPIES, TRANSLATION],
};
