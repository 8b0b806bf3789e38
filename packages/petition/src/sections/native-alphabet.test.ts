import { describe, expect, it } from 'vitest';
import { createEngine } from '../engine/index.ts';
import { localizeError } from '../engine/localize.ts';
import { answerAll } from '../engine/testing.ts';
import { CATALOGUES, type Messages } from '../i18n/index.ts';
import { fullName } from '../fields/lookup.ts';
import type { FieldId } from '../fields/form-fields.ts';
import { interview } from '../interview.ts';
import { SETUP_STEPS, checkSetupName } from '../setup/wizard.ts';
import { hasNonLatinLetters, toLatin } from '../validators/latin.ts';
import { beneficiaryBiographic } from './beneficiary-biographic.ts';
import { k1State } from './test-helpers.ts';

const e = createEngine([beneficiaryBiographic]);
type S = ReturnType<typeof k1State>;
const usPetitioner = (s: S): S => ({ ...s, answers: { ...s.answers, 'pet.address.1.country': 'USA' } });
const field = (s: S, id: FieldId) => e.computeFieldValues(s).fields[fullName(id)];
const PERSONAL = ['N/A', 'No', '07/08/1995', 'Female', 'Single', 'Kazan', 'Russia', 'Russia'];

describe('Latin letters proposed for another alphabet (validators/latin.ts)', () => {
  it.each([
    ['Ольга Иванова', 'Olga Ivanova'],
    ['ЩУКИНА Юлия', 'SHCHUKINA Iuliia'],
    ['ул. Баумана, д. 15', 'ul. Baumana, d. 15'],
    ['Жанна Хрущёва', 'Zhanna Khrushcheva'],
    ['Παπαδοπούλου Ελένη', 'Papadopoulou Eleni'],
    ['Հովհաննիսյան', 'Hovhannisyan'],
    ['ბერიძე', 'Beridze'],
    ['김민준', 'Gimminjun'],
    ['Anne-Marie O’Connor', 'Anne-Marie O’Connor'],
  ])('%s → %s', (input, latin) => {
    expect(toLatin(input)).toBe(latin);
    expect(hasNonLatinLetters(latin)).toBe(false);
  });

  it('no proposal where the romanization needs a dictionary or unwritten vowels; accented Latin is Latin', () => {
    for (const text of ['王小明', 'محمد', 'יעל', 'Иван 王']) expect(toLatin(text)).toBeNull();
    expect(hasNonLatinLetters('José Łukasz Ørsted 12B')).toBe(false);
    expect(hasNonLatinLetters('Olga Иванова')).toBe(true);
  });
});

describe('native-alphabet answers (issue 24): P2 49–50 get them, the form the Latin version she confirms', () => {
  it('her current address typed in Cyrillic goes to P2 50; the question is asked again and offers the Latin version', () => {
    let s = answerAll(e, usPetitioner(k1State()), 16, PERSONAL);
    const r = e.submitAnswer(s, 16, 'ул. Ленина 10');
    expect(r.error).toBeUndefined();
    s = r.state;
    expect(s.answers['ben.native.address.street']).toBe('ул. Ленина 10');
    expect(s.answers['ben.native.has']).toBe('Yes');
    expect(s.answers['ben.address.1.street']).toBeUndefined();
    const q = e.currentQuestion(s, 16)!;
    expect(q.stepId).toBe('street');
    // Nothing to edit yet: the Latin answer is still asked (an edit now would answer the question out of turn).
    expect(e.editAnswer(s, 16, 'ben.address.1.street', 'ul. Lenina 10').error).toBeDefined();
    expect(q.suggestion).toBe('ul. Lenina 10');
    expect(r.messages.map((m) => m.content)).toContain('Saved “ул. Ленина 10” for the native-alphabet items of the form (Part 2, items 49–50). Every other item needs Latin letters, as in the passport: please type it again in Latin letters.');
    s = answerAll(e, s, 16, [q.suggestion!, 'Apartment', '15', 'Казань', 'Kazan', 'Россия', 'Russia', 'Татарстан', 'Tatarstan', '420111', '01/01/2018']);
    // The native-alphabet questions skip what she already gave: only the name, the unit and the postal code are asked.
    expect(e.currentQuestion(s, 16)?.stepId).toBe('nativeFamily');
    s = answerAll(e, s, 16, ['Иванова', 'Ольга', 'N/A', 'Apartment', '15', '420111']);
    expect(e.currentQuestion(s, 16)?.stepId).toBe('phone');
    expect(field(s, 'Pt2Line12_StreetNumberName[0]')).toBe('ul. Lenina 10');
    expect(field(s, 'Pt2Line12_CityOrTown[0]')).toBe('Kazan');
    expect(field(s, 'Pt2Line12_Country[0]')).toBe('Russia');
    expect(field(s, 'Pt2Line50_StreetNumberName[0]')).toBe('ул. Ленина 10');
    expect(field(s, 'Pt2Line28c_CityOrTown[0]')).toBe('Казань');
    expect(field(s, 'Pt2Line28d_Province[0]')).toBe('Татарстан');
    expect(field(s, 'Pt2Line28f_Country[0]')).toBe('Россия');
    expect(field(s, 'Pt2Line49a_FamilyName[0]')).toBe('Иванова');
    // The log replays to the same state (the server re-validates it), and an edit of the Latin answer edits that one.
    const sound = (x: S) => e.validateState(JSON.parse(JSON.stringify(x))).filter((p) => p.key !== 'pet.address.1.country');
    expect(sound(s)).toEqual([]);
    const edited = e.editAnswer(s, 16, 'ben.address.1.street', 'ulitsa Lenina 10');
    expect(edited.error).toBeUndefined();
    expect(field(edited.state, 'Pt2Line12_StreetNumberName[0]')).toBe('ulitsa Lenina 10');
    expect(edited.state.answers['ben.native.address.street']).toBe('ул. Ленина 10');
    expect(sound(edited.state)).toEqual([]);
    // Another alphabet is refused for the Latin answer itself, naming a Latin example.
    expect(e.editAnswer(s, 16, 'ben.address.1.street', 'улица Ленина 10').error).toBe(
      'This item of the form needs Latin letters, as the passport writes them, for example ulitsa Lenina 10. Please type it in Latin letters.',
    );
  });

  it('a later address, a job or a city of birth has no native item: another alphabet is refused with a Latin example', () => {
    const s = answerAll(e, usPetitioner(k1State()), 16, ['N/A', 'No', '07/08/1995', 'Female', 'Single']);
    const r = e.submitAnswer(s, 16, 'Казань');
    expect(r.error).toBe('This item of the form needs Latin letters, as the passport writes them, for example Kazan. Please type it in Latin letters.');
    expect(r.state.answers['ben.birth.city']).toBeUndefined();
    expect(e.submitAnswer(s, 16, '北京').error).toBe('This item of the form needs Latin letters, as the passport writes them. Please type it in Latin letters.');
    const es = CATALOGUES.es.interview as unknown as Messages;
    expect(localizeError(es, r.error!)).toBe('Este punto del formulario necesita letras latinas, como las escribe el pasaporte, por ejemplo Kazan. Escríbalo con letras latinas.');
    expect(localizeError(es, r.state.sections['16']!.messages.at(-2)!.content)).toContain('por ejemplo Kazan');
  });

  it('her name typed in Cyrillic in section 1 goes to P2 49 and the Latin name to P2 1', () => {
    // Setup names must be Latin (checkSetupName); a name typed in the chat may be in her alphabet.
    const base = k1State();
    const { 'ben.name.given': _given, ...answers } = base.answers;
    const { 'ben.name.given': _seed, ...seed } = base.seed;
    let s = interview.startSection({ ...base, answers, seed }, 1).state;
    for (let i = 0; i < 20 && interview.currentQuestion(s, 1)?.key !== 'ben.name.given'; i++) {
      const q = interview.currentQuestion(s, 1)!;
      s = interview.submitAnswer(s, 1, q.input === 'yesno' ? 'No' : q.key.includes('email') ? 'john@example.com' : q.key.includes('phone') || q.key.includes('mobile') ? '2175550100' : 'N/A').state;
    }
    s = interview.submitAnswer(s, 1, 'Ольга').state;
    expect(s.answers['ben.native.given']).toBe('Ольга');
    expect(interview.currentQuestion(s, 1)?.suggestion).toBe('Olga');
    s = interview.submitAnswer(s, 1, 'Olga').state;
    expect(s.answers['ben.name.given']).toBe('Olga');
    const f = interview.computeFieldValues(s).fields;
    expect(f[fullName('Pt2Line1b_GivenName[0]')]).toBe('Olga');
    // P2 49 is written with section 16, where the native-alphabet name is then not asked again (test above).
    // A reset of the section forgets the native value it kept.
    expect(interview.resetSection(s, 1).answers['ben.native.given']).toBeUndefined();
  });

  it('setup names are Latin, as on the passport: another alphabet is refused with the Latin example', () => {
    const step = SETUP_STEPS.find((x) => x.key === 'beneficiaryLastName')!;
    expect(checkSetupName(step, 'Иванова')).toBe('This item of the form needs Latin letters, as the passport writes them, for example Ivanova. Please type it in Latin letters.');
    expect(checkSetupName(step, 'Ivanova')).toBeNull();
    expect(checkSetupName(step, 'Łukasiewicz')).toBeNull();
  });
});
