import { describe, expect, it } from 'vitest';
import { interview as e } from '../interview.ts';
import { K3 } from '../questionnaire/questions.ts';
import { k1State } from './test-helpers.ts';

/** Issue 9, 'nothing asked twice': questions the questionnaire already answered are passed with its answer. */
describe('questionnaire answers are not asked again in the chat', () => {
  it.each<[string, number, Record<string, string>, string, string, string]>([
    ['beneficiary other names (1)', 1, { beneficiaryOtherNames: 'No' }, 'benOtherNames', 'ben.otherNames.has', 'No'],
    ['met in person (2)', 2, { metInPerson: 'Yes' }, 'met', 'elig.met', 'Yes'],
    ['currently married (2)', 2, { petitionerMaritalStatus: 'Divorced' }, 'married', 'elig.married', 'No'],
    ['citizenship (4)', 4, { citizenshipMethod: 'U.S. citizen parents' }, 'method', 'pet.citizenship.method', 'U.S. citizen parents'],
    ['petitioner other names (6)', 6, { petitionerOtherNames: 'No' }, 'otherNames', 'pet.otherNames.has', 'No'],
    ['petitioner marital status (7)', 7, { petitionerMaritalStatus: 'Divorced' }, 'status', 'pet.maritalStatus', 'Divorced'],
    ['petitioner children (12)', 12, { petitionerChildren: 'Yes' }, 'has', 'pet.children.has', 'Yes'],
    ['prior petitions: never filed (14)', 14, { filedI129F: 'No' }, 'filed', 'pet.priorPetition.has', 'No'],
    ['IMB (15)', 15, { metThroughIMB: 'No' }, 'used', 'ben.imb.used', 'No'],
    ['beneficiary marital status (16)', 16, { beneficiaryMaritalStatus: 'Single' }, 'maritalStatus', 'ben.maritalStatus', 'Single'],
    ['beneficiary children (19)', 19, { beneficiaryHasChildren: 'Yes', beneficiaryChildCount: '2' }, 'has', 'ben.children.count', '2'],
    ['beneficiary in the U.S. (21)', 21, { beneficiaryInUS: 'No' }, 'inUS', 'ben.inUS', 'No'],
  ])('%s', (_, id, questionnaire, stepId, key, value) => {
    let s = k1State({ ...questionnaire });
    // Sections 1 and 2 need the answers before the question; walk there with plain inputs.
    const before: Record<number, string[]> = { 1: ['N/A', 'anna@example.com', '2175550100', 'No', 'N/A'], 2: ['Yes', 'No', 'Yes', 'Yes'], 16: ['N/A', 'No', '07/08/1995', 'Female'] };
    s = e.startSection(s, id).state;
    for (const input of (id === 2 && questionnaire.petitionerMaritalStatus ? ['Yes'] : before[id]) ?? []) s = e.submitAnswer(s, id, input).state;
    const asked = s.sections[String(id)]?.messages.filter((m) => m.position === 'left').map((m) => m.stepId) ?? [];
    expect(asked).not.toContain(stepId);
    expect(s.answers[key]).toBe(value);
    expect(s.sections[String(id)]?.messages.some((m) => m.content.startsWith('In the questionnaire you'))).toBe(true);
    expect(e.validateState(JSON.parse(JSON.stringify(s)))).toEqual([]);
  });

  it("a divorced or widowed beneficiary is not asked 'ever been married before?' (section 20)", () => {
    const base = k1State();
    const s = e.startSection({ ...base, answers: { ...base.answers, 'ben.maritalStatus': 'Widowed' } }, 20).state;
    expect(e.currentQuestion(s, 20)?.stepId).toBe('family');
    expect(s.answers['ben.previouslyMarried']).toBe('Yes');
    expect(s.sections['20']?.messages[0]?.content).toBe("The marital status of Olga Ivanova is Widowed, so Olga Ivanova was married before. Let's record the previous spouse.");
    expect(e.currentQuestion(e.startSection(k1State(), 20).state, 20)?.stepId).toBe('has');
  });

  it('without a questionnaire answer the question is asked as before', () => {
    const s = e.startSection(k1State(), 12).state;
    expect(e.currentQuestion(s, 12)?.stepId).toBe('has');
  });

  it('an answer that does not fit the classification is asked and refused with the reason (K-3 + Single)', () => {
    const s = e.startSection(k1State({ classificationBeneficiary: K3, petitionerMaritalStatus: 'Single' }), 7).state;
    expect(e.currentQuestion(s, 7)?.stepId).toBe('status');
    expect(e.submitAnswer(s, 7, 'Single').error).toContain('You are filing a K-3 petition for your spouse');
  });

  it('a beneficiary child count of 0 with children Yes is asked, not copied', () => {
    const s = e.startSection(k1State({ beneficiaryHasChildren: 'Yes', beneficiaryChildCount: '0' }), 19).state;
    expect(e.currentQuestion(s, 19)?.stepId).toBe('count');
  });

  it('the copied answer follows a later questionnaire change through the replay', () => {
    let s = e.startSection(k1State({ petitionerChildren: 'No' }), 12).state;
    expect(e.isSectionComplete(s, 12)).toBe(true);
    s = { ...s, questionnaire: { ...s.questionnaire, petitionerChildren: 'Yes' } };
    const rebuilt = e.rebuildState(s);
    expect(rebuilt.answers['pet.children.has']).toBe('Yes');
    expect(e.currentQuestion(rebuilt, 12)?.stepId).toBe('count');
  });
});
