import { describe, expect, it } from 'vitest';
import { fullName } from '../fields/lookup.ts';
import type { FieldId } from '../fields/form-fields.ts';
import { interview as e } from '../interview.ts';
import { DIVORCED_NATURALIZED, runScript } from './fixtures.ts';

describe('transcript: divorced naturalized petitioner, 3 addresses, 3 employers, 2 children, Cyrillic beneficiary', () => {
  const state = runScript(e, DIVORCED_NATURALIZED);
  const { fields, additional } = e.computeFieldValues(state);
  const v = (id: FieldId) => fields[fullName(id)];

  it('completes every section; the state replays cleanly', () => {
    expect(e.sectionOrder(state).filter((id) => !e.isSectionComplete(state, id))).toEqual([]);
    expect(e.validateState(JSON.parse(JSON.stringify(state)))).toEqual([]);
    expect(state.requiredDocuments).toEqual(expect.arrayContaining([3, 8, 11]));
  });

  it('petitioner: divorced with a previous spouse, naturalized with a certificate', () => {
    expect(v('Pt1Line23_Checkbox[1]')).toBe('Yes'); // Divorced
    expect(v('Pt1Line38a_FamilyName[0]')).toBe('Jones');
    expect(v('Pt1Line38b_GivenName[0]')).toBe('Karen');
    expect(v('Pt1Line39_DateMarriageEnded[0]')).toBe('10/10/2020');
    expect(v('Pt1Line40_Checkbox[1]')).toBe('Yes'); // Naturalization
    expect(v('Pt1Line1_AlienNumber[0]')).toBe('087654321');
    expect(v('Pt1Line21a_CertificateNumber[0]')).toBe('31234567');
    expect(v('Pt1Line26_CountryOfCitzOrNationality[0]')).toBe('Canada');
  });

  it('petitioner: three addresses (two on the form), mailing in care of someone else', () => {
    expect(v('Pt1Line9_StreetNumberName[0]')).toBe('200 Lake Shore Dr');
    expect(v('Pt1Line9_Unit[0]')).toBe('Yes'); // Floor: printed next to Unit[0]
    expect(v('Pt1Line10b_ToFrom[0]')).toBe('PRESENT');
    expect(v('Pt1Line11_StreetNumberName[0]')).toBe('45 Oak Ave');
    expect(v('Pt1Line11_Unit[1]')).toBe('Yes'); // Apartment: Unit[1]
    expect(v('Pt1Line12a_DateFrom[0]')).toBe('01/01/2021');
    expect(v('Pt1Line12b_ToFrom[0]')).toBe('02/28/2023');
    expect(v('Pt1Line8j_Checkboxes[1]')).toBe('Yes');
    expect(v('Pt1Line8_StreetNumberName[0]')).toBe('PO Box 4455');
    expect(v('Pt1Line8_InCareofName[0]')).toBe('Jane Jones');
  });

  it('petitioner: three employers (two on the form), two children under 18, parents', () => {
    expect(v('Pt1Line13_NameofEmployer[0]')).toBe('Windy City Logistics');
    expect(v('Pt1Line16b_ToFrom[0]')).toBe('PRESENT');
    expect(v('Pt1Line17_NameofEmployer[0]')).toBe('Northwestern Hospital');
    expect(v('Pt1Line20a_DateFrom[0]')).toBe('01/01/2021');
    expect(v('Pt1Line20b_ToFrom[0]')).toBe('02/28/2023');
    expect(v('Pt1Line48_Checkboxes[0]')).toBe('Yes');
    expect(v('Pt1Line49a_Age[0]')).toBe('10');
    expect(v('Pt1Line49b_Age[0]')).toBe('7');
    expect(v('Pt1Line36a_CityTownOfBirth[0]')).toBe('Deceased');
    expect(v('Pt3Line5_Checkboxes[2]')).toBe('Yes');
  });

  it('beneficiary: Cyrillic native-alphabet name and address, previous spouse, deceased parent', () => {
    expect(v('Pt2Line6_Checkboxes[1]')).toBe('Yes'); // Divorced
    expect(v('Pt2Line49a_FamilyName[0]')).toBe('Смирнова');
    expect(v('Pt2Line49b_GivenName[0]')).toBe('Екатерина');
    expect(v('Pt2Line49c_MiddleName[0]')).toBe('Андреевна');
    expect(v('Pt2Line50_StreetNumberName[0]')).toBe('пр. Мира 5');
    expect(v('Pt2Line50_Unit[2]')).toBe('Yes'); // Apt. = Unit[2] on P2 50
    expect(v('Pt2Line28c_CityOrTown[0]')).toBe('Новосибирск');
    expect(v('Pt2Line28d_Province[0]')).toBe('See Part 8'); // 21 characters do not fit 20
    expect(v('Pt2Line28f_Country[0]')).toBe('Россия');
    expect(v('Pt2Line34_Checkboxes[0]')).toBe('Yes');
    expect(v('Pt2Line35a_FamilyName[0]')).toBe('Kuznetsov');
    expect(v('Pt2Line33a_CityTownOfBirth[0]')).toBe('Deceased');
    expect(v('Pt2Line37_Checkboxes[0]')).toBe('Yes');
    expect(v('Pt2Line45b_Unit[1]')).toBe('Yes'); // the petitioner's Floor on P2 45 (Flr. = Unit[1])
  });

  it('Part 8: header and the four overflow entries in items 3–6', () => {
    expect(additional.map(({ page, part, item }) => [page, part, item])).toEqual([[2, 1, '11-12'], [2, 1, '17-20'], [7, 2, '50.d'], [7, 2, '48']]);
    expect(v('Pt1Line6a_FamilyName[1]')).toBe('Jones');
    expect(v('Pt1Line6b_GivenName[1]')).toBe('Mark');
    expect(v('Pt1Line1_AlienNumber[1]')).toBe('087654321');
    expect(v('Line3a_PageNumber[0]')).toBe('2');
    expect(v('Line3c_ItemNumber[0]')).toBe('11-12');
    expect(v('Line3d_AdditionalInfo[0]')).toContain('Physical address 3: Street number and name: 12 King St W; Apt./Ste./Flr.: Suite; Apt./Ste./Flr. number: 500; City or town: Toronto');
    expect(v('Line4d_AdditionalInfo[0]')).toContain('Employer 3: Employer: Maple Leaf Foods');
    expect(v('Line4d_AdditionalInfo[0]')).toContain('End date: 12/31/2020');
    expect(v('Line5b_PartNumber[0]')).toBe('2');
    expect(v('Line5c_ItemNumber[0]')).toBe('50.d');
    expect(v('Line5d_AdditionalInfo[0]')).toBe('Province (native alphabet): Новосибирская область');
    expect(v('Line6d_AdditionalInfo[0]')).toBe('Daytime telephone number: +7 383 555 1234');
    expect(v('Line7d_AdditionalInfo[0]')).toBeUndefined();
  });
});
