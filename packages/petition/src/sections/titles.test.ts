import { describe, expect, it } from 'vitest';
import { SECTIONS } from './index.ts';

/** Spec §2 'Sections (id: name)' — the section list, the chat heading and the move-on message use these (CH-02). */
const SPEC_TITLES = [
  'Pre-Approve Auto-Extracted Fields',
  'Preliminary Information',
  'Eligibility Check',
  'Criminal History',
  "Petitioner's Citizenship",
  "Petitioner's Online USCIS Account",
  "Petitioner's Names",
  "Petitioner's Marriages",
  "Petitioner's Birth",
  "Petitioner's Address History",
  "Petitioner's Parent 1",
  "Petitioner's Parent 2",
  "Petitioner's Children",
  "Petitioner's Employment History",
  "Petitioner's Previous I-129F Petitions",
  'IMB (international marriage broker)',
  "Beneficiary's Biographic Info",
  "Beneficiary's Parent 1",
  "Beneficiary's Parent 2",
  "Beneficiary's Children",
  "Beneficiary's Previous Marriages",
  "Beneficiary's Stay in the United States",
];

describe('section titles (CH-02, S13-01, S14-01, S15-01, S16-01)', () => {
  it('the 22 sections carry the spec names, in order 0–21', () => {
    expect(SECTIONS.map((s) => s.id)).toEqual(SPEC_TITLES.map((_, i) => i));
    expect(SECTIONS.map((s) => s.title)).toEqual(SPEC_TITLES);
  });
});
