import { describe, expect, it } from 'vitest';
import { answerAll } from '../engine/testing.ts';
import { interview as e } from '../interview.ts';
import { K3 } from '../questionnaire/questions.ts';
import { ELIGIBILITY_MESSAGES } from './eligibility.ts';
import { k1State } from './test-helpers.ts';

const last = (s: ReturnType<typeof k1State>) => s.sections['2']?.messages.at(-1);

describe('section 2: eligibility', () => {
  it('main path: met in person, narrative into P2 54; the meeting evidence and both intent statements', () => {
    const s = answerAll(e, k1State(), 2, ['Yes', 'No', 'Yes', 'Yes', 'Yes', 'We met in Kyiv in May 2024.']);
    expect(e.isSectionComplete(s, 2)).toBe(true);
    expect(s.sections['2']?.outcome).toBe('green');
    expect(s.requiredDocuments).toEqual(expect.arrayContaining([22, 30, 31]));
    const f = e.computeFieldValues(s).fields;
    expect(f['form1[0].#subform[7].Pt2Line53_Checkboxes[2]']).toBe('Yes');
    expect(f['form1[0].#subform[7].Pt2Line54_Describe[0]']).toBe('We met in Kyiv in May 2024.');
  });

  it.each([
    [['No'], ELIGIBILITY_MESSAGES.notCitizen],
    [['Yes', 'No', 'No'], ELIGIBILITY_MESSAGES.notFree],
    [['Yes', 'No', 'Yes', 'No', 'Yes'], ELIGIBILITY_MESSAGES.notIntending],
    [['Yes', 'No', 'Yes', 'Yes', 'No', 'No', 'No'], ELIGIBILITY_MESSAGES.noMeeting],
  ])('red ending after %j', (inputs, message) => {
    const s = answerAll(e, k1State(), 2, inputs);
    expect(e.isSectionComplete(s, 2)).toBe(true);
    expect(last(s)).toMatchObject({ content: message, backgroundColor: 'red' });
    expect(s.sections['2']?.outcome).toBe('red');
  });

  it("asks 'Are you sure?' and goes on when the answer is No", () => {
    const s = answerAll(e, k1State(), 2, ['Yes', 'No', 'Yes', 'No', 'No']);
    expect(e.currentQuestion(s, 2)?.stepId).toBe('met');
    expect(s.sections['2']?.messages.some((m) => m.content === 'Are you sure?')).toBe(true);
  });

  it.each([['cultural', ['Yes']], ['hardship', ['No', 'Yes']]])('exception %s leads to the description', (_n, tail) => {
    const s = answerAll(e, k1State(), 2, ['Yes', 'No', 'Yes', 'Yes', 'No', ...tail]);
    expect(e.currentQuestion(s, 2)?.stepId).toBe('describe');
  });

  it('married: K-1 ends red with a different-petition message, K-3 married to the beneficiary finishes', () => {
    expect(last(answerAll(e, k1State(), 2, ['Yes', 'Yes']))?.content).toContain('a different petition form is needed');
    const k3 = answerAll(e, k1State({ classificationBeneficiary: K3 }), 2, ['Yes', 'Yes', 'Yes']);
    expect(k3.sections['2']?.outcome).toBe('green');
    expect(k3.requiredDocuments).toContain(24);
    expect(last(answerAll(e, k1State({ classificationBeneficiary: K3 }), 2, ['Yes', 'Yes', 'No']))?.content).toBe(ELIGIBILITY_MESSAGES.k3OtherSpouse.replaceAll('{beneficiary}', 'Olga Ivanova'));
  });

  it('K-3 but not married: red ending pointing to K-1 (the fiancé(e) questions do not apply to K-3)', () => {
    const s = answerAll(e, k1State({ classificationBeneficiary: K3 }), 2, ['Yes', 'No']);
    expect(s.sections['2']?.outcome).toBe('red');
    expect(last(s)?.content).toBe('A K-3 visa is for the spouse of a U.S. citizen, so you must already be married to Olga Ivanova. If you are engaged, choose Fiancé(e) (K-1 visa) in the questionnaire. Please contact our team if you are unsure.');
  });
});
