import { describe, expect, it } from 'vitest';
import { answerAll } from '../engine/testing.ts';
import { interview as e } from '../interview.ts';
import { k1State } from './test-helpers.ts';

const F = 'form1[0].#subform[8].';

describe('section 6: petitioner names and biographic information', () => {
  it('main path without other names; eye Gray/Green boxes by printed label; height and weight', () => {
    const s = answerAll(e, k1State(), 6, ['No', 'Male', '01/02/1985', 'u.s. state', 'Illinois', 'No', 'NOT Hispanic/Latino', 'Yes', 'No', 'No', 'No', 'No', "5'10", '95', 'Gray', 'Brown']);
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
      'Yes', 'Miller', 'John', 'N/A', 'No', 'By court order',
      'female', '01/02/1985', 'Foreign country', 'Germany', 'Yes', 'U.S. state', 'NY', 'Yes', 'Foreign country', 'Australia', 'No',
      'Hispanic/Latino', 'No', 'Yes', 'No', 'No', 'No', '6 2', '180', 'Pink', 'Bald',
    ]);
    expect(s.answers['pet.residence.3.country']).toBe('Australia');
    const { fields, additional } = e.computeFieldValues(s);
    expect(fields['form1[0].#subform[0].Pt1Line7a_FamilyName[0]']).toBe('Miller');
    expect(fields['form1[0].#subform[3].Pt1Line50b_CountryOfCitzOrNationality[0]']).toBe('Germany');
    expect(fields['form1[0].#subform[3].Pt1Line50a_State[0]']).toBeUndefined();
    expect(fields['form1[0].#subform[3].Pt1Line51a_State[0]']).toBe('NY');
    expect(additional).toContainEqual({ page: 4, part: 1, item: '51', text: 'State or country of residence since 18 3: Country: Australia' });
  });

  const RACE_BOXES = { white: 2, asian: 3, black: 4, americanIndian: 1, pacificIslander: 0 } as const;
  const before = ['No', 'Male', '01/02/1985', 'foreign', 'Canada', 'No', 'Hispanic/Latino'];
  const after = ['5 10', '170', 'Brown', 'Black'];

  it.each<[string, string[], (keyof typeof RACE_BOXES)[]]>([
    ['one race', ['Yes', 'No', 'No', 'No', 'No'], ['white']],
    ['two races (select all that apply)', ['No', 'Yes', 'Yes', 'No', 'No'], ['asian', 'black']],
    ['all five', ['y', 'y', 'y', 'y', 'y'], ['white', 'asian', 'black', 'americanIndian', 'pacificIslander']],
    ['Native Hawaiian only: box [0] is printed next to it', ['No', 'No', 'No', 'No', 'Yes'], ['pacificIslander']],
  ])('race, %s: one yes/no per race, each Yes ticks its printed box', (_, races, ticked) => {
    const s = answerAll(e, k1State(), 6, [...before, ...races, ...after]);
    expect(e.isSectionComplete(s, 6)).toBe(true);
    const f = e.computeFieldValues(s).fields;
    for (const [race, box] of Object.entries(RACE_BOXES)) {
      expect(f[`${F}Pt4Line2_Checkbox[${box}]`] === 'Yes', race).toBe(ticked.includes(race as keyof typeof RACE_BOXES));
    }
    expect(s.answers['pet.race']).toBeUndefined(); // the single choice is asked only when every answer was No
    expect(e.validateState(s)).toEqual([]);
  });

  it('race: all No → the form needs one, the single choice is asked', () => {
    const s = answerAll(e, k1State(), 6, [...before, 'No', 'No', 'No', 'No', 'No']);
    const q = e.currentQuestion(s, 6);
    expect(q).toMatchObject({ stepId: 'race', input: 'options' });
    expect(q?.options).toContain('Native Hawaiian or Other Pacific Islander');
    const done = answerAll(e, s, 6, ['american', ...after]);
    expect(done.answers['pet.race']).toBe('American Indian or Alaska Native');
    expect(e.computeFieldValues(done).fields[`${F}Pt4Line2_Checkbox[1]`]).toBe('Yes');
  });

  it('refuses a height with 12 inches', () => {
    const s = answerAll(e, k1State(), 6, ['No', 'Male', '01/02/1985', 'foreign', 'Canada', 'No', 'Hispanic/Latino', 'No', 'Yes', 'No', 'No', 'No']);
    expect(e.submitAnswer(s, 6, '5 12').error).toBe('Invalid height input. Only digits are allowed.');
  });
});
