import { describe, expect, it } from 'vitest';
import { answerAll } from '../engine/testing.ts';
import { fullName } from '../fields/lookup.ts';
import { interview as e } from '../interview.ts';
import { K3 } from '../questionnaire/questions.ts';
import { CHAT_MESSAGES } from '../validators/messages.ts';
import { EXTRACTED_MESSAGES } from '../engine/extracted.ts';
import { ELIGIBILITY_MESSAGES } from './eligibility.ts';
import { k1State } from './test-helpers.ts';

const BEN_BEFORE_STATUS = ['N/A', 'No', '07/08/1995', 'Female'];

describe('K-3 / K-1 consistency of the marital statuses', () => {
  it('K-3: the petitioner cannot be Single/Divorced/Widowed (re-asked with the reason); Married goes on', () => {
    const s = e.startSection(k1State({ classificationBeneficiary: K3 }), 7).state;
    for (const status of ['Single', 'Divorced', 'Widowed']) {
      const r = e.submitAnswer(s, 7, status);
      expect(r.error).toBe(CHAT_MESSAGES.k3PetitionerMarried);
      expect(e.currentQuestion(r.state, 7)?.stepId).toBe('status');
      expect(r.state.answers['pet.maritalStatus']).toBeUndefined();
    }
    const done = answerAll(e, s, 7, ['Married', 'No']);
    expect(done.sections['7']?.outcome).toBe('green');
  });

  it('K-3: the beneficiary is Married (other answers re-asked); P2 6 Married', () => {
    const s = answerAll(e, k1State({ classificationBeneficiary: K3 }), 16, BEN_BEFORE_STATUS);
    expect(e.currentQuestion(s, 16)?.stepId).toBe('maritalStatus');
    expect(e.submitAnswer(s, 16, 'Single').error).toBe(CHAT_MESSAGES.k3BeneficiaryMarried);
    const ok = answerAll(e, s, 16, ['Married']);
    expect(e.computeFieldValues(ok).fields[fullName('Pt2Line6_Checkboxes[3]')]).toBe('Yes');
  });

  it('K-1: a married beneficiary is not free to marry (re-asked); Single goes on', () => {
    const s = answerAll(e, k1State(), 16, BEN_BEFORE_STATUS);
    expect(e.submitAnswer(s, 16, 'Married').error).toBe(CHAT_MESSAGES.k1BeneficiaryNotMarried);
    expect(answerAll(e, s, 16, ['Single']).answers['ben.maritalStatus']).toBe('Single');
  });

  it('K-3: an extracted "Single" is not accepted in section 0, and an edit to Single is refused', () => {
    const s0 = answerAll(e, e.withAutoExtracted(k1State({ classificationBeneficiary: K3 }), { benMaritalStatus: 'Single' }), 0, []);
    const r = e.submitAnswer(s0, 0, 'Accept');
    expect(r.error).toBe(EXTRACTED_MESSAGES.invalid);
    expect(r.state.answers['ben.maritalStatus']).toBeUndefined();
    const k3 = answerAll(e, k1State({ classificationBeneficiary: K3 }), 7, ['Married', 'No']);
    expect(e.editAnswer(k3, 7, 'pet.maritalStatus', 'Single').error).toBe(CHAT_MESSAGES.k3PetitionerMarried);
  });

  it('a saved K-3 state that says Single fails validateState with the reason', () => {
    const k1 = answerAll(e, k1State(), 7, ['Single', 'No']);
    const forged = { ...k1, questionnaire: { ...k1.questionnaire, classificationBeneficiary: K3 } };
    expect(e.validateState(JSON.parse(JSON.stringify(forged)))).toContainEqual(expect.objectContaining({ sectionId: 7, key: 'pet.maritalStatus', message: CHAT_MESSAGES.k3PetitionerMarried }));
  });

  it('K-3 and married to someone else: section 2 ends red with the K-3 reason', () => {
    const s = answerAll(e, k1State({ classificationBeneficiary: K3 }), 2, ['Yes', 'Yes', 'No']);
    expect(s.sections['2']?.outcome).toBe('red');
    expect(s.sections['2']?.messages.at(-1)?.content).toBe(ELIGIBILITY_MESSAGES.k3OtherSpouse.replaceAll('{beneficiary}', 'Olga Ivanova'));
  });
});
