import { SOURCES } from '../sources.ts';
import type { EvidenceRequirement } from '../types.ts';

const photo = (id: 'photo-petitioner' | 'photo-beneficiary', kind: number): EvidenceRequirement => ({
  id,
  concerns: id === 'photo-petitioner' ? 'petitioner' : 'beneficiary',
  need: 'required',
  when: 'always',
  alternatives: [{ alternative: { type: 'upload', kind } }],
  source: SOURCES.photos,
  rules: [{ id: 'photo', params: { days: 30 } }],
});

/** One passport-style photo of each of you, taken within 30 days before filing. */
export const photoPetitioner = photo('photo-petitioner', 28);
export const photoBeneficiary = photo('photo-beneficiary', 29);
