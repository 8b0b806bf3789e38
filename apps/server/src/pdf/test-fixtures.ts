import type { Template } from './load-template.ts';

/** Official field names used by the tests (also a small, realistic couple's answers). */
export const F = {
  petFamily: 'form1[0].#subform[0].Pt1Line6a_FamilyName[0]',
  petGiven: 'form1[0].#subform[0].Pt1Line6b_GivenName[0]',
  petMiddle: 'form1[0].#subform[0].Pt1Line6c_MiddleName[0]',
  petANumber: 'form1[0].#subform[0].Pt1Line1_AlienNumber[0]',
  k1: 'form1[0].#subform[0].Pt1Line4a_Checkboxes[0]',
  k3: 'form1[0].#subform[0].Pt1Line4a_Checkboxes[1]',
  mailStreet: 'form1[0].#subform[0].Pt1Line8_StreetNumberName[0]',
  /** Shuffled block: Unit[1] is printed next to "Apt." and its on-value is " FLR ". */
  mailUnitApt: 'form1[0].#subform[0].Pt1Line8_Unit[1]',
  mailUnitSte: 'form1[0].#subform[0].Pt1Line8_Unit[2]',
  mailUnitFlr: 'form1[0].#subform[0].Pt1Line8_Unit[0]',
  mailUnitNumber: 'form1[0].#subform[0].Pt1Line8_AptSteFlrNumber[0]',
  mailCity: 'form1[0].#subform[0].Pt1Line8_CityOrTown[0]',
  mailState: 'form1[0].#subform[0].Pt1Line8_State[0]',
  mailZip: 'form1[0].#subform[0].Pt1Line8_ZipCode[0]',
  mailCountry: 'form1[0].#subform[0].Pt1Line8_Country[0]',
  otherFamily: 'form1[0].#subform[0].Pt1Line7a_FamilyName[0]',
  benFamily: 'form1[0].#subform[3].Pt2Line1a_FamilyName[0]',
  benGiven: 'form1[0].#subform[3].Pt2Line1b_GivenName[0]',
  benDob: 'form1[0].#subform[3].Pt2Line4_DateOfBirth[0]',
  benFemale: 'form1[0].#subform[3].Pt2Line5_Checkboxes[1]',
  benNativeFamily: 'form1[0].#subform[6].Pt2Line49a_FamilyName[0]',
  benNativeGiven: 'form1[0].#subform[6].Pt2Line49b_GivenName[0]',
  meeting: 'form1[0].#subform[7].Pt2Line54_Describe[0]',
  /** Reversed pair: [0] is No ('N'), [1] is Yes ('Y'). */
  arrestedNo: 'form1[0].#subform[8].Part3Line4a_Checkboxes[0]',
  arrestedYes: 'form1[0].#subform[8].Part3Line4a_Checkboxes[1]',
  heightFeet: 'form1[0].#subform[8].Pt4Line3_HeightFeet[0]',
  heightInches: 'form1[0].#subform[8].Pt4Line3_HeightInches[0]',
  phone: 'form1[0].#subform[9].Pt5Line1_DaytimePhoneNumber1[0]',
  signature: 'form1[0].#subform[9].Pt6Line4_Signature[0]',
  p8Family: 'form1[0].#subform[11].Pt1Line6a_FamilyName[1]',
  p8ANumber: 'form1[0].#subform[11].Pt1Line1_AlienNumber[1]',
  p8Page3: 'form1[0].#subform[11].Line3a_PageNumber[0]',
  p8Item3: 'form1[0].#subform[11].Line3c_ItemNumber[0]',
  p8Text3: 'form1[0].#subform[11].Line3d_AdditionalInfo[0]',
  p8Text7: 'form1[0].#subform[11].Line7d_AdditionalInfo[0]',
} as const;

export const LONG_MEETING =
  'We met in person in Tbilisi in June 2024 at the wedding of a mutual friend, spent two weeks travelling together ' +
  'through Kakheti and Batumi, and met again in Istanbul in December 2024 and in Lisbon in April 2025, where we ' +
  'decided to marry. Boarding passes, hotel bookings and photographs of each visit are attached as evidence.';

/** A couple's answers as the interview package would send them. */
export const coupleValues = (): Record<string, string> => ({
  [F.petFamily]: 'Smith',
  [F.petGiven]: 'John',
  [F.petMiddle]: 'Robert',
  [F.petANumber]: '012345678',
  [F.k1]: 'Yes',
  [F.k3]: 'Off',
  [F.mailStreet]: '123 Main Street',
  [F.mailUnitApt]: 'Yes',
  [F.mailUnitSte]: 'Off',
  [F.mailUnitFlr]: 'Off',
  [F.mailUnitNumber]: '3B',
  [F.mailCity]: 'Chicago',
  [F.mailState]: 'Illinois',
  [F.mailZip]: '60601',
  [F.mailCountry]: 'USA',
  [F.benFamily]: 'Ivanova',
  [F.benGiven]: 'Olga',
  [F.benDob]: '03/14/1994',
  [F.benFemale]: 'F',
  [F.benNativeFamily]: 'Иванова',
  [F.benNativeGiven]: 'Ольга',
  [F.meeting]: 'We met in Tbilisi in June 2024.',
  [F.arrestedNo]: 'Off',
  [F.arrestedYes]: 'Yes',
  [F.heightFeet]: '5',
  [F.heightInches]: '07',
  [F.phone]: '3125550100',
  [F.signature]: '',
});

/** Every writable field answered (the benchmark's "fully answered" petition). */
export const fullyAnswered = (template: Template): Record<string, string> => {
  const values: Record<string, string> = {};
  for (const f of template.fields.values()) {
    if (f.protected) continue;
    if (f.kind === 'text') values[f.name] = f.comb ? '1'.repeat(f.maxLength ?? 1) : 'Answer text'.slice(0, f.maxLength ?? 11);
    if (f.kind === 'checkbox') values[f.name] = /\[0\]$/.test(f.name) ? 'Yes' : 'Off';
    if (f.kind === 'dropdown') values[f.name] = f.options.find((o) => o.trim() !== '') ?? '';
  }
  return { ...values, ...coupleValues() };
};
