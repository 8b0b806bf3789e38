import { describe, expect, it } from 'vitest';
import { answerAll } from '../engine/testing.ts';
import { interview as e } from '../interview.ts';
import { k1State } from './test-helpers.ts';

const F = 'form1[0].#subform[8].';

describe('section 6: petitioner names and biographic information', () => {
  it('main path without other names; eye Gray/Green boxes by printed label; height and weight', () => {
    const s = answerAll(e, k1State(), 6, ['No', 'Male', '01/02/1985', 'usa', 'Illinois', 'No', 'NOT Hispanic/Latino', 'White', "5'10", '95', 'Gray', 'Brown']);
    expect(e.isSectionComplete(s, 6)).toBe(true);
    const f = e.computeFieldValues(s).fields;
    expect(f['form1[0].#subform[2].Pt1Line21_Checkbox[0]']).toBe('Yes');
    expect(f['form1[0].#subform[2].Pt1Line22_DateofBirth[0]']).toBe('01/02/1985');
    expect(f['form1[0].#subform[3].Pt1Line50a_State[0]']).toBe('IL');
    expect(f['form1[0].#subform[3].Pt1Line50b_CountryOfCitzOrNationality[0]']).toBe('USA');
    expect(f[`${F}Pt4Line1_Checkbox[0]`]).toBe('Yes');
    expect(f[`${F}Pt4Line2_Checkbox[2]`]).toBe('Yes');
    expect([f[`${F}Pt4Line3_HeightFeet[0]`], f[`${F}Pt4Line3_HeightInches[0]`]]).toEqual(['5', '10']);
    expect([1, 2, 3].map((n) => f[`${F}Pt4Line4_HeightInches${n}[0]`])).toEqual(['0', '9', '5']);
    expect(f[`${F}Pt4Line5_Checkbox[1]`]).toBe('Yes'); // on-value GRN, printed next to 'Gray'
    expect(f[`${F}Pt4Line5_Checkbox[5]`]).toBe('Off');
    expect(f[`${F}Pt4Line6_HairColor[7]`]).toBe('Yes');
    expect(f['form1[0].#subform[0].Pt1Line7a_FamilyName[0]']).toBe('N/A');
  });

  it('other names loop and three residences (third to Part 8, Item 51)', () => {
    const s = answerAll(e, k1State(), 6, [
      'Yes', 'Miller', 'John', 'N/A', 'No',
      'female', '01/02/1985', 'Germany', 'Yes', 'USA', 'NY', 'Yes', 'Australia', 'No',
      'Hispanic/Latino', 'Asian', '6 2', '180', 'Pink', 'Bald',
    ]);
    expect(s.answers['pet.residence.3.country']).toBe('Australia');
    const { fields, additional } = e.computeFieldValues(s);
    expect(fields['form1[0].#subform[0].Pt1Line7a_FamilyName[0]']).toBe('Miller');
    expect(fields['form1[0].#subform[3].Pt1Line50b_CountryOfCitzOrNationality[0]']).toBe('Germany');
    expect(fields['form1[0].#subform[3].Pt1Line50a_State[0]']).toBeUndefined();
    expect(fields['form1[0].#subform[3].Pt1Line51a_State[0]']).toBe('NY');
    expect(additional).toContainEqual({ page: 4, part: 1, item: '51', text: 'State or country of residence since 18 3: Country: Australia' });
  });

  it('refuses a height with 12 inches', () => {
    const s = answerAll(e, k1State(), 6, ['No', 'Male', '01/02/1985', 'Canada', 'No', 'Hispanic/Latino', 'Asian']);
    expect(e.submitAnswer(s, 6, '5 12').error).toBe('Invalid height input. Only digits are allowed.');
  });
});
