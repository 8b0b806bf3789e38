import { describe, expect, it } from 'vitest';
import { interview } from '../interview.ts';
import type { BenPetNames, InterviewState } from '../engine/types.ts';
import { K1, K3 } from '../questionnaire/questions.ts';
import { CHAT_MESSAGES } from '../validators/messages.ts';
import { applyChange, applyChanges, createPetition } from './apply.ts';
import type { Change, PetitionDoc } from './types.ts';

const NAMES: BenPetNames = { petitionerFirstName: 'John', petitionerSecondName: 'Adam', petitionerLastName: 'Smith', beneficiaryFirstName: 'Maria', beneficiarySecondName: 'Elena', beneficiaryLastName: 'Lopez' };

/** Applies changes, agreeing to clear whatever they clear (what the client does after the consent dialog). */
function apply(state: PetitionDoc, ...changes: Change[]): PetitionDoc {
  let doc = state;
  for (const change of changes) {
    let r = applyChange(doc, change);
    if (r.consent) r = applyChange(doc, { ...change, clear: r.consent });
    expect(r.error).toBeUndefined();
    expect(r.conflict).toBeUndefined();
    doc = r.doc;
  }
  return doc;
}
const names = (n: Partial<BenPetNames> = {}): Change => ({ type: 'names', names: { ...NAMES, ...n } });
const q = (answers: Record<string, string>): Change[] => Object.entries(answers).map(([key, value]) => ({ type: 'questionnaire', key, value }));
const ext = (info: Record<string, string>): Change => ({ type: 'extracted', passed: true, info });
/** A petition after setup (and questionnaire answers), as the chat starts it. */
const begin = (o: { names?: Partial<BenPetNames>; questionnaire?: Record<string, string> } = {}) => apply(createPetition('06/01/2025'), names(o.names), ...q(o.questionnaire ?? {}));

function answer(state: InterviewState, id: number, ...inputs: string[]): PetitionDoc {
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
    const state = answer(begin({ questionnaire: { petitionerOtherNames: 'No' } }), 1, 'john@example.com');
    expect(apply(state, names(), ...q({ petitionerOtherNames: 'No' }))).toBe(state);
  });

  it('a setup name the chat skipped is re-seeded; one the chat asked is edited there; the state stays valid', () => {
    let state = answer(begin({ names: { beneficiarySecondName: '' } }), 1, 'john@example.com', '2025550123', 'No');
    expect(interview.currentQuestion(state, 1)?.key).toBe('ben.name.middle');
    state = answer(state, 1, 'Rosa');
    const next = apply(state, names({ petitionerLastName: 'Smyth', beneficiarySecondName: 'Elena' }));
    expect(next.answers['pet.name.family']).toBe('Smyth');
    expect(next.answers['ben.name.middle']).toBe('Elena');
    expect(next.answers['pet.email']).toBe('john@example.com');
    expect(next.names.petitionerLastName).toBe('Smyth');
    expect(interview.validateState(next)).toEqual([]);
    // Applying the same context again changes nothing.
    expect(apply(next, names({ petitionerLastName: 'Smyth', beneficiarySecondName: 'Elena' }))).toBe(next);
  });

  it('a cleared setup name is asked in the chat', () => {
    const state = interview.startSection(begin(), 1).state;
    const next = apply(state, names({ petitionerSecondName: '' }));
    expect(next.answers['pet.name.middle']).toBeUndefined();
    expect(interview.validateState(next)).toEqual([]);
  });

  it('a changed questionnaire answer updates the questionnaire and the required documents', () => {
    const state = answer(begin({ questionnaire: { petitionerMaritalStatus: 'Single' } }), 1, 'john@example.com');
    expect(state.requiredDocuments).not.toContain(8);
    const next = apply(state, ...q({ petitionerMaritalStatus: 'Divorced' }));
    expect(next.questionnaire.petitionerMaritalStatus).toBe('Divorced');
    expect(next.requiredDocuments).toContain(8);
    expect(next.answers['pet.email']).toBe('john@example.com');
  });

  it('values extracted later make section 0 required while the chat has not gone past it, and are then left alone', () => {
    const info = { petCityTownVillageBirth: 'Boston', petCountryBirth: 'USA' };
    const fresh = begin();
    const next = apply(fresh, ext(info));
    expect(next.autoExtractionRequired).toBe(true);
    expect(Object.keys(next.extracted).length).toBe(2);
    expect(interview.sectionOrder(next)[0]).toBe(0);

    // Section 0 confirmed, then another upload: section 0 is confirmed again with the new values.
    const confirmed = answer(next, 0, 'Accept All');
    expect(confirmed.sections['0']?.completed).toBe(true);
    const again = apply(confirmed, ext({ ...info, petCityTownVillageBirth: 'Denver' }));
    expect(again.sections['0']).toBeUndefined();
    expect(Object.values(again.extracted).map((v) => v.value)).toContain('Denver');
    expect(Object.values(again.extracted).every((v) => v.status === 'pending')).toBe(true);
    expect(interview.validateState(again)).toEqual([]);

    // Once a later section was entered, the confirmed values stay.
    const later = answer(confirmed, 1, 'john@example.com');
    expect(apply(later, ext({ petCountryBirth: 'Canada' }))).toBe(later);
  });

  it('a late upload (section 1 started without attachments) still offers its values; nothing answered is reset (issue 14, bug 3)', () => {
    // Next Step with nothing attached: section 1 starts, no section 0.
    const started = answer(begin(), 1, 'john@example.com');
    expect(interview.sectionOrder(started)[0]).toBe(1);
    // Back to the documents page, both passports attached, Next Step: the values reach the interview.
    const info = { petBirthDate: '07/04/1985', petGender: 'Male', benFirstName: 'Maria', benDateOfBirth: '03/15/1992' };
    const late = apply(started, ext(info));
    expect(interview.sectionOrder(late)[0]).toBe(0);
    expect(interview.isSectionUnlocked(late, 0)).toBe(true);
    expect(interview.isSectionUnlocked(late, 1)).toBe(true);
    expect(late.sections['1']).toEqual(started.sections['1']);
    expect(late.answers['pet.email']).toBe('john@example.com');
    // Setup already gave the beneficiary's first name: only the other three are offered.
    expect(Object.keys(late.extracted).sort()).toEqual(['ben.birthDate', 'pet.birthDate', 'pet.gender']);
    expect(interview.validateState(JSON.parse(JSON.stringify(late)))).toEqual([]);
    // The same context again changes nothing (it is applied on every section entry).
    expect(apply(late, ext(info))).toBe(late);

    const confirmed = answer(late, 0, 'Accept All');
    expect(interview.isSectionComplete(confirmed, 0)).toBe(true);
    expect(interview.nextSectionId(confirmed, 0)).toBe(1);
    expect(confirmed.answers).toMatchObject({ 'pet.birthDate': '07/04/1985', 'pet.gender': 'Male', 'ben.birthDate': '03/15/1992', 'pet.email': 'john@example.com' });
    expect(confirmed.sections['1']?.log).toEqual(started.sections['1']?.log);
    expect(interview.validateState(JSON.parse(JSON.stringify(confirmed)))).toEqual([]);
    expect(apply(confirmed, ext(info))).toBe(confirmed);

    // Yet another upload with one more value: only that one is asked; what was confirmed stays.
    const more = apply(confirmed, ext({ ...info, petCountryBirth: 'USA' }));
    expect(Object.keys(more.extracted)).toEqual(['pet.birth.country']);
    expect(more.answers['pet.birthDate']).toBe('07/04/1985');
    expect(interview.validateState(JSON.parse(JSON.stringify(more)))).toEqual([]);
    const done = answer(more, 0, 'Accept');
    expect(done.answers['pet.birth.country']).toBe('USA');
    expect(interview.validateState(JSON.parse(JSON.stringify(done)))).toEqual([]);
  });

  it('is a change like any other: applied on a newer stored petition', () => {
    const server = answer(begin(), 1, 'john@example.com');
    const merged = applyChanges(server, [names({ beneficiaryLastName: 'Lopez Garcia' })]);
    expect(merged.doc.answers['ben.name.family']).toBe('Lopez Garcia');
    expect(merged.doc.answers['pet.email']).toBe('john@example.com');
  });
});

describe('app context changes that contradict answers already given (nothing the client entered is lost)', () => {
  it('a setup middle name cleared after section 1 was done: asked again in section 1, every other answer kept', () => {
    let state = answer(begin(), 1, 'john@example.com', '2025550123', 'No', 'No');
    expect(interview.isSectionComplete(state, 1)).toBe(true);
    state = answer(state, 2, 'Yes', 'No', 'Yes', 'Yes', 'Yes', 'We met in Kyiv in May 2024.');
    const next = apply(state, names({ petitionerSecondName: '' }));
    expect(interview.validateState(JSON.parse(JSON.stringify(next)))).toEqual([]);
    expect(next.answers['pet.name.middle']).toBeUndefined();
    expect(interview.currentQuestion(next, 1)?.key).toBe('pet.name.middle');
    expect(next.answers['pet.email']).toBe('john@example.com');
    expect(next.answers['ben.otherNames.has']).toBe('No');
    expect(next.sections['2']?.log).toEqual(state.sections['2']?.log);
    // Set again in setup before the chat asked it: seeded again, nothing left open.
    const again = apply(next, names());
    expect(again.answers['pet.name.middle']).toBe('Adam');
    expect(interview.isSectionComplete(again, 1)).toBe(true);
    expect(interview.validateState(again)).toEqual([]);
    const done = apply(next, { type: 'submit', sectionId: 1, key: 'pet.name.middle', input: 'N/A' });
    expect(interview.isSectionComplete(done, 1)).toBe(true);
    expect(interview.validateState(done)).toEqual([]);
  });

  it('classification changed to K-3 after sections 7 and 16 said Single: both re-opened with the reason, the rest kept', () => {
    let state = answer(begin({ questionnaire: { classificationBeneficiary: K1 } }), 1, 'john@example.com', '2025550123', 'No', 'No');
    state = answer(state, 7, 'Single', 'No');
    state = answer(state, 16, 'N/A', 'No', '07/08/1995', 'Female', 'Single');
    const next = apply(state, ...q({ classificationBeneficiary: K3 }));
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

describe('an earlier answer changed: what depends on it follows at once, answers are cleared only with consent (issue 19.3)', () => {
  const NATURALIZED = { citizenshipMethod: 'Naturalization', classificationBeneficiary: K1 };

  it('Naturalization → Birth before the chat: the naturalization certificate leaves the documents at once, nothing to consent to', () => {
    const doc = begin({ questionnaire: NATURALIZED });
    expect(doc.requiredDocuments).toContain(3);
    const r = applyChange(doc, { type: 'questionnaire', key: 'citizenshipMethod', value: 'Birth in the United States' });
    expect(r.consent).toBeUndefined();
    expect(r.doc.requiredDocuments).not.toContain(3);
    expect(r.doc.questionnaire.citizenshipMethod).toBe('Birth in the United States');
  });

  it('Naturalization → Birth after section 4 was answered: the certificate answers are listed, kept until the client agrees', () => {
    const doc = answer(begin({ questionnaire: NATURALIZED }), 4, 'Yes', 'N/A', '31234567', 'Chicago, IL', '06/15/2012', 'Yes', '123-45-6789', 'No');
    expect(interview.isSectionComplete(doc, 4)).toBe(true);
    const change: Change = { type: 'questionnaire', key: 'citizenshipMethod', value: 'Birth in the United States' };
    const asked = applyChange(doc, change);
    expect(asked.consent).toEqual(['pet.aNumber', 'pet.certificate.date', 'pet.certificate.has', 'pet.certificate.number', 'pet.certificate.place']);
    expect(asked.doc).toBe(doc);
    const agreed = applyChange(doc, { ...change, clear: asked.consent });
    expect(agreed.consent).toBeUndefined();
    expect(agreed.doc.requiredDocuments).not.toContain(3);
    expect(agreed.doc.answers['pet.certificate.number']).toBeUndefined();
    // The answers that still apply stay: the SSN, and section 4 is still complete.
    expect(agreed.doc.answers['pet.ssn']).toBe('123456789');
    expect(interview.isSectionComplete(agreed.doc, 4)).toBe(true);
    expect(interview.validateState(JSON.parse(JSON.stringify(agreed.doc)))).toEqual([]);
    // A batch stops at the change that needs consent: nothing of it is applied.
    const batch = applyChanges(doc, [{ type: 'journey', page: '/file-upload-quesionnaire' }, change]);
    expect(batch.consent).toEqual({ index: 1, keys: asked.consent });
    expect(batch.doc).toBe(doc);
  });

  it('refuses what the questionnaire does not offer, and a name the form cannot take', () => {
    expect(applyChange(begin(), { type: 'questionnaire', key: 'citizenshipMethod', value: 'Marriage' }).error).toBeDefined();
    expect(applyChange(begin(), { type: 'names', names: { petitionerLastName: '123' } }).error).toBeDefined();
  });
});

describe('two devices at once: a change is checked against the value the device saw (issue 19.2)', () => {
  const base = () => answer(begin(), 1, 'john@example.com', '2025550123');

  it('an edit of a value another device changed is a conflict naming both values; the other value stays', () => {
    const doc = base();
    const other = apply(doc, { type: 'edit', sectionId: 1, key: 'pet.email', input: 'john@work.example', expected: 'john@example.com' });
    const mine = applyChanges(other, [{ type: 'edit', sectionId: 1, key: 'pet.email', input: 'j.smith@example.com', expected: 'john@example.com', id: 'e1' }]);
    expect(mine.conflicts).toEqual([{ index: 0, id: 'e1', sectionId: 1, key: 'pet.email', theirs: 'john@work.example', yours: 'j.smith@example.com' }]);
    expect(mine.doc.answers['pet.email']).toBe('john@work.example');
    // Choosing mine: the same edit with the other device's value as the one seen.
    const chosen = applyChanges(other, [{ type: 'edit', sectionId: 1, key: 'pet.email', input: 'j.smith@example.com', expected: 'john@work.example' }]);
    expect(chosen.conflicts).toEqual([]);
    expect(chosen.doc.answers['pet.email']).toBe('j.smith@example.com');
  });

  it('edits of different answers both land; the same value from both devices is no conflict', () => {
    const doc = base();
    const a = apply(doc, { type: 'edit', sectionId: 1, key: 'pet.email', input: 'john@work.example', expected: 'john@example.com' });
    const b = applyChanges(a, [
      { type: 'edit', sectionId: 1, key: 'pet.mobile', input: '2025550199', expected: '2025550123' },
      { type: 'edit', sectionId: 1, key: 'pet.email', input: 'john@work.example', expected: 'john@example.com' },
    ]);
    expect(b.conflicts).toEqual([]);
    expect(b.doc.answers).toMatchObject({ 'pet.email': 'john@work.example', 'pet.mobile': '2025550199' });
  });

  it('an answer to a question another device already answered differently is a conflict', () => {
    const doc = answer(begin(), 1, 'john@example.com');
    const other = apply(doc, { type: 'submit', sectionId: 1, key: 'pet.mobile', input: '2025550123' });
    const same = applyChanges(other, [{ type: 'submit', sectionId: 1, key: 'pet.mobile', input: '2025550123' }]);
    expect(same).toMatchObject({ conflicts: [], applied: 1 });
    const diff = applyChanges(other, [{ type: 'submit', sectionId: 1, key: 'pet.mobile', input: '2025550100' }]);
    expect(diff.conflicts).toMatchObject([{ key: 'pet.mobile', theirs: '2025550123', yours: '2025550100' }]);
  });

  it('a refused value stops the batch with the validator message; nothing is applied', () => {
    const doc = answer(begin(), 1, 'john@example.com');
    const r = applyChanges(doc, [{ type: 'journey', page: '/section/1' }, { type: 'submit', sectionId: 1, key: 'pet.mobile', input: 'call me' }]);
    expect(r.error).toMatchObject({ index: 1, key: 'pet.mobile' });
    expect(r.doc).toBe(doc);
  });
});

describe('journey and time', () => {
  it('keeps the last page and the milestones; unknown pages are refused', () => {
    let doc = apply(createPetition('06/01/2025'), { type: 'journey', page: '/setup' }, { type: 'journey', page: '/file-upload-quesionnaire' });
    expect(doc.journey).toEqual({ last: '/file-upload-quesionnaire', reached: ['setup', 'questionnaire'] });
    doc = apply(doc, { type: 'extracted', passed: false, info: {} });
    expect(doc.journey).toEqual({ last: '/file-upload-quesionnaire', reached: ['setup', 'questionnaire', 'documents'] });
    expect(applyChange(doc, { type: 'journey', page: '/admin' }).error).toBeDefined();
    // The engine's own changes keep the journey.
    doc = apply(doc, names(), { type: 'start', sectionId: 1 });
    expect(doc.journey?.reached).toContain('documents');
  });

  it('time spent only grows', () => {
    const doc = apply(createPetition('06/01/2025'), { type: 'time', timeSpent: { setup: 30 }, pageLeaveTimes: {} }, { type: 'time', timeSpent: { setup: 10, chat: 5 }, pageLeaveTimes: { chat: 99 } });
    expect(doc.timeSpent).toEqual({ setup: 30, chat: 5 });
    expect(doc.pageLeaveTimes).toEqual({ chat: 99 });
  });
});
