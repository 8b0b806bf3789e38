import { describe, expect, it } from 'vitest';
import { answerAll } from '../engine/testing.ts';
import { interview as e } from '../interview.ts';
import { k1State } from './test-helpers.ts';

describe('section 4: citizenship', () => {
  it('birth in the US still asks the SSN (added); any one proof of citizenship: U.S. passport, birth certificate or consular statement', () => {
    const s = answerAll(e, k1State(), 4, ['Birth in the United States', 'Yes', '123-45-6789', 'No']);
    expect(e.isSectionComplete(s, 4)).toBe(true);
    expect(s.requiredDocuments).toEqual(expect.arrayContaining([6, 2, 7]));
    expect(s.requiredDocuments).not.toContain(3);
    const f = e.computeFieldValues(s).fields;
    expect(f['form1[0].#subform[0].Pt1Line3_SSN[0]']).toBe('123456789');
    expect(f['form1[0].#subform[2].Pt1Line40_Checkbox[0]']).toBe('Yes');
  });

  it('naturalization with certificate (letters allowed), A-Number padded', () => {
    const s = answerAll(e, k1State(), 4, ['naturalization', 'Yes', 'A12345678', 'AA1234567', 'Chicago, IL', '05/06/2015', 'No', 'No']);
    expect(e.isSectionComplete(s, 4)).toBe(true);
    expect(s.requiredDocuments).toEqual(expect.arrayContaining([6, 3]));
    expect(s.requiredDocuments).not.toContain(2);
    const f = e.computeFieldValues(s).fields;
    expect(f['form1[0].#subform[0].Pt1Line1_AlienNumber[0]']).toBe('012345678');
    expect(f['form1[0].#subform[3].Pt1Line21a_CertificateNumber[0]']).toBe('AA1234567');
    expect(f['form1[0].#subform[2].Pt1Line40_Checkbox[1]']).toBe('Yes');
    expect(f['form1[0].#subform[2].Pt1Line20_Checkboxes[0]']).toBe('Yes');
    expect(f['form1[0].#subform[0].Pt1Line3_SSN[0]']).toBeUndefined();
  });

  it('citizen parents without certificate: FS-240 (5), no certificate questions', () => {
    const s = answerAll(e, k1State(), 4, ['U.S. citizen parents', 'No', 'N/A', 'No', 'No']);
    expect(e.isSectionComplete(s, 4)).toBe(true);
    expect(s.requiredDocuments).toContain(5);
    expect(s.answers['pet.certificate.number']).toBeUndefined();
    // 'N/A' never goes into the A-Number comb.
    expect(e.computeFieldValues(s).fields['form1[0].#subform[0].Pt1Line1_AlienNumber[0]']).toBeUndefined();
  });

  it('P1 41 is answered No for a U.S.-born petitioner (the form still asks it)', () => {
    const s = answerAll(e, k1State(), 4, ['Birth in the United States', 'No']);
    const f = e.computeFieldValues(s).fields;
    expect(f['form1[0].#subform[2].Pt1Line20_Checkboxes[1]']).toBe('Yes');
    expect(f['form1[0].#subform[2].Pt1Line20_Checkboxes[0]']).toBe('Off');
    // The naturalized branch writes the answer given, never the derived No.
    const n = e.computeFieldValues(answerAll(e, k1State(), 4, ['Naturalization', 'Yes', 'N/A', '31234567', 'Chicago, IL', '06/15/2012', 'No'])).fields;
    expect(n['form1[0].#subform[2].Pt1Line20_Checkboxes[0]']).toBe('Yes');
    expect(n['form1[0].#subform[2].Pt1Line20_Checkboxes[1]']).toBe('Off');
  });

  it('takes the method from the questionnaire instead of asking it again', () => {
    let s = e.startSection(k1State({ citizenshipMethod: 'Naturalization' }), 4).state;
    expect(e.currentQuestion(s, 4)?.stepId).toBe('certificate');
    expect(s.sections['4']?.messages[0]?.content).toContain('Naturalization');
    s = answerAll(e, s, 4, ['No', 'N/A', 'No', 'No']);
    expect(e.isSectionComplete(s, 4)).toBe(true);
    expect(s.answers['pet.citizenship.method']).toBe('Naturalization');
    expect(s.requiredDocuments).toEqual(expect.arrayContaining([6, 3]));
    expect(e.validateState(JSON.parse(JSON.stringify(s)))).toEqual([]);
    const b = answerAll(e, k1State({ citizenshipMethod: 'Birth in the United States' }), 4, ['Yes', '123-45-6789', 'Yes', '03/02/2031']);
    expect(e.isSectionComplete(b, 4)).toBe(true);
    expect(e.computeFieldValues(b).fields['form1[0].#subform[2].Pt1Line20_Checkboxes[1]']).toBe('Yes');
  });

  it('refuses a bad SSN with the spec message', () => {
    const s = answerAll(e, k1State(), 4, ['Birth in the United States', 'Yes']);
    expect(e.submitAnswer(s, 4, '000-11-2222').error).toBe('Invalid social security number format. Please check your input and try again.');
  });

  it('asks whether the petitioner has a U.S. passport and its expiry, also an expired one; no field on the form (issue 20)', () => {
    const s = answerAll(e, k1State(), 4, ['Birth in the United States', 'No', 'Yes']);
    const q = e.currentQuestion(s, 4);
    expect(q?.stepId).toBe('passportExpiry');
    expect(e.submitAnswer(s, 4, '13/45/2030').error).toBeDefined();
    const done = e.submitAnswer(s, 4, '01/15/2024').state;
    expect(e.isSectionComplete(done, 4)).toBe(true);
    expect(done.answers['pet.passport.expiry']).toBe('01/15/2024');
    expect(e.validateState(JSON.parse(JSON.stringify(done)))).toEqual([]);
    const fields = e.computeFieldValues(done).fields;
    expect(Object.values(fields)).not.toContain('01/15/2024');
    // No passport: the expiry is never asked.
    const none = answerAll(e, k1State(), 4, ['Birth in the United States', 'No', 'No']);
    expect(e.isSectionComplete(none, 4)).toBe(true);
    expect(none.answers['pet.passport.expiry']).toBeUndefined();
  });
});
