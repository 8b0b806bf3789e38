import { describe, expect, it } from 'vitest';
import { interview as e } from '../interview.ts';
import { K3 } from '../questionnaire/questions.ts';
import { answerQuestionnaire } from '../questionnaire/apply.ts';
import { applySetupNames } from '../setup/wizard.ts';
import { k1State } from '../sections/test-helpers.ts';
import { CHAT_MESSAGES } from '../validators/messages.ts';
import { fullName } from '../fields/lookup.ts';
import { answerAll } from './testing.ts';
import type { InterviewState } from './types.ts';

const json = (s: InterviewState): InterviewState => JSON.parse(JSON.stringify(s)) as InterviewState;
const SECTION_1 = ['john@example.com', '5551234567', 'No', 'N/A', 'No'];
const SECTION_2 = ['Yes', 'No', 'Yes', 'Yes', 'Yes', 'We met in Kyiv in May 2024.'];

/** Section 1 with the petitioner's middle name known from setup, then section 2. */
function withMiddleFromSetup(): InterviewState {
  let s = applySetupNames(k1State(), { petitionerFirstName: 'John', petitionerSecondName: 'Adam', petitionerLastName: 'Smith', beneficiaryFirstName: 'Olga', beneficiaryLastName: 'Ivanova' });
  s = answerAll(e, s, 1, SECTION_1);
  expect(e.isSectionComplete(s, 1)).toBe(true);
  return answerAll(e, s, 2, SECTION_2);
}

/** What the web app does when the setup middle name is cleared: the seeded value is gone. */
function clearSeed(s: InterviewState, key: string): InterviewState {
  const answers = { ...s.answers };
  const seed = { ...s.seed };
  delete answers[key];
  delete seed[key];
  return { ...s, answers, seed };
}

describe('rebuildState: a setup middle name cleared after the chat started', () => {
  it('asks the middle name again (deferred) and keeps every later answer of section 1 and of section 2', () => {
    const before = withMiddleFromSetup();
    const cleared = clearSeed(before, 'pet.name.middle');
    expect(e.validateState(cleared)).not.toEqual([]);
    const s = json(e.rebuildState(cleared));
    expect(e.validateState(s)).toEqual([]);
    expect(s.answers['pet.email']).toBe('john@example.com');
    expect(s.answers['ben.otherNames.has']).toBe('No');
    expect(s.sections['1']?.log).toEqual(before.sections['1']?.log);
    expect(s.sections['2']?.log).toEqual(before.sections['2']?.log);
    expect(s.sections['2']?.completed).toBe(true);
    // Section 1 asks the middle name (last message), and is not complete until it is answered.
    expect(e.currentQuestion(s, 1)?.key).toBe('pet.name.middle');
    expect(s.sections['1']?.messages.at(-1)?.answerKey).toBe('pet.name.middle');
    expect(e.isSectionComplete(s, 1)).toBe(false);
    // The form keeps the later answers meanwhile.
    expect(e.computeFieldValues(s).fields[fullName('Pt5Line3_Email[0]')]).toBe('john@example.com');

    const r = e.submitAnswer(s, 1, 'N/A');
    expect(r.error).toBeUndefined();
    expect(r.state.answers['pet.name.middle']).toBe('N/A');
    expect(e.isSectionComplete(r.state, 1)).toBe(true);
    expect(e.currentQuestion(r.state, 1)).toBeNull();
    expect(e.validateState(json(r.state))).toEqual([]);
    expect(e.computeFieldValues(r.state).fields[fullName('Pt1Line6c_MiddleName[0]')]).toBe('N/A');
  });

  it('a refused deferred answer is asked again; a forged open question is refused by validateState', () => {
    const s = e.rebuildState(clearSeed(withMiddleFromSetup(), 'pet.name.middle'));
    const bad = e.submitAnswer(s, 1, '');
    expect(bad.error).toBeDefined();
    expect(e.currentQuestion(bad.state, 1)?.key).toBe('pet.name.middle');
    const forged = json(s);
    forged.sections['1']!.deferred = [];
    expect(e.validateState(forged)).toContainEqual(expect.objectContaining({ sectionId: 1 }));
    const malformed = json(s) as unknown as { sections: Record<string, { deferred: unknown }> };
    malformed.sections['1']!.deferred = 'pet.name.middle';
    expect(e.validateState(malformed)).toEqual([{ sectionId: 1, message: 'Malformed deferred questions.' }]);
  });
});

describe('rebuildState: classification changed to K-3 after sections 7 and 16 said Single', () => {
  it('re-opens sections 7 and 16 at the marital status with the reason; every other answer stays', () => {
    let s = answerAll(e, k1State(), 1, ['N/A', ...SECTION_1]);
    s = answerAll(e, s, 7, ['Single', 'No']);
    s = answerAll(e, s, 16, ['N/A', 'No', '07/08/1995', 'Female', 'Single']);
    const k3 = answerQuestionnaire(s, 'classificationBeneficiary', K3);
    expect(e.validateState(k3)).toContainEqual(expect.objectContaining({ sectionId: 7, key: 'pet.maritalStatus', message: CHAT_MESSAGES.k3PetitionerMarried }));

    const r = json(e.rebuildState(k3));
    expect(e.validateState(r)).toEqual([]);
    expect(r.sections['1']?.log).toEqual(s.sections['1']?.log);
    for (const [id, key, reason] of [[7, 'pet.maritalStatus', CHAT_MESSAGES.k3PetitionerMarried], [16, 'ben.maritalStatus', CHAT_MESSAGES.k3BeneficiaryMarried]] as const) {
      expect(e.currentQuestion(r, id)?.key).toBe(key);
      expect(r.answers[key]).toBeUndefined();
      const tail = r.sections[String(id)]?.messages.slice(-3).map((m) => [m.position, m.content, m.backgroundColor]);
      expect(tail?.[0]).toEqual(['right', 'Single', undefined]);
      expect(tail?.[1]).toEqual(['left', reason, 'red']);
      expect(r.sections[String(id)]?.messages.at(-1)?.answerKey).toBe(key);
    }
    // Section 16's answers before the status stay.
    expect(r.answers['ben.birthDate']).toBe('07/08/1995');
    // Every answer of section 1 stays.
    for (const l of s.sections['1']?.log ?? []) expect(r.answers[l.key]).toBe(s.answers[l.key]);
    const fixed = answerAll(e, r, 7, ['Married', 'No']);
    expect(e.isSectionComplete(fixed, 7)).toBe(true);
    expect(e.validateState(json(fixed))).toEqual([]);
  });
});
