import { describe, expect, it } from 'vitest';
import { createEngine } from '../engine/index.ts';
import { answerAll } from '../engine/testing.ts';
import { fullName } from '../fields/lookup.ts';
import type { FieldId } from '../fields/form-fields.ts';
import { EMPLOYMENT_NOT_COVERED } from './employment-steps.ts';
import { petitionerEmployment } from './petitioner-employment.ts';
import { k1State } from './test-helpers.ts';

const e = createEngine([petitionerEmployment]);
const v = (s: ReturnType<typeof k1State>) => {
  const f = e.computeFieldValues(s).fields;
  return (id: FieldId) => f[fullName(id)];
};
const JOB = 'Employed or self-employed';
const ACME = [JOB, 'Acme Corp', '1 Industry Way', 'Suite', '200', 'Chicago', 'USA', 'IL', '60601', 'Engineer'];

describe('section 13: petitioner employment', () => {
  it('main path: one current employer since more than 5 years; current → PRESENT', () => {
    const s = answerAll(e, k1State(), 13, [...ACME, '03/01/2015', 'current']);
    expect(e.isSectionComplete(s, 13)).toBe(true);
    expect(s.answers['pet.employer.1.end']).toBe('PRESENT');
    const f = v(s);
    expect(f('Pt1Line13_NameofEmployer[0]')).toBe('Acme Corp');
    expect(f('Pt1Line14_Unit[2]')).toBe('Yes'); // Suite: printed next to Unit[2] (on-value ' APT ')
    expect(f('Pt1Line14_AptSteFlrNumber[0]')).toBe('200');
    expect(f('Pt1Line14_State[0]')).toBe('IL');
    expect(f('Pt1Line15_Occupation[0]')).toBe('Engineer');
    expect(f('Pt1Line16a_DateFrom[0]')).toBe('03/01/2015');
    expect(f('Pt1Line16b_ToFrom[0]')).toBe('PRESENT');
  });

  it('asks for another employer with the spec message; No completes', () => {
    const s = answerAll(e, k1State(), 13, [...ACME, '03/01/2023', 'current']);
    expect(s.sections['13']?.messages.at(-1)?.content).toBe(EMPLOYMENT_NOT_COVERED);
    const done = answerAll(e, s, 13, ['No']);
    expect(e.isSectionComplete(done, 13)).toBe(true);
  });

  it('three employers: the third goes to Part 8 (page 2, item 17-20)', () => {
    let s = answerAll(e, k1State(), 13, [...ACME, '03/01/2023', 'current', 'Yes']);
    s = answerAll(e, s, 13, [JOB, 'Beta GmbH', 'Hauptstr. 5', 'None', 'Berlin', 'Germany', 'Berlin', '10115', 'Analyst', '01/01/2021', '02/28/2023', 'Yes']);
    expect(e.currentQuestion(s, 13)).toMatchObject({ stepId: 'kind', loopIndex: 3 });
    expect(e.currentQuestion(s, 13)?.prompt).toContain('In the third period');
    s = answerAll(e, s, 13, [JOB, 'Gamma Ltd', '7 High St', 'Floor', '3', 'London', 'United Kingdom', 'N/A', 'SW1A 1AA', 'Clerk', '01/01/2018', '12/31/2020']);
    expect(e.isSectionComplete(s, 13)).toBe(true);
    const { fields, additional } = e.computeFieldValues(s);
    expect(fields[fullName('Pt1Line17_NameofEmployer[0]')]).toBe('Beta GmbH');
    expect(fields[fullName('Pt1Line18_Province[0]')]).toBe('Berlin');
    expect(fields[fullName('Pt1Line20b_ToFrom[0]')]).toBe('02/28/2023');
    expect(additional).toHaveLength(1);
    expect(additional[0]).toMatchObject({ page: 2, part: 1, item: '17-20' });
    expect(additional[0]?.text).toContain('Employer 3: Employer: Gamma Ltd');
    expect(additional[0]?.text).toContain('End date: 12/31/2020');
  });

  it.each<[string, string, string, boolean]>([
    ['a past job ending long ago leaves the last 5 years uncovered', '01/01/2012', '12/31/2019', false],
    ['a past job that ended 3 months ago (a gap at the end)', '01/01/2012', '02/28/2025', false],
    ['a past job that ended within 31 days', '01/01/2012', '05/15/2025', true],
  ])('%s', (_, start, end, covered) => {
    const s = answerAll(e, k1State(), 13, [...ACME, start, end]);
    expect(e.isSectionComplete(s, 13)).toBe(covered);
    if (!covered) expect(e.currentQuestion(s, 13)?.prompt).toBe(EMPLOYMENT_NOT_COVERED);
  });

  it('end date must be greater than the start date (petitioner message)', () => {
    const s = answerAll(e, k1State(), 13, [...ACME, '03/01/2015']);
    expect(e.submitAnswer(s, 13, '03/01/2015').error).toBe('The end date must be greater than the start date');
  });

  it('unemployed for the whole 5 years: Unemployed as employer 1 with its dates, N/A in the address', () => {
    const s = answerAll(e, k1State(), 13, ['Unemployed', '01/01/2019', 'current']);
    expect(e.isSectionComplete(s, 13)).toBe(true);
    const f = v(s);
    expect(f('Pt1Line13_NameofEmployer[0]')).toBe('Unemployed');
    expect(f('Pt1Line15_Occupation[0]')).toBe('Unemployed');
    expect(f('Pt1Line14_StreetNumberName[0]')).toBe('N/A');
    expect(f('Pt1Line14_CityOrTown[0]')).toBe('N/A');
    expect(f('Pt1Line16b_ToFrom[0]')).toBe('PRESENT');
    expect(s.answers['pet.employment.has']).toBe('Yes');
  });

  it('a job, then a student period, then retired: each period in its own block or Part 8, no invented employer', () => {
    let s = answerAll(e, k1State(), 13, [...ACME, '09/01/2023', 'current', 'Yes']);
    expect(e.currentQuestion(s, 13)).toMatchObject({ stepId: 'kind', loopIndex: 2, options: ['Employed or self-employed', 'Student', 'Unemployed', 'Retired'] });
    s = answerAll(e, s, 13, ['Student', '09/01/2021', '08/31/2023']);
    expect(e.currentQuestion(s, 13)?.stepId).toBe('another');
    s = answerAll(e, s, 13, ['Yes', 'Retired', '01/01/2015', '08/31/2021']);
    expect(e.isSectionComplete(s, 13)).toBe(true);
    const { fields, additional } = e.computeFieldValues(s);
    const f = (id: FieldId) => fields[fullName(id)];
    expect(f('Pt1Line17_NameofEmployer[0]')).toBe('Student');
    expect(f('Pt1Line19_Occupation[0]')).toBe('Student');
    expect(f('Pt1Line18_StreetNumberName[0]')).toBe('N/A');
    expect(f('Pt1Line18_CityOrTown[0]')).toBe('N/A');
    expect(f('Pt1Line18_Province[0]')).toBe('N/A');
    expect(f('Pt1Line18_PostalCode[0]')).toBe('N/A');
    expect(f('Pt1Line18_Country[0]')).toBe('N/A');
    expect(f('Pt1Line18_State[0]')).toBeUndefined(); // a dropdown: never N/A
    expect(f('Pt1Line18_ZipCode[0]')).toBeUndefined();
    expect(f('Pt1Line20a_DateFrom[0]')).toBe('09/01/2021');
    expect(additional[0]?.text).toContain('Employer 3: Employer: Retired; Street number and name: N/A');
    expect(e.validateState(JSON.parse(JSON.stringify(s)))).toEqual([]);
  });
});
