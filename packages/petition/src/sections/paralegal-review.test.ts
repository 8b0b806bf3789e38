import { describe, expect, it } from 'vitest';
import { answerAll } from '../engine/testing.ts';
import { fullName } from '../fields/lookup.ts';
import type { FieldId } from '../fields/form-fields.ts';
import { interview as e } from '../interview.ts';
import { K1_COUPLE, runScript } from '../transcripts/fixtures.ts';
import { CHAT_MESSAGES } from '../validators/messages.ts';
import { k1State } from './test-helpers.ts';

const field = (s: Parameters<typeof e.computeFieldValues>[0], id: FieldId) => e.computeFieldValues(s).fields[fullName(id)];

describe('paralegal review: P2 45 is a U.S. address', () => {
  // The petitioner lives in Toronto (a U.S. citizen abroad): 'Will the beneficiary live at your current
  // address in the United States?' makes no sense and would put a Canadian address into P2 45.
  const abroad = {
    ...K1_COUPLE,
    sections: {
      ...K1_COUPLE.sections,
      9: ['12 King St W', 'None', 'Toronto', 'Canada', 'Ontario', 'M5H 1A1', '01/15/2015', 'Yes', 'Own Name'],
      16: (K1_COUPLE.sections[16] ?? []).flatMap((input, n, all) =>
        // livesWithPetitioner 'Yes' → the U.S. address is asked directly.
        input === 'Yes' && all[n - 1] === 'Own Name' ? ['200 Oak Ave', 'None', 'Chicago', 'IL', '60601'] : [input],
      ),
    },
  };

  it('a petitioner living abroad is not asked "at your current address"; P2 45 gets the U.S. arrival address', () => {
    const s = runScript(e, abroad);
    expect(e.isSectionComplete(s, 16)).toBe(true);
    expect(s.answers['ben.livesWithPetitioner']).toBeUndefined();
    expect(s.sections['16']?.messages.some((m) => m.stepId === 'livesWithPetitioner')).toBe(false);
    expect(field(s, 'Pt2Line45a_StreetNumberName[0]')).toBe('200 Oak Ave');
    expect(field(s, 'Pt2Line45c_CityOrTown[0]')).toBe('Chicago');
    expect(field(s, 'Pt2Line45d_State[0]')).toBe('IL');
    expect(field(s, 'Pt2Line45e_ZipCode[0]')).toBe('60601');
    expect(field(s, 'Pt1Line9_StreetNumberName[0]')).toBe('12 King St W');
    expect(e.validateState(JSON.parse(JSON.stringify(s)))).toEqual([]);
  });

  it('a stale "will live with you" never copies a foreign petitioner address into P2 45', () => {
    const s = runScript(e, abroad);
    const stale = { ...s, answers: { ...s.answers, 'ben.livesWithPetitioner': 'Yes' } };
    expect(field(stale, 'Pt2Line45a_StreetNumberName[0]')).toBe('200 Oak Ave');
  });

  it('a petitioner in the U.S. is still asked, and Yes fills P2 45 from the current address', () => {
    const s = runScript(e, K1_COUPLE);
    expect(s.answers['ben.livesWithPetitioner']).toBe('Yes');
    expect(field(s, 'Pt2Line45a_StreetNumberName[0]')).toBe('100 Main St');
  });
});

describe('paralegal review: Parts 6 and 7 emails are "if any"', () => {
  it('an interpreter and a preparer without email: N/A is accepted and written; a wrong email is still refused', () => {
    let s = answerAll(e, k1State(), 21, ['No', 'No', '01/01/2030', 'Moscow', 'Russia', 'Yes', 'Petrova', 'Irina', 'N/A', '2175550111', 'No']);
    expect(e.submitAnswer(s, 21, 'irina-at-example').error).toBe(CHAT_MESSAGES.email);
    s = answerAll(e, s, 21, ['none', 'Russian', 'Yes', 'Law', 'Linda', 'N/A', '2175550120', 'No', 'n/a']);
    expect(e.isSectionComplete(s, 21)).toBe(true);
    expect(s.answers['interpreter.email']).toBe('N/A');
    expect(field(s, 'Pt6Line5_Email[0]')).toBe('N/A');
    expect(field(s, 'Pt7Line5_Email[0]')).toBe('N/A');
  });

  it('the petitioner\'s own email (section 1) stays required', () => {
    const s = answerAll(e, k1State(), 1, ['N/A']);
    expect(e.currentQuestion(s, 1)?.key).toBe('pet.email');
    expect(e.submitAnswer(s, 1, 'N/A').error).toBe(CHAT_MESSAGES.email);
  });
});

const fieldsOf = (st: ReturnType<typeof k1State>) => (id: Parameters<typeof fullName>[0]) => e.computeFieldValues(st).fields[fullName(id)];

describe('paralegal review: P1 50–51 states and countries since 18', () => {
  it('the question asks for U.S. states as well as countries, each state separately', () => {
    const s = answerAll(e, k1State(), 6, ['No', 'Male', '04/12/1988']);
    const q = e.currentQuestion(s, 6);
    expect(q?.stepId).toBe('residenceKind');
    expect(q?.prompt).toContain('every U.S. state and foreign country');
    expect(q?.prompt).toContain('each U.S. state separately');
    // Issue 9: the state is asked first for a U.S. state (no country question), the country only for a foreign one.
    const texas = answerAll(e, s, 6, ['U.S. state']);
    expect(e.currentQuestion(texas, 6)?.stepId).toBe('residenceState');
    const two = answerAll(e, s, 6, ['U.S. state', 'Texas', 'Yes', 'U.S. state', 'Ohio', 'Yes', 'Foreign country', 'Canada', 'No']);
    expect(fieldsOf(two)('Pt1Line50b_CountryOfCitzOrNationality[0]')).toBe('USA');
    expect(answerAll(e, s, 6, ['Foreign country']).sections['6']?.messages.at(-1)?.content).toBe('Which country? For example Canada.');
    expect(e.submitAnswer(answerAll(e, s, 6, ['Foreign country']), 6, 'USA').error).toContain('outside the United States');
    const { fields, additional } = e.computeFieldValues(two);
    expect(fields[fullName('Pt1Line50a_State[0]')]).toBe('TX');
    expect(fields[fullName('Pt1Line51a_State[0]')]).toBe('OH');
    expect(additional).toContainEqual({ page: 4, part: 1, item: '51', text: 'State or country of residence since 18 3: Country: Canada' });
  });
});
