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
const PRIOR = ['Enter the A-Number', 'A-123-456-78', 'Petrova', 'Anna', 'N/A', '05/05/2015', 'Approved'];

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
    s = answerAll(e, s, 14, ["I don't know", 'Petrova', 'Anna', 'N/A', '05/05/2015', 'Denied', 'No']);
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
    const s = answerAll(e, k1State(), 14, ['Yes', ...PRIOR, 'Yes', "I don't know", 'Lee', 'Kim', 'N/A', '01/01/2019', 'Pending', 'No', 'No']);
    expect(e.isSectionComplete(s, 14)).toBe(true);
    expect(waiver(s)).toEqual({ a: 'Yes', b: 'Off', c: 'Off', d: 'Off' });
    expect(e.computeFieldValues(s).additional).toEqual([
      { page: 4, part: 1, item: '44-47', text: 'Prior petition 2: Family name: Lee; Given name: Kim; Middle name: N/A; Date of filing: 01/01/2019; Result: Pending' },
    ]);
  });

  it('approved within 2 years counts as multiple filer; convictions → 5.b, from battery → 5.c', () => {
    const recent = ['Yes', 'Enter the A-Number', '12345678', 'Petrova', 'Anna', 'N/A', '01/10/2024', 'Approved', 'No', 'Yes'];
    expect(waiver(answerAll(e, k1State(), 14, [...recent, 'No']))).toEqual({ a: 'Off', b: 'Yes', c: 'Off', d: 'Off' });
    expect(waiver(answerAll(e, k1State(), 14, [...recent, 'Yes']))).toEqual({ a: 'Off', b: 'Off', c: 'Yes', d: 'Off' });
  });

  it('K-3: no waiver questions, 5.d (beneficiary is my spouse)', () => {
    const s = answerAll(e, k1State({ classificationBeneficiary: K3 }), 14, ['Yes', ...PRIOR, 'Yes', ...PRIOR.slice(0, 6), 'Pending', 'No']);
    expect(e.isSectionComplete(s, 14)).toBe(true);
    expect(waiver(s).d).toBe('Yes');
  });
});
