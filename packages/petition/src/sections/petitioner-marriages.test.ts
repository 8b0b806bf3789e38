import { describe, expect, it } from 'vitest';
import { answerAll } from '../engine/testing.ts';
import { interview as e } from '../interview.ts';
import { K3 } from '../questionnaire/questions.ts';
import { k1State } from './test-helpers.ts';

describe('section 7: petitioner marriages', () => {
  it('single, never married: P1 23 Single, P1 37 No', () => {
    const s = answerAll(e, k1State(), 7, ['Single', 'No']);
    expect(e.isSectionComplete(s, 7)).toBe(true);
    const f = e.computeFieldValues(s).fields;
    expect(f['form1[0].#subform[2].Pt1Line23_Checkbox[2]']).toBe('Yes');
    expect(f['form1[0].#subform[2].Pt1Line37_Checkboxes[1]']).toBe('Yes');
  });

  it('divorced with two previous spouses: 0.02 progress once, document 8, second spouse to Part 8', () => {
    const s = answerAll(e, k1State(), 7, ['Divorced', 'Brown', 'Mary', 'N/A', '03/04/2015', 'Yes', 'Green', 'Sue', 'Ann', '01/01/2010', 'No']);
    expect(e.isSectionComplete(s, 7)).toBe(true);
    expect(s.progress).toBeCloseTo(0.07);
    expect(s.requiredDocuments).toContain(8);
    const { fields, additional } = e.computeFieldValues(s);
    expect(fields['form1[0].#subform[2].Pt1Line37_Checkboxes[0]']).toBe('Yes');
    expect(fields['form1[0].#subform[2].Pt1Line38a_FamilyName[0]']).toBe('Brown');
    expect(fields['form1[0].#subform[2].Pt1Line39_DateMarriageEnded[0]']).toBe('03/04/2015');
    expect(additional[0]).toEqual({ page: 3, part: 1, item: '38-39', text: 'Previous spouse 2: Family name: Green; Given name: Sue; Middle name: Ann; Date marriage ended: 01/01/2010' });
    expect(fields['form1[0].#subform[11].Line3d_AdditionalInfo[0]']).toBe(additional[0]?.text);
    expect(fields['form1[0].#subform[11].Pt1Line6a_FamilyName[1]']).toBe('Smith');
  });

  it('widowed adds document 10', () => {
    expect(answerAll(e, k1State(), 7, ['Widowed', 'Brown', 'Mary', 'N/A', '03/04/2015', 'No']).requiredDocuments).toContain(10);
  });

  it('married: red for K-1, goes on for K-3', () => {
    const k1 = answerAll(e, k1State(), 7, ['Married']);
    expect(k1.sections['7']?.outcome).toBe('red');
    const k3 = answerAll(e, k1State({ classificationBeneficiary: K3 }), 7, ['Married', 'No']);
    expect(k3.sections['7']?.outcome).toBe('green');
    expect(e.computeFieldValues(k3).fields['form1[0].#subform[2].Pt1Line23_Checkbox[3]']).toBe('Yes');
  });
});
