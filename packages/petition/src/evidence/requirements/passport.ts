import { COPIES, SOURCES } from '../sources.ts';
import type { EvidenceRequirement } from '../types.ts';

/**
 * The beneficiary's passport, biographic page. The instructions ask for its number and expiry (Part 2 item 38), not a
 * copy: recommended (it fills those answers through the extraction, and the consulate needs it valid).
 */
export const beneficiaryPassport: EvidenceRequirement = {
  id: 'beneficiary-passport',
  concerns: 'beneficiary',
  need: 'recommended',
  when: 'always',
  alternatives: [{ alternative: { type: 'upload', kind: 25 } }],
  source: SOURCES.passport,
  rules: [{ id: 'biographicPage' }, { id: 'unexpired' }, COPIES],
};

/** A beneficiary in the United States: the I-94 record (the form asks its number and dates; a copy documents them). */
export const i94: EvidenceRequirement = {
  id: 'i94',
  concerns: 'beneficiary',
  need: 'recommended',
  when: { fact: 'beneficiaryInUS' },
  alternatives: [{ alternative: { type: 'upload', kind: 20 } }],
  source: SOURCES.i94,
  rules: [COPIES],
};
