import { describe, expect, it } from 'vitest';
import { createEngine } from '../engine/index.ts';
import { answerAll } from '../engine/testing.ts';
import { fullName } from '../fields/lookup.ts';
import { beneficiaryChildren } from './beneficiary-children.ts';
import { k1State } from './test-helpers.ts';

const e = createEngine([beneficiaryChildren]);

describe('section 19: beneficiary children', () => {
  it('no children: P2 39 No', () => {
    const s = answerAll(e, k1State(), 19, ['No']);
    expect(e.isSectionComplete(s, 19)).toBe(true);
    expect(e.computeFieldValues(s).fields[fullName('Pt2Line39_Checkboxes[1]')]).toBe('Yes');
  });

  it('two children: the first on the form, the second (with its own address) in Part 8', () => {
    let s = answerAll(e, k1State(), 19, ['Yes', '2', 'Ivanov', 'Pavel', 'N/A', 'Russia', '03/03/2012', 'Yes']);
    expect(e.currentQuestion(s, 19)?.prompt).toBe('What is the family name of the second child of Olga Ivanova?');
    s = answerAll(e, s, 19, ['Ivanova', 'Daria', 'N/A', 'Russia', '04/04/2010', 'No', 'ul. Pushkina 3', 'Apartment', '7', 'Moscow', 'Russia', 'N/A', '101000']);
    expect(e.isSectionComplete(s, 19)).toBe(true);
    const { fields, additional } = e.computeFieldValues(s);
    expect(fields[fullName('Pt2Line39_Checkboxes[0]')]).toBe('Yes');
    expect(fields[fullName('Pt2Line40a_FamilyName[0]')]).toBe('Ivanov');
    expect(fields[fullName('Pt2Line41_CountryOfBirth[0]')]).toBe('Russia');
    expect(fields[fullName('Pt2Line42_DateofBirth[0]')]).toBe('03/03/2012');
    expect(fields[fullName('Pt2Line43_Checkboxes[0]')]).toBe('Yes');
    expect(fields[fullName('Pt2Line44_StreetNumberName[0]')]).toBeUndefined();
    expect(additional).toHaveLength(1);
    expect(additional[0]).toMatchObject({ page: 7, part: 2, item: '40-44' });
    expect(additional[0]?.text).toContain('Child 2: Family name: Ivanova; Given name: Daria');
    expect(additional[0]?.text).toContain('Street number and name: ul. Pushkina 3');
  });

  it('a child living elsewhere: address in P2 44 (Apt. = Unit[2])', () => {
    const s = answerAll(e, k1State(), 19, ['Yes', '1', 'Ivanov', 'Pavel', 'N/A', 'Russia', '03/03/2012', 'No', '5 Main St', 'Apartment', '2', 'Austin', 'USA', 'TX', '73301']);
    const f = e.computeFieldValues(s).fields;
    expect(f[fullName('Pt2Line43_Checkboxes[1]')]).toBe('Yes');
    expect(f[fullName('Pt2Line44_Unit[2]')]).toBe('Yes');
    expect(f[fullName('Pt2Line44_State[0]')]).toBe('TX');
  });
});
