import { describe, expect, it } from 'vitest';
import { createEngine } from '../engine/index.ts';
import { answerAll } from '../engine/testing.ts';
import { PETITIONER_ADDRESS_NOT_COVERED, petitionerAddressHistory } from './petitioner-address-history.ts';
import { k1State } from './test-helpers.ts';

const e = createEngine([petitionerAddressHistory]);
const F = (id: string) => `form1[0].#subform[${id.startsWith('Pt1Line8') ? 0 : id.startsWith('Pt2') ? 6 : 1}].${id}`;
const US_CURRENT = ['100 Main St', 'Apartment', '3B', 'Springfield', 'usa', 'Illinois', '62701', '01/15/2019'];

describe('section 9: petitioner address history', () => {
  it('main path: one U.S. address since more than 5 years, mailing the same, own name', () => {
    const s = answerAll(e, k1State(), 9, [...US_CURRENT, 'Yes', 'Own Name']);
    expect(e.isSectionComplete(s, 9)).toBe(true);
    expect(s.answers['pet.address.1.to']).toBe('PRESENT');
    const f = e.computeFieldValues(s).fields;
    expect(f[F('Pt1Line9_StreetNumberName[0]')]).toBe('100 Main St');
    // 'Apartment' is the box PRINTED next to Apt.: Unit[1] (on-value ' FLR ', guide §2.2).
    expect(f[F('Pt1Line9_Unit[1]')]).toBe('Yes');
    expect(f[F('Pt1Line9_Unit[0]')]).toBe('Off');
    expect(f[F('Pt1Line9_Unit[2]')]).toBe('Off');
    expect(f[F('Pt1Line9_AptSteFlrNumber[0]')]).toBe('3B');
    expect(f[F('Pt1Line9_State[0]')]).toBe('IL');
    expect(f[F('Pt1Line9_ZipCode[0]')]).toBe('62701');
    expect(f[F('Pt1Line9_Country[0]')]).toBe('USA');
    expect(f[F('Pt1Line10a_DateFrom[0]')]).toBe('01/15/2019');
    expect(f[F('Pt1Line10b_ToFrom[0]')]).toBe('PRESENT');
    // Mailing = physical (P1 8.j Yes), copied into P1 8; in care of N/A.
    expect(f[F('Pt1Line8j_Checkboxes[0]')]).toBe('Yes');
    expect(f[F('Pt1Line8_StreetNumberName[0]')]).toBe('100 Main St');
    expect(f[F('Pt1Line8_Unit[1]')]).toBe('Yes');
    expect(f[F('Pt1Line8_State[0]')]).toBe('IL');
    expect(f[F('Pt1Line8_InCareofName[0]')]).toBe('N/A');
    expect(f[F('Pt1Line9_Province[0]')]).toBeUndefined();
  });

  it('asks previous addresses until 5 years are covered; the third goes to Part 8', () => {
    let s = answerAll(e, k1State(), 9, ['1 Oak Rd', 'None', 'Austin', 'USA', 'TX', '73301', '03/01/2024', 'Yes', 'Own Name']);
    expect(s.sections['9']?.messages.some((m) => m.content === PETITIONER_ADDRESS_NOT_COVERED)).toBe(true);
    expect(e.currentQuestion(s, 9)).toMatchObject({ stepId: 'street', loopIndex: 2 });
    s = answerAll(e, s, 9, ['5 Elm St', 'Floor', '2', 'Toronto', 'Canada', 'Ontario', 'M5V 2T6', '01/01/2022', '02/28/2024']);
    expect(e.currentQuestion(s, 9)).toMatchObject({ stepId: 'street', loopIndex: 3 });
    s = answerAll(e, s, 9, ['9 Pine Ave', 'Suite', '12', 'Kyiv', 'Ukraine', 'N/A', '01001', '01/01/2015', '12/31/2021']);
    expect(e.isSectionComplete(s, 9)).toBe(true);
    const { fields: f, additional } = e.computeFieldValues(s);
    expect(f[F('Pt1Line11_StreetNumberName[0]')]).toBe('5 Elm St');
    expect(f[F('Pt1Line11_Unit[0]')]).toBe('Yes'); // Floor: printed next to Unit[0]
    expect(f[F('Pt1Line11_Province[0]')]).toBe('Ontario');
    expect(f[F('Pt1Line11_PostalCode[0]')]).toBe('M5V 2T6');
    expect(f[F('Pt1Line12a_DateFrom[0]')]).toBe('01/01/2022');
    expect(f[F('Pt1Line12b_ToFrom[0]')]).toBe('02/28/2024');
    expect(additional).toContainEqual({ page: 2, part: 1, item: '11-12', text: expect.stringContaining('Physical address 3: Street number and name: 9 Pine Ave') });
    expect(additional[0]?.text).toContain('Apt./Ste./Flr.: Suite');
  });

  it.each(['N/A', 'none', 'NONE', 'n/a'])("no postal code (typed %s): stored N/A, the 9-character postal code field gets N/A", (typed) => {
    const s = answerAll(e, k1State(), 9, ['Al Corniche St 5', 'None', 'Doha', 'Qatar', 'N/A', typed, '01/15/2019', 'Yes', 'Own Name']);
    expect(e.isSectionComplete(s, 9)).toBe(true);
    expect(s.answers['pet.address.1.postal']).toBe('N/A');
    const f = e.computeFieldValues(s).fields;
    expect(f[F('Pt1Line9_PostalCode[0]')]).toBe('N/A');
    expect(f[F('Pt1Line8_PostalCode[0]')]).toBe('N/A');
    expect(e.validateState(s)).toEqual([]);
  });

  it('the postal code question no longer tells the user to type NONE', () => {
    const s = answerAll(e, k1State(), 9, ['Al Corniche St 5', 'None', 'Doha', 'Qatar', 'N/A']);
    const q = e.currentQuestion(s, 9);
    expect(q?.stepId).toBe('postal');
    expect(q?.prompt).toContain('N/A');
    expect(q?.note ?? '').not.toContain('NONE');
  });

  it('mailing the same: the current address is copied into the mailing keys; edits follow; a reset clears them', () => {
    const s = answerAll(e, k1State(), 9, [...US_CURRENT, 'Yes', 'Own Name']);
    expect(s.answers).toMatchObject({
      'pet.mailing.street': '100 Main St', 'pet.mailing.unitType': 'Apartment', 'pet.mailing.unitNumber': '3B',
      'pet.mailing.city': 'Springfield', 'pet.mailing.country': 'USA', 'pet.mailing.state': 'IL', 'pet.mailing.zip': '62701',
    });
    expect(s.answers['pet.mailing.postal']).toBeUndefined();
    expect(e.validateState(s)).toEqual([]);
    const edited = e.editAnswer(s, 9, 'pet.address.1.city', 'Chicago');
    expect(edited.reset).toBe(false);
    expect(edited.state.answers['pet.mailing.city']).toBe('Chicago');
    expect(e.computeFieldValues(edited.state).fields[F('Pt1Line8_CityOrTown[0]')]).toBe('Chicago');
    expect(e.validateState(edited.state)).toEqual([]);
    const r = e.editAnswer(s, 9, 'pet.mailing.same', 'No');
    expect(r.reset).toBe(true);
    expect(Object.keys(r.state.answers).filter((k) => k.startsWith('pet.mailing.'))).toEqual([]);
  });

  it('a gap in the middle of the history is not covered: the message is shown and another address is asked', () => {
    let s = answerAll(e, k1State(), 9, ['1 Oak Rd', 'None', 'Austin', 'USA', 'TX', '73301', '03/01/2024', 'Yes', 'Own Name']);
    // 2015 – mid-2023, then nothing until 03/2024: the earliest start is old enough, but 8 months are missing.
    s = answerAll(e, s, 9, ['5 Elm St', 'None', 'Dallas', 'USA', 'TX', '75001', '01/01/2015', '06/30/2023']);
    expect(s.sections['9']?.messages.filter((m) => m.content === PETITIONER_ADDRESS_NOT_COVERED)).toHaveLength(2);
    expect(e.currentQuestion(s, 9)).toMatchObject({ stepId: 'street', loopIndex: 3 });
    s = answerAll(e, s, 9, ['7 Ash Ct', 'None', 'Houston', 'USA', 'TX', '77001', '07/01/2023', '02/29/2024']);
    expect(e.isSectionComplete(s, 9)).toBe(true);
    expect(e.validateState(s)).toEqual([]);
  });

  it('refuses an end date not after the start date with the spec message', () => {
    let s = answerAll(e, k1State(), 9, ['1 Oak Rd', 'None', 'Austin', 'USA', 'TX', '73301', '03/01/2024', 'Yes', 'Own Name']);
    s = answerAll(e, s, 9, ['5 Elm St', 'None', 'Dallas', 'USA', 'TX', '75001', '01/01/2022']);
    expect(e.submitAnswer(s, 9, '01/01/2021').error).toBe('The end date must be greater than the start date');
  });

  it('a different mailing address in the care of someone else', () => {
    const s = answerAll(e, k1State(), 9, [...US_CURRENT, 'No', 'PO Box 12', 'None', 'Springfield', 'USA', 'IL', '62702', 'Someone Else', "Mary O'Neil"]);
    expect(e.isSectionComplete(s, 9)).toBe(true);
    const f = e.computeFieldValues(s).fields;
    expect(f[F('Pt1Line8j_Checkboxes[1]')]).toBe('Yes');
    expect(f[F('Pt1Line8_StreetNumberName[0]')]).toBe('PO Box 12');
    expect(f[F('Pt1Line8_InCareofName[0]')]).toBe("Mary O'Neil");
  });

  it('writes P2 45 from the current address when the beneficiary will live there', () => {
    const s0 = answerAll(e, k1State(), 9, [...US_CURRENT, 'Yes', 'Own Name']);
    const s = { ...s0, answers: { ...s0.answers, 'ben.livesWithPetitioner': 'Yes' } };
    const f = e.computeFieldValues(s).fields;
    expect(f['form1[0].#subform[6].Pt2Line45a_StreetNumberName[0]']).toBe('100 Main St');
    expect(f['form1[0].#subform[6].Pt2Line45b_Unit[2]']).toBe('Yes'); // Apt. on P2 45 is Unit[2]
    expect(f['form1[0].#subform[6].Pt2Line45d_State[0]']).toBe('IL');
  });

  it('editing a branching answer resets the section; editing a plain answer does not', () => {
    const s = answerAll(e, k1State(), 9, [...US_CURRENT, 'Yes', 'Own Name']);
    expect(e.editWouldReset(s, 9, 'pet.mailing.same', 'No')).toBe(true);
    expect(e.editWouldReset(s, 9, 'pet.address.1.city', 'Chicago')).toBe(false);
    const plain = e.editAnswer(s, 9, 'pet.address.1.city', 'Chicago');
    expect(plain.reset).toBe(false);
    expect(e.computeFieldValues(plain.state).fields[F('Pt1Line9_CityOrTown[0]')]).toBe('Chicago');
    const r = e.editAnswer(s, 9, 'pet.mailing.same', 'No');
    expect(r.reset).toBe(true);
    expect(e.currentQuestion(r.state, 9)?.stepId).toBe('street');
  });

  it('a period abroad without a street address (travelling): N/A in the street, province and postal code (issue 9)', () => {
    let s = answerAll(e, k1State(), 9, ['1 Oak Rd', 'None', 'Austin', 'USA', 'TX', '73301', '03/01/2022', 'Yes', 'Own Name']);
    expect(e.currentQuestion(s, 9)?.prompt).toContain('type N/A and give its city and country');
    s = answerAll(e, s, 9, ['N/A', 'None', 'Lisbon', 'Portugal', 'N/A', 'none', '01/01/2019', '02/28/2022']);
    expect(e.isSectionComplete(s, 9)).toBe(true);
    const f = e.computeFieldValues(s).fields;
    expect(f[F('Pt1Line11_StreetNumberName[0]')]).toBe('N/A');
    expect(f[F('Pt1Line11_CityOrTown[0]')]).toBe('Lisbon');
    expect(f[F('Pt1Line11_Province[0]')]).toBe('N/A');
    expect(f[F('Pt1Line11_PostalCode[0]')]).toBe('N/A');
    expect(f[F('Pt1Line11_Country[0]')]).toBe('Portugal');
    expect(f[F('Pt1Line11_State[0]')]).toBeUndefined();
  });
});
