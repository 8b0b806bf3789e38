import { describe, expect, it } from 'vitest';
import { interview } from '@i129f/petition/interview.ts';
import type { BenPetNames, InterviewState } from '@i129f/petition/engine/types.ts';
import { K1, K3 } from '@i129f/petition/questionnaire/questions.ts';
import { CHAT_MESSAGES } from '@i129f/petition/validators/messages.ts';
import { initialAppState, type AppState } from '../../state/appState.ts';
import { appContextOf, applyAppContext } from './appContext.ts';
import { initialInterviewState } from './initialState.ts';
import { applyAction, replayOps } from './ops.ts';

const NAMES: BenPetNames = { petitionerFirstName: 'John', petitionerSecondName: 'Adam', petitionerLastName: 'Smith', beneficiaryFirstName: 'Maria', beneficiarySecondName: 'Elena', beneficiaryLastName: 'Lopez' };
const app = (patch: Partial<AppState> = {}): AppState => ({ ...initialAppState(), benPetNames: { ...NAMES }, ...patch });

function answer(state: InterviewState, id: number, ...inputs: string[]): InterviewState {
  let s = interview.startSection(state, id).state;
  for (const input of inputs) {
    const r = interview.submitAnswer(s, id, input);
    expect(r.error).toBeUndefined();
    s = r.state;
  }
  return s;
}

describe('app context (changes made in setup, questionnaire or upload after the chat started)', () => {
  it('an unchanged app state leaves the interview untouched', () => {
    const a = app({ questionnaire: { petitionerOtherNames: 'No' } });
    const state = answer(initialInterviewState(a, '06/01/2025'), 1, 'john@example.com');
    expect(applyAppContext(state, appContextOf(a))).toBe(state);
  });

  it('a setup name the chat skipped is re-seeded; one the chat asked is edited there; the state stays valid', () => {
    const before = app({ benPetNames: { ...NAMES, beneficiarySecondName: '' } });
    let state = answer(initialInterviewState(before, '06/01/2025'), 1, 'john@example.com', '2025550123', 'No');
    expect(interview.currentQuestion(state, 1)?.key).toBe('ben.name.middle');
    state = answer(state, 1, 'Rosa');
    const after = app({ benPetNames: { ...NAMES, petitionerLastName: 'Smyth', beneficiarySecondName: 'Elena' } });
    const next = applyAppContext(state, appContextOf(after));
    expect(next.answers['pet.name.family']).toBe('Smyth');
    expect(next.answers['ben.name.middle']).toBe('Elena');
    expect(next.answers['pet.email']).toBe('john@example.com');
    expect(next.names.petitionerLastName).toBe('Smyth');
    expect(interview.validateState(next)).toEqual([]);
    // Applying the same context again changes nothing.
    expect(applyAppContext(next, appContextOf(after))).toBe(next);
  });

  it('a cleared setup name is asked in the chat', () => {
    const state = interview.startSection(initialInterviewState(app(), '06/01/2025'), 1).state;
    const next = applyAppContext(state, appContextOf(app({ benPetNames: { ...NAMES, petitionerSecondName: '' } })));
    expect(next.answers['pet.name.middle']).toBeUndefined();
    expect(interview.validateState(next)).toEqual([]);
  });

  it('a changed questionnaire answer updates the questionnaire and the required documents', () => {
    const state = answer(initialInterviewState(app({ questionnaire: { petitionerMaritalStatus: 'Single' } }), '06/01/2025'), 1, 'john@example.com');
    expect(state.requiredDocuments).not.toContain(8);
    const next = applyAppContext(state, appContextOf(app({ questionnaire: { petitionerMaritalStatus: 'Divorced' } })));
    expect(next.questionnaire.petitionerMaritalStatus).toBe('Divorced');
    expect(next.requiredDocuments).toContain(8);
    expect(next.answers['pet.email']).toBe('john@example.com');
  });

  it('values extracted later make section 0 required while the chat has not gone past it, and are then left alone', () => {
    const info = { petCityTownVillageBirth: 'Boston', petCountryBirth: 'USA' };
    const fresh = initialInterviewState(app(), '06/01/2025');
    const next = applyAppContext(fresh, appContextOf(app({ passedAutoExtractedStep: true, autoExtractedUserInfo: info })));
    expect(next.autoExtractionRequired).toBe(true);
    expect(Object.keys(next.extracted).length).toBe(2);
    expect(interview.sectionOrder(next)[0]).toBe(0);

    // Section 0 confirmed, then another upload: section 0 is confirmed again with the new values.
    const confirmed = answer(next, 0, 'Accept All');
    expect(confirmed.sections['0']?.completed).toBe(true);
    const again = applyAppContext(confirmed, appContextOf(app({ passedAutoExtractedStep: true, autoExtractedUserInfo: { ...info, petCityTownVillageBirth: 'Denver' } })));
    expect(again.sections['0']).toBeUndefined();
    expect(Object.values(again.extracted).map((v) => v.value)).toContain('Denver');
    expect(Object.values(again.extracted).every((v) => v.status === 'pending')).toBe(true);
    expect(interview.validateState(again)).toEqual([]);

    // Once a later section was entered, the confirmed values stay.
    const later = answer(confirmed, 1, 'john@example.com');
    expect(applyAppContext(later, appContextOf(app({ passedAutoExtractedStep: true, autoExtractedUserInfo: { petCountryBirth: 'Canada' } })))).toBe(later);
  });

  it('a late upload (section 1 started without attachments) still offers its values; nothing answered is reset (issue 14, bug 3)', () => {
    // Next Step with nothing attached: section 1 starts, no section 0.
    const started = answer(initialInterviewState(app(), '06/01/2025'), 1, 'john@example.com');
    expect(interview.sectionOrder(started)[0]).toBe(1);
    // Back to the documents page, both passports attached, Next Step: the values reach the interview.
    const info = { petBirthDate: '07/04/1985', petGender: 'Male', benFirstName: 'Maria', benDateOfBirth: '03/15/1992' };
    const late = applyAppContext(started, appContextOf(app({ passedAutoExtractedStep: true, autoExtractedUserInfo: info })));
    expect(interview.sectionOrder(late)[0]).toBe(0);
    expect(interview.isSectionUnlocked(late, 0)).toBe(true);
    expect(interview.isSectionUnlocked(late, 1)).toBe(true);
    expect(late.sections['1']).toEqual(started.sections['1']);
    expect(late.answers['pet.email']).toBe('john@example.com');
    // Setup already gave the beneficiary's first name: only the other three are offered.
    expect(Object.keys(late.extracted).sort()).toEqual(['ben.birthDate', 'pet.birthDate', 'pet.gender']);
    expect(interview.validateState(JSON.parse(JSON.stringify(late)))).toEqual([]);
    // The same context again changes nothing (it is applied on every section entry).
    expect(applyAppContext(late, appContextOf(app({ passedAutoExtractedStep: true, autoExtractedUserInfo: info })))).toBe(late);

    const confirmed = answer(late, 0, 'Accept All');
    expect(interview.isSectionComplete(confirmed, 0)).toBe(true);
    expect(interview.nextSectionId(confirmed, 0)).toBe(1);
    expect(confirmed.answers).toMatchObject({ 'pet.birthDate': '07/04/1985', 'pet.gender': 'Male', 'ben.birthDate': '03/15/1992', 'pet.email': 'john@example.com' });
    expect(confirmed.sections['1']?.log).toEqual(started.sections['1']?.log);
    expect(interview.validateState(JSON.parse(JSON.stringify(confirmed)))).toEqual([]);
    expect(applyAppContext(confirmed, appContextOf(app({ passedAutoExtractedStep: true, autoExtractedUserInfo: info })))).toBe(confirmed);

    // Yet another upload with one more value: only that one is asked; what was confirmed stays.
    const more = applyAppContext(confirmed, appContextOf(app({ passedAutoExtractedStep: true, autoExtractedUserInfo: { ...info, petCountryBirth: 'USA' } })));
    expect(Object.keys(more.extracted)).toEqual(['pet.birth.country']);
    expect(more.answers['pet.birthDate']).toBe('07/04/1985');
    expect(interview.validateState(JSON.parse(JSON.stringify(more)))).toEqual([]);
    const done = answer(more, 0, 'Accept');
    expect(done.answers['pet.birth.country']).toBe('USA');
    expect(interview.validateState(JSON.parse(JSON.stringify(done)))).toEqual([]);
  });

  it('is an operation like any other: replayed on a newer server state', () => {
    const server = answer(initialInterviewState(app(), '06/01/2025'), 1, 'john@example.com');
    const context = appContextOf(app({ benPetNames: { ...NAMES, beneficiaryLastName: 'Lopez Garcia' } }));
    expect(applyAction(server, { type: 'context', context }).state.answers['ben.name.family']).toBe('Lopez Garcia');
    const merged = replayOps(server, [{ type: 'context', context, seq: 1, id: 'c1' }]);
    expect(merged.answers['ben.name.family']).toBe('Lopez Garcia');
    expect(merged.answers['pet.email']).toBe('john@example.com');
  });
});

describe('app context changes that contradict answers already given (nothing the client entered is lost)', () => {
  it('a setup middle name cleared after section 1 was done: asked again in section 1, every other answer kept', () => {
    let state = answer(initialInterviewState(app(), '06/01/2025'), 1, 'john@example.com', '2025550123', 'No', 'No');
    expect(interview.isSectionComplete(state, 1)).toBe(true);
    state = answer(state, 2, 'Yes', 'No', 'Yes', 'Yes', 'Yes', 'We met in Kyiv in May 2024.');
    const next = applyAppContext(state, appContextOf(app({ benPetNames: { ...NAMES, petitionerSecondName: '' } })));
    expect(interview.validateState(JSON.parse(JSON.stringify(next)))).toEqual([]);
    expect(next.answers['pet.name.middle']).toBeUndefined();
    expect(interview.currentQuestion(next, 1)?.key).toBe('pet.name.middle');
    expect(next.answers['pet.email']).toBe('john@example.com');
    expect(next.answers['ben.otherNames.has']).toBe('No');
    expect(next.sections['2']?.log).toEqual(state.sections['2']?.log);
    // Set again in setup before the chat asked it: seeded again, nothing left open.
    const again = applyAppContext(next, appContextOf(app()));
    expect(again.answers['pet.name.middle']).toBe('Adam');
    expect(interview.isSectionComplete(again, 1)).toBe(true);
    expect(interview.validateState(again)).toEqual([]);
    const done = applyAction(next, { type: 'submit', sectionId: 1, key: 'pet.name.middle', input: 'N/A' }).state;
    expect(interview.isSectionComplete(done, 1)).toBe(true);
    expect(interview.validateState(done)).toEqual([]);
  });

  it('classification changed to K-3 after sections 7 and 16 said Single: both re-opened with the reason, the rest kept', () => {
    const k1 = app({ questionnaire: { classificationBeneficiary: K1 } });
    let state = answer(initialInterviewState(k1, '06/01/2025'), 1, 'john@example.com', '2025550123', 'No', 'No');
    state = answer(state, 7, 'Single', 'No');
    state = answer(state, 16, 'N/A', 'No', '07/08/1995', 'Female', 'Single');
    const next = applyAppContext(state, appContextOf(app({ questionnaire: { classificationBeneficiary: K3 } })));
    expect(next.questionnaire.classificationBeneficiary).toBe(K3);
    expect(interview.validateState(JSON.parse(JSON.stringify(next)))).toEqual([]);
    expect(next.sections['1']?.log).toEqual(state.sections['1']?.log);
    expect(next.answers['ben.birthDate']).toBe('07/08/1995');
    for (const [id, key, reason] of [[7, 'pet.maritalStatus', CHAT_MESSAGES.k3PetitionerMarried], [16, 'ben.maritalStatus', CHAT_MESSAGES.k3BeneficiaryMarried]] as const) {
      expect(interview.currentQuestion(next, id)?.key).toBe(key);
      const messages = next.sections[String(id)]?.messages ?? [];
      expect(messages.at(-3)).toMatchObject({ position: 'right', content: 'Single' });
      expect(messages.at(-2)).toMatchObject({ backgroundColor: 'red', content: reason });
    }
  });
});

describe('app context on a device that never ran setup', () => {
  it('an empty app state (fresh browser, same account) changes nothing', () => {
    const state = answer(initialInterviewState(app({ questionnaire: { petitionerMaritalStatus: 'Single' } }), '06/01/2025'), 1, 'john@example.com');
    expect(applyAppContext(state, appContextOf(initialAppState()))).toBe(state);
  });
});
