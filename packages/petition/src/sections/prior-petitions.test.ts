import { describe, expect, it } from 'vitest';
import { createEngine } from '../engine/index.ts';
import { answerAll } from '../engine/testing.ts';
import { fullName } from '../fields/lookup.ts';
import type { FieldId } from '../fields/form-fields.ts';
import { K3 } from '../questionnaire/questions.ts';
import { priorPetitions } from './prior-petitions.ts';
import { k1State } from './test-helpers.ts';

const e = createEngine([priorPetitions]);
const v = (s: ReturnType<typeof k1State>) => {
  const f = e.computeFieldValues(s).fields;
  return (id: FieldId) => f[fullName(id)];
};
/** P3 5 boxes by printed letter: a=[3], b=[0], c=[1], d=[2]. */
const waiver = (s: ReturnType<typeof k1State>) => {
  const f = v(s);
  return { a: f('Pt3Line5_Checkboxes[3]'), b: f('Pt3Line5_Checkboxes[0]'), c: f('Pt3Line5_Checkboxes[1]'), d: f('Pt3Line5_Checkboxes[2]') };
};
const PRIOR = ['Yes', 'A-123-456-78', 'Petrova', 'Anna', 'N/A', '05/05/2015', 'Approved', '09/01/2015'];

describe('section 14: prior petitions', () => {
  it('never filed: P1 43 No and P3 5.d Not applicable', () => {
    const s = answerAll(e, k1State(), 14, ['No']);
    expect(e.isSectionComplete(s, 14)).toBe(true);
    expect(v(s)('Pt1Line43_Checkboxes[1]')).toBe('Yes');
    expect(waiver(s)).toEqual({ a: 'Off', b: 'Off', c: 'Off', d: 'Yes' });
  });

  it('one old petition: P1 44–47, single filer → 5.d', () => {
    const s = answerAll(e, k1State(), 14, ['Yes', ...PRIOR, 'No']);
    expect(e.isSectionComplete(s, 14)).toBe(true);
    const f = v(s);
    expect(f('Pt1Line43_Checkboxes[0]')).toBe('Yes');
    expect(f('Pt1Line44_AlienNumber[0]')).toBe('012345678');
    expect(f('Pt1Line45a_FamilyName[0]')).toBe('Petrova');
    expect(f('Pt1Line46_DateOfFiling[0]')).toBe('05/05/2015');
    expect(f('Pt1Line47_Result[0]')).toBe('Approved');
    expect(waiver(s).d).toBe('Yes');
  });

  it('questionnaire said filed: skips the yes/no; A-Number unknown skips the number', () => {
    let s = e.startSection(k1State({ filedI129F: 'Denied' }), 14).state;
    expect(e.currentQuestion(s, 14)?.stepId).toBe('aKnown');
    s = answerAll(e, s, 14, ['No', 'Petrova', 'Anna', 'N/A', '05/05/2015', 'Denied', 'No']);
    expect(e.isSectionComplete(s, 14)).toBe(true);
    expect(s.answers['pet.priorPetition.has']).toBe('Yes');
    expect(v(s)('Pt1Line44_AlienNumber[0]')).toBeUndefined();
    expect(v(s)('Pt1Line47_Result[0]')).toBe('Denied');
  });

  it("an unknown result is written as 'Unknown'", () => {
    const s = answerAll(e, k1State(), 14, ['Yes', ...PRIOR.slice(0, 6), "I don't know", 'No']);
    expect(v(s)('Pt1Line47_Result[0]')).toBe('Unknown');
  });

  it('two prior petitions: multiple filer, no convictions → 5.a; the second in Part 8', () => {
    const s = answerAll(e, k1State(), 14, ['Yes', ...PRIOR, 'Yes', 'No', 'Lee', 'Kim', 'N/A', '01/01/2019', 'Pending', 'No', 'No']);
    expect(e.isSectionComplete(s, 14)).toBe(true);
    expect(waiver(s)).toEqual({ a: 'Yes', b: 'Off', c: 'Off', d: 'Off' });
    expect(e.computeFieldValues(s).additional).toEqual([
      { page: 4, part: 1, item: '44-47', text: 'Prior petition 2: Family name: Lee; Given name: Kim; Middle name: N/A; Date of filing: 01/01/2019; Result: Pending' },
    ]);
  });

  it('approved within 2 years counts as multiple filer; convictions → 5.b, from battery → 5.c', () => {
    const recent = ['Yes', 'Yes', '12345678', 'Petrova', 'Anna', 'N/A', '01/10/2024', 'Approved', '04/10/2024', 'No', 'Yes'];
    expect(waiver(answerAll(e, k1State(), 14, [...recent, 'No']))).toEqual({ a: 'Off', b: 'Yes', c: 'Off', d: 'Off' });
    expect(waiver(answerAll(e, k1State(), 14, [...recent, 'Yes']))).toEqual({ a: 'Off', b: 'Off', c: 'Yes', d: 'Off' });
  });

  it('K-3: no waiver questions, 5.d (beneficiary is my spouse)', () => {
    const s = answerAll(e, k1State({ classificationBeneficiary: K3 }), 14, ['Yes', ...PRIOR, 'Yes', ...PRIOR.slice(0, 6), 'Pending', 'No']);
    expect(e.isSectionComplete(s, 14)).toBe(true);
    expect(waiver(s).d).toBe('Yes');
  });

  describe('multiple-filer rule: the approval date decides, 2 years back from today (06/01/2025)', () => {
    /** One prior petition filed long ago, approved on `approved`; then 'no more petitions'. */
    const one = (result: string, approved?: string) => answerAll(e, k1State(), 14, ['Yes', 'No', 'Petrova', 'Anna', 'N/A', '01/10/2022', result, ...(approved ? [approved] : []), 'No']);
    const multi = (s: ReturnType<typeof k1State>) => s.answers['pet.multipleFiler'];

    it('asks the approval date only for an approved or revoked petition', () => {
      const s = answerAll(e, k1State(), 14, ['Yes', 'No', 'Petrova', 'Anna', 'N/A', '01/10/2022', 'Approved']);
      expect(e.currentQuestion(s, 14)).toMatchObject({ stepId: 'approvedDate', input: 'date' });
      const denied = answerAll(e, k1State(), 14, ['Yes', 'No', 'Petrova', 'Anna', 'N/A', '01/10/2022', 'Denied']);
      expect(e.currentQuestion(denied, 14)?.stepId).toBe('more');
    });

    it('approved exactly 2 years ago (06/01/2023) → multiple filer; one day earlier (05/31/2023) → not', () => {
      expect(multi(one('Approved', '06/01/2023'))).toBe('Yes');
      expect(multi(one('Approved', '05/31/2023'))).toBe('No');
      expect(waiver(one('Approved', '05/31/2023'))).toEqual({ a: 'Off', b: 'Off', c: 'Off', d: 'Yes' });
      expect(multi(one('Approved', '06/02/2023'))).toBe('Yes');
    });

    it('filed more than 2 years ago but approved within 2 years → multiple filer (the old rule read the filing date)', () => {
      const s = one('Approved', '09/15/2023');
      expect(multi(s)).toBe('Yes');
      expect(e.currentQuestion(s, 14)?.stepId).toBe('convicted');
    });

    it('a revoked petition was approved first: the approval date counts', () => {
      expect(multi(one('Revoked', '12/01/2024'))).toBe('Yes');
      expect(multi(one('Revoked', '03/01/2022'))).toBe('No');
    });

    it('pending or denied petitions alone (one of them) never trigger the rule', () => {
      expect(multi(one('Pending'))).toBe('No');
      expect(multi(one('Denied'))).toBe('No');
    });

    it('refuses an approval date before the filing date or after today', () => {
      const s = answerAll(e, k1State(), 14, ['Yes', 'No', 'Petrova', 'Anna', 'N/A', '01/10/2022', 'Approved']);
      expect(e.submitAnswer(s, 14, '01/09/2022').error).toBe('This date cannot be before the date you gave earlier (01/10/2022). Please check your input and try again.');
      expect(e.submitAnswer(s, 14, '06/02/2025').error).toBe('Please enter a valid date in the format mm/dd/yyyy');
      expect(e.submitAnswer(s, 14, '01/10/2022').error).toBeUndefined();
    });
  });
});
