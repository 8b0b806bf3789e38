import { describe, expect, it } from 'vitest';
import { readyK1State } from '../readiness/test-state.ts';
import { reviewEvidence } from './evidence.ts';

describe('staff review: the evidence model with the client’s uploads', () => {
  it('lists each requirement, met by an upload (by file name) or a drafted letter, or missing', () => {
    const rows = reviewEvidence(readyK1State(), [
      { name: 'passport.pdf', documentId: 6, isTranslated: false },
      { name: 'meeting-en.pdf', documentId: 22, isTranslated: true },
    ]);
    expect(rows.map((r) => [r.requirement.id, r.satisfied, r.files, r.letters])).toEqual([
      ['citizenship', true, ['passport.pdf'], []],
      ['photo-petitioner', false, [], []],
      ['photo-beneficiary', false, [], []],
      ['meeting', false, [], []],
      ['intent-petitioner', true, [], ['intent-petitioner']],
      ['intent-beneficiary', true, [], ['intent-beneficiary']],
      ['beneficiary-passport', false, [], []],
    ]);
    expect(rows[0]!.requirement.title).toBe('Proof of U.S. citizenship of John Smith');
  });
});
