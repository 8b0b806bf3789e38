import { COPIES, SOURCES, TRANSLATION } from '../sources.ts';
import type { EvidenceRequirement } from '../types.ts';

/** Met through an international marriage broker: the broker's documentation (consent, disclosures). Expected, not a ground for rejection. */
export const imb: EvidenceRequirement = {
  id: 'imb',
  concerns: 'both',
  need: 'expected',
  when: { fact: 'metThroughBroker' },
  alternatives: [{ alternative: { type: 'upload', kind: 27 } }],
  source: SOURCES.imb,
  rules: [COPIES, TRANSLATION],
};

/** Yes to a protection order or an IMBRA crime (Part 3 items 1–2.c): certified court and police records of each. */
export const criminalRecords: EvidenceRequirement = {
  id: 'criminal-records',
  concerns: 'petitioner',
  need: 'required',
  when: { fact: 'imbraCrimes' },
  alternatives: [{ alternative: { type: 'upload', kind: 33 } }],
  source: SOURCES.criminal,
  rules: [{ id: 'certified' }, TRANSLATION],
};

/**
 * K-1, when the multiple-filer rule applies on the filing date: the waiver request, a signed statement with evidence —
 * an upload, or the request the product drafts (letters/waiver.ts).
 */
export const multipleFilerWaiver: EvidenceRequirement = {
  id: 'multiple-filer-waiver',
  concerns: 'petitioner',
  need: 'required',
  when: { fact: 'multipleFilerWaiver' },
  alternatives: [{ alternative: { type: 'upload', kind: 34 } }, { alternative: { type: 'letter', letter: 'waiver' } }],
  source: SOURCES.multipleFiler,
  rules: [{ id: 'signed' }, COPIES, TRANSLATION],
};
