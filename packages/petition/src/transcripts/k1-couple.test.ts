import { describe, expect, it } from 'vitest';
import { fullName } from '../fields/lookup.ts';
import type { FieldId } from '../fields/form-fields.ts';
import { interview as e } from '../interview.ts';
import { FINAL_MESSAGE } from '../sections/beneficiary-stay.ts';
import { K1_COUPLE, runScript } from './fixtures.ts';

describe('transcript: a simple K-1 couple through every section', () => {
  const state = runScript(e, K1_COUPLE);
  const { fields, additional } = e.computeFieldValues(state);
  const v = (id: FieldId) => fields[fullName(id)];

  it('completes every section, ends green with the generate link, 100 %', () => {
    expect(e.sectionOrder(state).filter((id) => !e.isSectionComplete(state, id))).toEqual([]);
    expect(state.sections['21']?.messages.at(-1)).toMatchObject({ content: FINAL_MESSAGE, backgroundColor: 'green', link: { label: 'Generate I-129F Documents →' } });
    expect(e.progressPercent(state)).toBe(100);
    expect(e.validateState(JSON.parse(JSON.stringify(state)))).toEqual([]);
  });

  it('petitioner: classification, names, address, mailing, employment, parents', () => {
    expect(v('Pt1Line4a_Checkboxes[0]')).toBe('Yes');
    expect(v('Pt1Line4a_Checkboxes[1]')).toBe('Off');
    expect(v('Pt1Line6a_FamilyName[0]')).toBe('Smith');
    expect(v('Pt1Line6b_GivenName[0]')).toBe('John');
    expect(v('Pt1Line9_StreetNumberName[0]')).toBe('100 Main St');
    expect(v('Pt1Line9_Unit[1]')).toBe('Yes'); // Apartment: the box printed next to 'Apt.'
    expect(v('Pt1Line9_AptSteFlrNumber[0]')).toBe('3B');
    expect(v('Pt1Line9_State[0]')).toBe('IL');
    expect(v('Pt1Line10a_DateFrom[0]')).toBe('01/15/2015');
    expect(v('Pt1Line10b_ToFrom[0]')).toBe('PRESENT');
    expect(v('Pt1Line8j_Checkboxes[0]')).toBe('Yes');
    expect(v('Pt1Line8_StreetNumberName[0]')).toBe('100 Main St');
    expect(v('Pt1Line8_InCareofName[0]')).toBe('N/A');
    expect(v('Pt1Line13_NameofEmployer[0]')).toBe('Acme Corp');
    expect(v('Pt1Line14_Unit[2]')).toBe('Yes'); // Suite: printed next to Unit[2]
    expect(v('Pt1Line16b_ToFrom[0]')).toBe('PRESENT');
    expect(v('Pt1Line27b_GivenName[0]')).toBe('Robert');
    expect(v('Pt1Line29_Checkbox[0]')).toBe('Yes');
    expect(v('Pt1Line31_CityTownOfBirth[0]')).toBe('Springfield');
    expect(v('Pt1Line36b_CountryOfCitzOrNationality[0]')).toBe('USA');
    expect(v('Pt1Line48_Checkboxes[1]')).toBe('Yes');
    expect(v('Pt1Line43_Checkboxes[1]')).toBe('Yes');
    expect(v('Pt3Line5_Checkboxes[2]')).toBe('Yes'); // 5.d not a multiple filer
    expect(v('Pt1Line3_SSN[0]')).toBe('123456789');
  });

  it('beneficiary: birth, addresses abroad, U.S. address = petitioner address, employment, parents, stay, consulate', () => {
    expect(v('Pt2Line1b_GivenName[0]')).toBe('Olga');
    expect(v('Pt2Line7_CityTownOfBirth[0]')).toBe('Kazan');
    expect(v('Pt2Line12_StreetNumberName[0]')).toBe('ul. Lenina 10');
    expect(v('Pt2Line13b_ToFrom[0]')).toBe('PRESENT');
    expect(v('Pt2Line47_StreetNumberName[0]')).toBe('ul. Lenina 10');
    expect(v('Pt2Line11_StreetNumberName[0]')).toBe('ul. Lenina 10');
    expect(v('Pt2Line45a_StreetNumberName[0]')).toBe('100 Main St');
    expect(v('Pt2Line45b_Unit[2]')).toBe('Yes'); // Apt. on P2 45
    expect(v('Pt2Line45d_State[0]')).toBe('IL');
    expect(v('Pt2Line46_DayTimeTelephoneNumber[0]')).toBe('2175550100');
    expect(v('Pt2Line48_DaytimeTelephoneNum[0]')).toBe('8431234567');
    expect(v('Pt2Line16_NameofEmployer[0]')).toBe('Kazan University');
    expect(v('Pt2Line24a_FamilyName[0]')).toBe('Ivanov');
    expect(v('Pt2Line33a_CityTownOfBirth[0]')).toBe('Kazan');
    expect(v('Pt2Line34_Checkboxes[1]')).toBe('Yes');
    expect(v('Pt2Line37_Checkboxes[1]')).toBe('Yes');
    expect(v('Pt2Line39_Checkboxes[1]')).toBe('Yes');
    expect(v('Pt2Line51_Checkboxes[1]')).toBe('Yes');
    expect(v('Pt2Line53_Checkboxes[2]')).toBe('Yes');
    expect(v('Pt2Line55_Checkboxes[1]')).toBe('Yes');
    expect(v('Pt2Line62a_CityTown[0]')).toBe('Moscow');
    expect(v('Pt2Line62b_Country[0]')).toBe('Russia');
  });

  it('needs no Part 8 and leaves the interpreter and preparer blocks blank', () => {
    expect(additional).toEqual([]);
    expect(v('Line3d_AdditionalInfo[0]')).toBeUndefined();
    expect(v('Pt6Line1_InterpreterFamilyName[0]')).toBeUndefined();
    expect(v('Pt7Line1_PreparerFamilyName[0]')).toBeUndefined();
  });
});
