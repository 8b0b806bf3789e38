import { describe, expect, it } from 'vitest';
import { createEngine } from '../engine/index.ts';
import { answerAll } from '../engine/testing.ts';
import { fullName } from '../fields/lookup.ts';
import type { FieldId } from '../fields/form-fields.ts';
import { beneficiaryParent1, beneficiaryParent2, PARENT_MOVE_ON, PARENT_UNKNOWN, petitionerParent1, petitionerParent2 } from './petitioner-parent.ts';
import { k1State } from './test-helpers.ts';

const e = createEngine([petitionerParent1, petitionerParent2, beneficiaryParent1, beneficiaryParent2]);
const values = (s: ReturnType<typeof k1State>) => {
  const f = e.computeFieldValues(s).fields;
  return (id: FieldId) => f[fullName(id)];
};

describe('sections 10, 11: petitioner parents', () => {
  it('parent 1: names, birth, sex, country of birth, residence (added) into P1 27–31', () => {
    const s = answerAll(e, k1State(), 10, ['I agree', "O'Brien", 'Mary', 'N/A', '02/03/1960', 'Female', 'Ireland', 'Dublin', 'Ireland']);
    expect(e.isSectionComplete(s, 10)).toBe(true);
    const v = values(s);
    expect(v('Pt1Line27a_FamilyName[0]')).toBe("O'Brien");
    expect(v('Pt1Line27b_GivenName[0]')).toBe('Mary');
    expect(v('Pt1Line27c_MiddleName[0]')).toBe('N/A');
    expect(v('Pt1Line28_DateofBirth[0]')).toBe('02/03/1960');
    expect(v('Pt1Line29_Checkbox[1]')).toBe('Yes');
    expect(v('Pt1Line29_Checkbox[0]')).toBe('Off');
    expect(v('Pt1Line30_CountryOfCitzOrNationality[0]')).toBe('Ireland');
    // Guide §2.3: 'CityTownOfBirth' / 'CountryOfCitzOrNationality' of item 31 hold the RESIDENCE.
    expect(v('Pt1Line31_CityTownOfBirth[0]')).toBe('Dublin');
    expect(v('Pt1Line31_CountryOfCitzOrNationality[0]')).toBe('Ireland');
  });

  it('parent 2 writes P1 32–36', () => {
    const s = answerAll(e, k1State(), 11, ['I agree', 'Smith', 'John', 'Paul', '1/5/1958', 'Male', 'usa', 'Deceased', 'Deceased']);
    const v = values(s);
    expect(v('Pt1Line32a_FamilyName[0]')).toBe('Smith');
    expect(v('Pt1Line34_Checkbox[0]')).toBe('Yes');
    expect(v('Pt1Line35_CountryOfCitzOrNationality[0]')).toBe('USA');
    expect(v('Pt1Line36a_CityTownOfBirth[0]')).toBe('Deceased');
    expect(v('Pt1Line36b_CountryOfCitzOrNationality[0]')).toBe('Deceased');
  });

  it("'I don't know this information' shows the move-on message and completes", () => {
    const s = answerAll(e, k1State(), 10, [PARENT_UNKNOWN]);
    expect(e.isSectionComplete(s, 10)).toBe(true);
    expect(s.sections['10']?.messages.some((m) => m.content === PARENT_MOVE_ON)).toBe(true);
    expect(values(s)('Pt1Line27a_FamilyName[0]')).toBe('Unknown');
  });

  it.each([
    [10, 'pet.parent1', 'Pt1Line27a_FamilyName[0]'],
    [18, 'ben.parent2', 'Pt2Line29a_FamilyName[0]'],
  ] as const)("section %i: editing 'I don't know' back to 'I agree' resets and clears the 'Unknown' names", (id, k, familyField) => {
    const unknown = answerAll(e, k1State(), id, [PARENT_UNKNOWN]);
    expect(unknown.answers[`${k}.family`]).toBe('Unknown');
    expect(e.editWouldReset(unknown, id, `${k}.known`, 'I agree')).toBe(true);
    const r = e.editAnswer(unknown, id, `${k}.known`, 'I agree');
    expect(r.reset).toBe(true);
    expect(r.state.answers[`${k}.family`]).toBeUndefined();
    expect(r.state.answers[`${k}.given`]).toBeUndefined();
    expect(e.currentQuestion(r.state, id)?.stepId).toBe('agree');
    const s = e.submitAnswer(r.state, id, 'I agree').state;
    expect(e.currentQuestion(s, id)?.stepId).toBe('family'); // asked, not skipped with 'Unknown'
    expect(values(s)(familyField)).toBeUndefined();
    expect(e.validateState(s)).toEqual([]);
  });

  it('a reset also clears the residence written by the deceased path (beneficiary parent)', () => {
    const s = answerAll(e, k1State(), 17, ['I agree', 'Ivanov', 'Petr', 'N/A', '01/01/1960', 'Male', 'Russia', 'Yes', 'Yes']);
    expect(s.answers['ben.parent1.residenceCity']).toBe('Deceased');
    const r = e.resetSection(s, 17);
    expect(r.answers['ben.parent1.residenceCity']).toBeUndefined();
    expect(r.answers['ben.parent1.family']).toBeUndefined();
  });

  it('refuses an invalid name with the spec message', () => {
    const s = answerAll(e, k1State(), 10, ['I agree']);
    expect(e.submitAnswer(s, 10, 'M4ry').error).toBe('Invalid name. Please check your input and try again.');
  });
});

describe('sections 17, 18: beneficiary parents', () => {
  const start = ['I agree', 'Ivanov', 'Petr', 'Sergeevich', '04/04/1965', 'Male', 'Russia'];

  it('living parent: city and country of residence into P2 28.a/b', () => {
    const s = answerAll(e, k1State(), 17, [...start, 'No', 'Kazan', 'Russia']);
    expect(e.isSectionComplete(s, 17)).toBe(true);
    const v = values(s);
    expect(v('Pt2Line24a_FamilyName[0]')).toBe('Ivanov');
    expect(v('Pt1Line11_DateofBirth[0]')).toBe('04/04/1965'); // P2 25 (guide §2.3)
    expect(v('Pt2Line26_Checkbox[0]')).toBe('Yes');
    expect(v('Pt2Line27_CountryOfCitzOrNationality[0]')).toBe('Russia');
    expect(v('Pt2Line28a_CityTownOfBirth[0]')).toBe('Kazan');
    expect(v('Pt2Line28b_CountryOfCitzOrNationality[0]')).toBe('Russia');
  });

  it('deceased parent: Deceased for city and country, finishes', () => {
    const s = answerAll(e, k1State(), 18, [...start, 'Yes', 'Yes']);
    expect(e.isSectionComplete(s, 18)).toBe(true);
    const v = values(s);
    expect(v('Pt2Line33a_CityTownOfBirth[0]')).toBe('Deceased');
    expect(v('Pt2Line33b_CountryOfCitzOrNationality[0]')).toBe('Deceased');
  });

  it('city unknown: Unknown for city and country (spec), finishes', () => {
    const s = answerAll(e, k1State(), 18, [...start, 'Yes', 'No']);
    expect(e.isSectionComplete(s, 18)).toBe(true);
    expect(values(s)('Pt2Line33a_CityTownOfBirth[0]')).toBe('Unknown');
  });

  it('skips an auto-extracted value', () => {
    const base = k1State();
    const s = e.startSection({ ...base, answers: { ...base.answers, 'ben.parent1.family': 'Ivanov' } }, 17).state;
    const r = e.submitAnswer(s, 17, 'I agree');
    expect(e.currentQuestion(r.state, 17)?.stepId).toBe('given');
  });
});
