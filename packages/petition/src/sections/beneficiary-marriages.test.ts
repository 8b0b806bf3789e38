import { describe, expect, it } from 'vitest';
import { createEngine } from '../engine/index.ts';
import { answerAll } from '../engine/testing.ts';
import { fullName } from '../fields/lookup.ts';
import { beneficiaryMarriages } from './beneficiary-marriages.ts';
import { k1State } from './test-helpers.ts';

const e = createEngine([beneficiaryMarriages]);

describe('section 20: beneficiary previous marriages', () => {
  it('never married: P2 34 No, 0.05 progress, no proof that a marriage ended', () => {
    const s = answerAll(e, k1State(), 20, ['No']);
    expect(e.isSectionComplete(s, 20)).toBe(true);
    expect(s.progress).toBe(0.05);
    expect(s.requiredDocuments).not.toContain(11);
    expect(e.computeFieldValues(s).fields[fullName('Pt2Line34_Checkboxes[1]')]).toBe('Yes');
  });

  it('two previous spouses: proof the marriages ended (decree, annulment or death certificate), +0.02 once, the second in Part 8', () => {
    const s = answerAll(e, k1State(), 20, ['Yes', 'Petrov', 'Ivan', 'N/A', '05/05/2019', 'Yes', 'Sidorov', 'Oleg', 'N/A', '06/06/2016', 'No']);
    expect(e.isSectionComplete(s, 20)).toBe(true);
    expect(s.requiredDocuments).toEqual(expect.arrayContaining([11, 12, 13]));
    expect(s.progress).toBe(0.07);
    const { fields, additional } = e.computeFieldValues(s);
    expect(fields[fullName('Pt2Line34_Checkboxes[0]')]).toBe('Yes');
    expect(fields[fullName('Pt2Line35a_FamilyName[0]')]).toBe('Petrov');
    expect(fields[fullName('Pt2Line36_DateMarriageEnded[0]')]).toBe('05/05/2019');
    expect(additional).toEqual([{ page: 6, part: 2, item: '35-36', text: 'Beneficiary previous spouse 2: Family name: Sidorov; Given name: Oleg; Middle name: N/A; Date marriage ended: 06/06/2016' }]);
  });
});
