import { describe, expect, it } from 'vitest';
import { SETUP_STEPS } from './setupSteps.ts';

describe('setup steps', () => {
  it('ask petitioner first, middle, last, then beneficiary first, middle, last', () => {
    expect(SETUP_STEPS.map((s) => s.key)).toEqual([
      'petitionerFirstName',
      'petitionerSecondName',
      'petitionerLastName',
      'beneficiaryFirstName',
      'beneficiarySecondName',
      'beneficiaryLastName',
    ]);
  });

  it('validate the first names only (spec §5)', () => {
    expect(SETUP_STEPS.map((s) => Boolean(s.validate))).toEqual([true, false, false, true, false, false]);
  });
});
