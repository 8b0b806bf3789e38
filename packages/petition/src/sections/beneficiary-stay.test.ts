import { describe, expect, it } from 'vitest';
import { createEngine, createInterviewState } from '../engine/index.ts';
import { answerAll } from '../engine/testing.ts';
import { fullName } from '../fields/lookup.ts';
import type { FieldId } from '../fields/form-fields.ts';
import { beneficiaryStay, FINAL_MESSAGE } from './beneficiary-stay.ts';
import { k1State } from './test-helpers.ts';

const e = createEngine([beneficiaryStay]);
type S = ReturnType<typeof k1State>;
const v = (s: S) => {
  const f = e.computeFieldValues(s).fields;
  return (id: FieldId) => f[fullName(id)];
};
const CONSULATE = ['Moscow', 'Russia'];
const NOBODY = ['No', 'No'];

describe('section 21: beneficiary stay, consulate, interpreter, preparer', () => {
  it("takes 'in the United States now' from the questionnaire instead of asking it again (issue 9)", () => {
    const inUs = e.startSection(k1State({ beneficiaryInUS: 'Yes' }), 21).state;
    expect(e.currentQuestion(inUs, 21)?.stepId).toBe('manner');
    expect(inUs.sections['21']?.messages[0]?.content).toContain('In the questionnaire you answered whether Olga Ivanova is in the United States now: Yes');
    expect(inUs.answers['ben.inUS']).toBe('Yes');
    expect(inUs.requiredDocuments).toContain(20);
    const abroad = e.startSection(k1State({ beneficiaryInUS: 'No' }), 21).state;
    expect(e.currentQuestion(abroad, 21)?.stepId).toBe('ever');
    expect(abroad.sections['21']?.messages.map((m) => m.content).join(' ')).not.toContain('currently in the United States?');
  });

  it('not in the U.S.: EVER been in the U.S.? then the final green message with the generate link, +0.08', () => {
    let s = answerAll(e, k1State(), 21, ['No']);
    expect(e.currentQuestion(s, 21)?.prompt).toBe('Has Olga Ivanova EVER been in the United States?');
    s = answerAll(e, s, 21, ['No']);
    expect(e.currentQuestion(s, 21)?.stepId).toBe('passportExpiry');
    s = answerAll(e, s, 21, ['04/30/2031', ...CONSULATE, ...NOBODY]);
    expect(e.isSectionComplete(s, 21)).toBe(true);
    expect(s.sections['21']?.messages.at(-1)).toMatchObject({ content: FINAL_MESSAGE, backgroundColor: 'green', link: { label: 'Generate I-129F Documents →' } });
    expect(s.progress).toBe(0.08);
    expect(s.requiredDocuments).not.toContain(20);
    const f = v(s);
    expect(f('Pt2Line37_Checkboxes[1]')).toBe('Yes');
    expect(f('Pt2Line62a_CityTown[0]')).toBe('Moscow');
    expect(f('Pt2Line62b_Country[0]')).toBe('Russia');
    // Abroad, her passport's expiry is kept for the readiness check and written nowhere on the form (P2 38.h is for the U.S.).
    expect(s.answers['ben.passport.expiry']).toBe('04/30/2031');
    expect(f('Pt2Line38h_ExpDate[0]')).toBeUndefined();
  });

  it('abroad with an accepted auto-extracted passport expiry: not asked again', () => {
    const known = { ...k1State(), answers: { ...k1State().answers, 'ben.document.expiry': '04/30/2031' } };
    const s = answerAll(e, known, 21, ['No', 'No']);
    expect(e.currentQuestion(s, 21)?.stepId).toBe('consulateCity');
  });

  it('the fallback prompt names "the beneficiary" when no names are known', () => {
    const s = answerAll(e, createInterviewState({ asOf: '06/01/2025' }), 21, ['No']);
    expect(e.currentQuestion(s, 21)?.prompt).toBe('Has the beneficiary EVER been in the United States?');
  });

  it('in the U.S.: I-94 with letters, D/S, passport expiring after 2035; document 20 (I-94 record); P2 37 Yes', () => {
    const s = answerAll(e, k1State(), 21, ['Yes', 'F-1 (student)', '123456789a1', '08/20/2023', 'd/s', 'Passport', 'ab1234567', 'Russia', '05/05/2040', ...CONSULATE, ...NOBODY]);
    expect(e.isSectionComplete(s, 21)).toBe(true);
    expect(s.requiredDocuments).toContain(20);
    const f = v(s);
    expect(f('Pt2Line37_Checkboxes[0]')).toBe('Yes');
    expect(f('Pt2Line38a_LastArrivedAs[0]')).toBe('F-1 (student)');
    expect(f('Pt2Line38b_ArrivalDeparture[0]')).toBe('123456789A1');
    expect(f('Pt2Line38c_DateofArrival[0]')).toBe('08/20/2023');
    expect(f('Pt2Line38d_DateExpired[0]')).toBe('D/S');
    expect(f('Pt2Line38e_Passport[0]')).toBe('AB1234567');
    expect(f('Pt2Line38f_TravelDoc[0]')).toBeUndefined();
    expect(f('Pt2Line38g_CountryOfIssuance[0]')).toBe('Russia');
    expect(f('Pt2Line38h_ExpDate[0]')).toBe('05/05/2040');
  });

  it('entered without inspection with a travel document; Other needs a description', () => {
    const ewi = answerAll(e, k1State(), 21, ['Yes', 'Entered without inspection', '01/01/2020', 'Travel Document', 'TD12345', 'Russia', '01/01/2030', ...CONSULATE, ...NOBODY]);
    const f = v(ewi);
    expect(f('Pt2Line38b_ArrivalDeparture[0]')).toBeUndefined();
    expect(f('Pt2Line38f_TravelDoc[0]')).toBe('TD12345');
    expect(f('Pt2Line38e_Passport[0]')).toBeUndefined();
    expect(ewi.answers['ben.travelDoc.number']).toBe('TD12345');
    expect(f('Pt2Line38g_CountryOfIssuance[0]')).toBe('Russia');
    expect(f('Pt2Line38h_ExpDate[0]')).toBe('01/01/2030');
    const other = answerAll(e, k1State(), 21, ['Yes', 'Other', 'Parolee']);
    expect(e.currentQuestion(other, 21)?.stepId).toBe('i94');
    expect(v(other)('Pt2Line38a_LastArrivedAs[0]')).toBe('Parolee');
  });

  it('refuses a document type outside Passport / Travel Document', () => {
    const s = answerAll(e, k1State(), 21, ['Yes', 'B-2 (visitor)', '12345678901', '08/20/2023', '02/19/2024']);
    expect(e.submitAnswer(s, 21, 'Visa').error).toBe('Please choose one of the options.');
  });

  it('interpreter and preparer blocks (Parts 6 and 7)', () => {
    const s = answerAll(e, k1State(), 21, ['No', 'No', '01/01/2030', ...CONSULATE,
      'Yes', 'Petrova', 'Irina', 'N/A', '2175550111', 'Yes', '2175550112', 'irina@example.com', 'Russian',
      'Yes', 'Law', 'Linda', 'Law Office of Linda Law', '2175550120', 'No', 'linda@example.com']);
    expect(e.isSectionComplete(s, 21)).toBe(true);
    const f = v(s);
    expect(f('Pt6Line1_InterpreterFamilyName[0]')).toBe('Petrova');
    expect(f('Pt6Line4_InterpreterDaytimeTelephone[1]')).toBe('2175550112');
    expect(f('Pt6_NameOfLanguage[0]')).toBe('Russian');
    expect(f('Pt7Line2_NameofBusinessorOrgName[0]')).toBe('Law Office of Linda Law');
    expect(f('Pt7Line4_PreparerMobileNumber[0]')).toBeUndefined();
    expect(f('Pt7Line5_Email[0]')).toBe('linda@example.com');
  });
});
