import { describe, expect, it } from 'vitest';
import { findQuestion } from '../engine/registry.ts';
import type { InterviewState, Question } from '../engine/types.ts';
import { fullName } from '../fields/lookup.ts';
import type { FieldId } from '../fields/form-fields.ts';
import { interview as e } from '../interview.ts';
import { AUTO_EXTRACTED_KEYS, IGNORED_EXTRACTED_KEYS } from './auto-extracted.ts';
import { k1State } from './test-helpers.ts';

/** Everything the server's passport extractor can return (apps/server/src/extraction/mrz-to-values.ts). */
const PASSPORT_VALUES = {
  petFirstName: 'John', petSecondName: 'Robert', petLastName: 'Smith', petBirthDate: '07/04/1985', petGender: 'Male', petCitizenship: 'USA',
  benFirstName: 'Olena', benSecondName: 'Petrivna', benLastName: 'Kovalenko', benDateOfBirth: '03/15/1992', benGender: 'Female',
  benCitizenship: 'Ukraine', benPassportNumber: 'FE123456', benCountryOfIssuancePassport: 'Ukraine', benExpirationDatePassport: '05/20/2034',
} as const;

/** Where each extracted value must end up: answer key and the official field it fills. */
const EXPECTED: readonly [string, string, FieldId, string][] = [
  ['petFirstName', 'pet.name.given', 'Pt1Line6b_GivenName[0]', 'John'],
  ['petSecondName', 'pet.name.middle', 'Pt1Line6c_MiddleName[0]', 'Robert'],
  ['petLastName', 'pet.name.family', 'Pt1Line6a_FamilyName[0]', 'Smith'],
  ['petBirthDate', 'pet.birthDate', 'Pt1Line22_DateofBirth[0]', '07/04/1985'],
  ['petGender', 'pet.gender', 'Pt1Line21_Checkbox[0]', 'Yes'],
  ['benFirstName', 'ben.name.given', 'Pt2Line1b_GivenName[0]', 'Olena'],
  ['benSecondName', 'ben.name.middle', 'Pt2Line1c_MiddleName[0]', 'Petrivna'],
  ['benLastName', 'ben.name.family', 'Pt2Line1a_FamilyName[0]', 'Kovalenko'],
  ['benDateOfBirth', 'ben.birthDate', 'Pt2Line4_DateOfBirth[0]', '03/15/1992'],
  ['benGender', 'ben.gender', 'Pt2Line5_Checkboxes[1]', 'Yes'],
  ['benCitizenship', 'ben.citizenship', 'Pt2Line9_CountryofCitzOrNationality[0]', 'Ukraine'],
  ['benPassportNumber', 'ben.document.number', 'Pt2Line38e_Passport[0]', 'FE123456'],
  ['benCountryOfIssuancePassport', 'ben.document.country', 'Pt2Line38g_CountryOfIssuance[0]', 'Ukraine'],
  ['benExpirationDatePassport', 'ben.document.expiry', 'Pt2Line38h_ExpDate[0]', '05/20/2034'],
];

const PREFERRED: Record<string, string> = {
  'elig.citizen': 'Yes', 'elig.married': 'No', 'elig.freeToMarry': 'Yes', 'elig.intent': 'Yes', 'elig.met': 'Yes',
  'ben.inUS': 'Yes', 'ben.document.type': 'Passport', 'ben.entry.manner': 'B-2',
};
const BY_VALIDATOR: Record<string, string> = {
  name: 'Anna', nameFormat: 'Marie', email: 'anna@example.com', phone: '5551234567', landline: '5557654321', ssn: '123-45-6789',
  aNumber: 'N/A', uscisAccount: '123456789012', certificateNumber: 'AA1234567', i94Number: '12345678901', country: 'Canada',
  countryOfBirth: 'Canada', countryOfResidence: 'Canada', cityOfBirth: 'Toronto', addressLine: '12 Main Street', unitNumber: '3B',
  zip: '12345', postalCode: 'K1A 0B1', usState: 'NY', height: '5 10', weight: '170', freeText: 'We met in Toronto.', stayDate: 'D/S',
  childrenCount: '1', childAge: '7', documentNumber: 'X1234567', endDateAfter: 'current', endDateNotBefore: 'current',
};

function inputFor(q: Question): string {
  if (q.sectionId === 0) return 'Accept All';
  const pref = PREFERRED[q.key];
  if (pref) return pref;
  if (q.input === 'yesno') return 'No';
  if (q.options?.length) return q.options[0] as string;
  if (q.input === 'date') return /end|to$/i.test(q.key) ? 'current' : '01/02/2015';
  const first = findQuestion(e.registry, q.key)?.step.validate?.[0];
  const name = typeof first === 'string' ? first : first?.use;
  return (name && BY_VALIDATOR[name]) ?? 'Toronto';
}

function runAll(s: InterviewState): { state: InterviewState; asked: string[] } {
  const asked: string[] = [];
  for (const id of e.sectionOrder(s)) {
    s = e.startSection(s, id).state;
    for (let guard = 0; guard < 300; guard++) {
      const q = e.currentQuestion(s, id);
      if (!q) break;
      if (id !== 0) asked.push(q.key);
      const r = e.submitAnswer(s, id, inputFor(q));
      if (r.error) throw new Error(`section ${id} ${q.stepId}: ${r.error}`);
      s = r.state;
    }
  }
  return { state: s, asked };
}

describe('auto-extracted keys → the answer keys the sections ask', () => {
  it('every mapped answer key is asked by a registered step (accepted values are skipped there)', () => {
    for (const answerKey of Object.keys(AUTO_EXTRACTED_KEYS)) expect(findQuestion(e.registry, answerKey), answerKey).toBeDefined();
  });

  it('every key the passport extractor returns is mapped or ignored with a reason', () => {
    const mapped = new Set(Object.values(AUTO_EXTRACTED_KEYS).flatMap((v) => (typeof v === 'string' ? [v] : v)));
    for (const k of Object.keys(PASSPORT_VALUES)) expect(mapped.has(k) || k in IGNORED_EXTRACTED_KEYS, k).toBe(true);
    expect(Object.keys(IGNORED_EXTRACTED_KEYS)).toContain('petCitizenship');
  });

  it('passport values → section 0 Accept All → later sections skip those questions and the values reach the form', () => {
    const extracted = e.withAutoExtracted(k1State(), PASSPORT_VALUES);
    expect(Object.keys(extracted.extracted).sort()).toEqual(EXPECTED.map(([, k]) => k).sort());
    const { state, asked } = runAll(extracted);
    for (const id of e.sectionOrder(state)) expect(e.isSectionComplete(state, id), `section ${id}`).toBe(true);
    const fields = e.computeFieldValues(state).fields;
    for (const [autoKey, answerKey, field, value] of EXPECTED) {
      expect(asked, `${autoKey}: ${answerKey} was asked again`).not.toContain(answerKey);
      expect(fields[fullName(field)], `${autoKey} → ${field}`).toBe(value);
    }
    expect(asked).toContain('ben.document.type'); // still asked: the extractor cannot tell how the beneficiary entered
    expect(e.validateState(state)).toEqual([]);
  });

  it('an accepted passport number is not used when the beneficiary entered with a travel document', () => {
    const extracted = e.withAutoExtracted(k1State(), PASSPORT_VALUES);
    PREFERRED['ben.document.type'] = 'Travel Document';
    try {
      const { state, asked } = runAll(extracted);
      expect(asked).toEqual(expect.arrayContaining(['ben.travelDoc.number', 'ben.travelDoc.country', 'ben.travelDoc.expiry']));
      const fields = e.computeFieldValues(state).fields;
      expect(fields[fullName('Pt2Line38e_Passport[0]')]).toBeUndefined();
      expect(fields[fullName('Pt2Line38f_TravelDoc[0]')]).toBe('X1234567');
      expect(fields[fullName('Pt2Line38g_CountryOfIssuance[0]')]).toBe('Canada');
      expect(e.validateState(state)).toEqual([]);
    } finally {
      PREFERRED['ben.document.type'] = 'Passport';
    }
  });

  it('a beneficiary outside the United States: accepted passport values are not written into P2 38', () => {
    PREFERRED['ben.inUS'] = 'No';
    try {
      const { state } = runAll(e.withAutoExtracted(k1State(), PASSPORT_VALUES));
      const fields = e.computeFieldValues(state).fields;
      for (const id of ['Pt2Line38e_Passport[0]', 'Pt2Line38g_CountryOfIssuance[0]', 'Pt2Line38h_ExpDate[0]'] as const) expect(fields[fullName(id)], id).toBeUndefined();
    } finally {
      PREFERRED['ben.inUS'] = 'Yes';
    }
  });
});
