import { describe, expect, it } from 'vitest';
import { interview as e } from '../interview.ts';
import { answerAll } from './testing.ts';
import { createInterviewState } from './state.ts';
import { k1State } from '../sections/test-helpers.ts';
import { applySetupNames, checkSetupName, SETUP_STEPS } from '../setup/wizard.ts';
import { answerQuestionnaire } from '../questionnaire/apply.ts';
import { QUESTIONNAIRE } from '../questionnaire/questions.ts';
import { SUPPORTING_DOCUMENTS, SUPPORTING_DOCUMENTS_SECOND_READING } from '../documents/catalogue.ts';
import { compileRegistry } from './registry.ts';
import { SECTIONS } from '../sections/index.ts';

describe('prompts', () => {
  it('fills names and falls back to the spec defaults', () => {
    const none = e.startSection(createInterviewState({ asOf: '06/01/2025' }), 2).state;
    expect(e.startSection(none, 2).state.sections['2']?.messages).toHaveLength(1);
    const s = answerAll(e, none, 2, ['Yes', 'No']);
    expect(e.currentQuestion(s, 2)?.prompt).toBe('Are you and the beneficiary both legally free to marry?');
    const named = answerAll(e, k1State(), 2, ['Yes', 'No']);
    expect(e.currentQuestion(named, 2)?.prompt).toBe('Are you and Olga Ivanova both legally free to marry?');
  });

  it('gives date bounds: 100 years back to 12/31/2035', () => {
    const s = answerAll(e, k1State(), 6, ['No', 'Male']);
    expect(e.currentQuestion(s, 6)?.dateBounds).toEqual({ min: '06/01/1925', max: '12/31/2035' });
  });
});

describe('navigation and progress', () => {
  it('unlocks in order and caps the display at 100 %', () => {
    const s = k1State();
    expect(e.sectionOrder(s)[0]).toBe(1);
    expect(e.isSectionUnlocked(s, 1)).toBe(true);
    expect(e.isSectionUnlocked(s, 2)).toBe(false);
    const done = answerAll(e, s, 1, ['N/A', 'a@b.co', '5551234567', 'No', 'N/A', 'No']);
    expect(e.isSectionUnlocked(done, 2)).toBe(true);
    expect(e.nextSectionId(done, 1)).toBe(2);
    expect(e.sectionSequenceNumber(done, 1)).toBe(1);
    expect(e.progressPercent(done)).toBe(5);
    expect(e.progressPercent({ ...done, progress: 1.3 })).toBe(100);
  });

  it('completed sections accept no answer', () => {
    const s = answerAll(e, k1State(), 8, ['Paris', 'N/A', 'France']);
    expect(e.submitAnswer(s, 8, 'x').error).toBeDefined();
    expect(e.currentQuestion(s, 8)).toBeNull();
  });
});

describe('editing and resetting', () => {
  it('a non-branching edit replaces the answer and its bubble', () => {
    const s = answerAll(e, k1State(), 8, ['Paris', 'N/A', 'France']);
    expect(e.editWouldReset(s, 8, 'pet.birth.city', 'Lyon')).toBe(false);
    const r = e.editAnswer(s, 8, 'pet.birth.city', 'Lyon');
    expect(r.reset).toBe(false);
    expect(r.state.answers['pet.birth.city']).toBe('Lyon');
    expect(r.state.sections['8']?.messages.some((m) => m.position === 'right' && m.content === 'Lyon')).toBe(true);
    expect(e.validateState(r.state)).toEqual([]);
    expect(e.editAnswer(s, 8, 'pet.birth.country', '1').error).toBe('Invalid country of birth format. Please check your input and try again.');
  });

  it('resetSection goes back to the first step and forgets the section answers only', () => {
    const s = answerAll(e, k1State(), 8, ['Paris', 'N/A']);
    const r = e.resetSection(s, 8);
    expect(e.currentQuestion(r, 8)?.stepId).toBe('city');
    expect(r.answers['pet.birth.city']).toBeUndefined();
    expect(r.answers['pet.name.given']).toBe('John');
  });
});

describe('validateState', () => {
  it('accepts a replayable state and survives JSON', () => {
    let s = answerAll(e, k1State(), 1, ['N/A', 'a@b.co', '5551234567', 'No', 'N/A', 'No']);
    s = answerAll(e, s, 7, ['Divorced', 'Brown', 'Mary', 'N/A', '03/04/2015', 'No']);
    expect(e.validateState(JSON.parse(JSON.stringify(s)))).toEqual([]);
  });

  it('names the refused answer of a tampered state', () => {
    const s = answerAll(e, k1State(), 1, ['N/A', 'a@b.co', '5551234567', 'No', 'N/A', 'No']);
    const bad = structuredClone(s);
    const entry = bad.sections['1']?.log.find((l) => l.key === 'pet.email');
    if (entry) entry.input = 'not-an-email';
    bad.answers['pet.email'] = 'not-an-email';
    expect(e.validateState(bad)).toContainEqual({ sectionId: 1, stepId: 'email', key: 'pet.email', message: 'Invalid email format. Please check your input and try again.' });
  });

  it('flags answers that no question produced and malformed states', () => {
    const s = { ...k1State(), answers: { ...k1State().answers, 'pet.ssn': '000000000' } };
    expect(e.validateState(s)).toContainEqual({ key: 'pet.ssn', message: 'This answer was not given through the interview.' });
    expect(e.validateState(null)).toHaveLength(1);
    expect(e.validateState({ version: 2 }).length).toBeGreaterThan(0);
  });
});

describe('setup, questionnaire and documents', () => {
  it('setup has 6 steps and seeds section 1', () => {
    expect(SETUP_STEPS.map((s) => s.key)).toEqual(['petitionerFirstName', 'petitionerSecondName', 'petitionerLastName', 'beneficiaryFirstName', 'beneficiarySecondName', 'beneficiaryLastName']);
    expect(checkSetupName(SETUP_STEPS[0]!, '')).toBe('Invalid name. Please check your input and try again.');
    expect(checkSetupName(SETUP_STEPS[1]!, '')).toBeNull();
    const s = applySetupNames(createInterviewState({ asOf: '06/01/2025' }), { petitionerFirstName: 'Seán', petitionerLastName: 'St. John' });
    expect(s.answers).toEqual({ 'pet.name.given': 'Seán', 'pet.name.family': 'St. John' });
  });

  it('questionnaire: 16 questions; the document kinds follow the evidence model (issue 20), not the spec §4 id rules', () => {
    expect(QUESTIONNAIRE).toHaveLength(16);
    let s = createInterviewState({ asOf: '06/01/2025' });
    s = answerQuestionnaire(s, 'petitionerOtherNames', 'Yes');
    // Other names alone call for nothing (only a stated legal name change does); every proof of citizenship is offered.
    expect(s.requiredDocuments).toEqual([6, 2, 3, 4, 5, 7, 28, 29, 25]);
    s = answerQuestionnaire(s, 'petitionerMaritalStatus', 'Widowed');
    expect(s.requiredDocuments).toEqual(expect.arrayContaining([8, 9, 10]));
    expect(answerQuestionnaire(s, 'petitionerMaritalStatus', 'Single').requiredDocuments).not.toContain(10);
    s = answerQuestionnaire(s, 'citizenshipMethod', 'Naturalization');
    expect(s.requiredDocuments).toEqual(expect.arrayContaining([3, 4]));
    expect(s.requiredDocuments).not.toContain(2);
    s = answerQuestionnaire(s, 'beneficiaryInUS', 'Yes');
    expect(s.requiredDocuments).toContain(20);
    s = answerQuestionnaire(s, 'beneficiaryInUS', 'No');
    expect(s.requiredDocuments).not.toContain(20);
    s = answerQuestionnaire(s, 'filedFormI130', 'Yes');
    expect(s.requiredDocuments).not.toContain(23);
    expect(answerQuestionnaire(s, 'metInPerson', 'Maybe')).toBe(s);
    s = answerQuestionnaire(s, 'classificationBeneficiary', 'Spouse (K-3 visa)');
    expect(s.requiredDocuments).toEqual(expect.arrayContaining([23, 24]));
    const f = e.computeFieldValues(s).fields;
    expect(f['form1[0].#subform[0].Pt1Line4a_Checkboxes[1]']).toBe('Yes');
    expect(f['form1[0].#subform[0].Pt1Line5_Checkboxes[0]']).toBe('Yes');
    expect(f['form1[0].#subform[7].Pt2Line53_Checkboxes[0]']).toBe('Yes');
    expect(f['form1[0].#subform[2].Pt1Line23_Checkbox[0]']).toBe('Yes');
  });

  it('catalogue: document kinds 1–34 (1–25 with the spec\'s codes, 26–27 the chat, 28–34 the evidence model), and the second reading of 1–15', () => {
    expect(SUPPORTING_DOCUMENTS.map((d) => d.id)).toEqual(Array.from({ length: 34 }, (_, i) => i + 1));
    expect(SUPPORTING_DOCUMENTS[0]).toMatchObject({ code: 'ID_FRONT', concerns: 'petitioner' });
    expect(SUPPORTING_DOCUMENTS[4]).toMatchObject({ code: 'PET_FORM_FS240' });
    expect(SUPPORTING_DOCUMENTS[24]).toMatchObject({ code: null, concerns: 'beneficiary', meaning: 'Passport, biographic page' });
    expect(Object.keys(SUPPORTING_DOCUMENTS_SECOND_READING)).toHaveLength(15);
  });
});

describe('definitions are sound (style guide §5)', () => {
  const reg = compileRegistry(SECTIONS);
  it.each([...reg.sections.values()].map((s) => [s.def.id, s] as const))('section %i: every target exists and every step is reachable', (_id, section) => {
    const targets = (step: (typeof section.def.steps)[number]): string[] => {
      const out: string[] = [];
      const idx = section.order.get(step.id) ?? 0;
      const following = section.def.steps[idx + 1]?.id ?? '@complete';
      if (step.kind === 'end') return out;
      if (step.next === undefined) out.push(following);
      else if (typeof step.next === 'string') out.push(step.next);
      else {
        for (const t of step.next) out.push(t.goto ?? (t.repeat ? (section.loops.get(t.repeat)?.firstStep ?? '?') : following));
        if (!step.next.some((t) => !t.when)) out.push(following);
      }
      if (step.when) out.push(step.skipTo ?? following);
      return out;
    };
    const seen = new Set<string>();
    const queue = section.def.steps[0] ? [section.def.steps[0].id] : [];
    while (queue.length) {
      const id = queue.pop() as string;
      if (seen.has(id) || id === '@complete') continue;
      seen.add(id);
      const step = section.steps.get(id);
      expect(step, `target ${id}`).toBeDefined();
      if (step) queue.push(...targets(step));
    }
    expect([...section.steps.keys()].filter((id) => !seen.has(id))).toEqual([]);
    for (const loop of section.loops.values()) expect(section.steps.get(loop.firstStep)?.loop).toBe(loop.id);
  });
});
