import { describe, expect, it } from 'vitest';
import { interview as english } from '../i18n/en/interview.ts';
import { interview as spanish } from '../i18n/es/interview.ts';
import { flattenKeys, lookup, type Messages } from '../i18n/catalogue.ts';
import { interview } from '../interview.ts';
import { SECTIONS } from '../sections/index.ts';
import { k1State } from '../sections/test-helpers.ts';
import { CHAT_MESSAGES } from '../validators/messages.ts';
import { AUTO_EXTRACTED_KEYS } from '../sections/auto-extracted.ts';
import { englishInterviewCatalogue, optionKey } from './localize.ts';
import type { InterviewState } from './types.ts';
import '../interview-languages.ts'; // the Spanish interview texts, as the server registers them

/**
 * Sections whose prompts are not yet written in Spanish (they would show English): none. The list is explicit, so a
 * new section or step without Spanish prompts fails the test below.
 */
const NOT_YET_IN_SPANISH: string[] = [];

const es = spanish as unknown as Messages;

describe('interview texts under keys (issue 12)', () => {
  it('en/interview.ts is the section definitions written out (run scripts/interview-catalogue.ts after changing a text)', () => {
    expect(english).toEqual(englishInterviewCatalogue(SECTIONS));
  });

  it('every section, step prompt, note, option and validation message has a key', () => {
    const keys = flattenKeys(english as unknown as Messages);
    for (const def of SECTIONS) {
      expect(keys, `section ${def.id}`).toContain(`titles.s${def.id}`);
      for (const step of def.steps) {
        expect(lookup(english as unknown as Messages, `prompts.s${def.id}.${step.id}`), `${def.id}.${step.id}`).toBe(step.prompt);
        if (step.note) expect(keys).toContain(`notes.s${def.id}.${step.id}`);
        if ('options' in step) for (const o of step.options ?? []) expect(keys).toContain(`options.${optionKey(o)}`);
      }
    }
    for (const key of Object.keys(CHAT_MESSAGES)) expect(keys).toContain(`messages.${key}`);
  });

  it('Spanish has its own text for every title, option, note, validation and engine message', () => {
    for (const group of ['titles', 'options', 'notes', 'links', 'messages', 'engine']) {
      for (const key of flattenKeys((english as unknown as Messages)[group] as Messages)) {
        const en = lookup(english as unknown as Messages, `${group}.${key}`);
        const text = lookup(es, `${group}.${key}`);
        if (en === 'No') continue; // the same word in both languages
        expect(text, `${group}.${key}`).toBeTruthy();
        expect(text, `${group}.${key} is still English`).not.toBe(en);
      }
    }
  });

  it('the sections without Spanish prompts are exactly the allow-list (a new untranslated section fails)', () => {
    const untranslated = Object.keys(english.prompts).filter((s) => {
      const steps = Object.keys((english.prompts as Record<string, Record<string, string>>)[s]!);
      return steps.some((step) => lookup(es, `prompts.${s}.${step}`) === lookup(english as unknown as Messages, `prompts.${s}.${step}`));
    });
    expect(untranslated.sort()).toEqual([...NOT_YET_IN_SPANISH].sort());
  });

  it("Spanish prompts keep the engine's placeholders ({beneficiary}, {nth}, {value:…})", () => {
    const marks = (text: string) => [...new Set([...text.matchAll(/\{[A-Za-z]+(?::[^}]+)?\}/g)].map((m) => m[0]))].sort();
    for (const key of flattenKeys(english.prompts as unknown as Messages)) {
      expect(marks(lookup(es, `prompts.${key}`)!), key).toEqual(marks(lookup(english.prompts as unknown as Messages, key)!));
    }
    expect(marks(spanish.messages.notBeforeDate)).toEqual(['{value}']);
  });

  it('name and address prompts tell the Spanish reader to write them in English (Latin letters)', () => {
    for (const key of ['s1.petGiven', 's1.petFamily', 's1.benGiven', 's1.benFamily', 's1.benOtherFamily', 's7.spouseFamily', 's20.family', 's6.otherFamily', 's6.otherGiven', 's8.city', 's9.street', 's9.mailStreet', 's9.notCovered']) {
      expect(lookup(es, `prompts.${key}`), key).toMatch(/el formulario se llena en inglés/);
    }
  });
});

/** Section 9 started for a K-1 petitioner (setup names John Smith / Olga Ivanova). */
function addressState(): InterviewState {
  return interview.startSection(k1State(), 9).state;
}

describe('rendering in a language', () => {
  it("English (the default and 'en') is the engine's own output, unchanged", () => {
    const state = addressState();
    const q = interview.currentQuestion(state, 9)!;
    expect(interview.currentQuestion(state, 9, 'en')).toEqual(q);
    const local = interview.localizer('en');
    expect(local.question(state, q)).toBe(q);
    for (const m of state.sections['9']!.messages) expect(local.message(state, 9, m)).toBe(m);
    expect(local.error(CHAT_MESSAGES.address)).toBe(CHAT_MESSAGES.address);
    expect(local.option('Apartment')).toBe('Apartment');
    expect(local.title(9, "Petitioner's Address History")).toBe("Petitioner's Address History");
    expect(interview.localizer().option('None')).toBe('None');
  });

  it('Spanish: the prompt with its ordinal, the option labels, the validation message; the stored answer stays English', () => {
    let state = addressState();
    const q = interview.currentQuestion(state, 9, 'es')!;
    expect(q.prompt).toMatch(/^¿Cuál es el número y el nombre de la calle de su primer domicilio/);
    expect(q.key).toBe(interview.currentQuestion(state, 9)!.key);
    const es = interview.localizer('es');
    // The chat message stored in the state is English; it is shown in Spanish.
    const stored = state.sections['9']!.messages.at(-1)!;
    expect(stored.content).toMatch(/^What is the street number and name of your first physical address/);
    expect(es.message(state, 9, stored).content).toBe(q.prompt);

    state = interview.submitAnswer(state, 9, '200 Elm St').state;
    const unit = interview.currentQuestion(state, 9, 'es')!;
    expect(unit.prompt).toBe('¿Es un apartamento, una oficina (suite) o un piso? Elija Ninguno si no lo es.');
    expect(unit.options).toContain('Apartment');
    expect(unit.options!.map(es.option)).toEqual(unit.options!.map((o) => lookup(spanish.options as unknown as Messages, optionKey(o))));
    expect(es.option('Apartment')).toBe('Apartamento');

    const refused = interview.submitAnswer(state, 9, 'Castle');
    expect(refused.error).toBe(CHAT_MESSAGES.option);
    expect(es.error(refused.error!)).toBe('Elija una de las opciones.');
    const red = refused.messages.find((m) => m.backgroundColor === 'red')!;
    expect(es.message(refused.state, 9, red).content).toBe('Elija una de las opciones.');
    // The user's own words are never translated.
    const typed = refused.messages.find((m) => m.position === 'right')!;
    expect(es.message(refused.state, 9, typed)).toBe(typed);

    const accepted = interview.submitAnswer(state, 9, 'apt');
    expect(accepted.state.answers['pet.address.1.unitType']).toBe('Apartment');
  });

  it('a filled-in validation message keeps its value; an unknown text stays as it is', () => {
    const es = interview.localizer('es');
    const english = CHAT_MESSAGES.notBeforeDate.replace('{value}', '01/02/2020');
    expect(es.error(english)).toBe('Esta fecha no puede ser anterior a la que usted indicó antes (01/02/2020). Revise lo que escribió e inténtelo de nuevo.');
    expect(es.error('Something the engine never says')).toBe('Something the engine never says');
  });

  it('names fill the Spanish templates; a missing name reads in Spanish', () => {
    const state = interview.startSection(k1State(), 8).state;
    expect(interview.currentQuestion(state, 8, 'es')!.prompt).toMatch(/^¿En qué ciudad, pueblo o localidad nació usted, John\?/);
    const answers = { ...state.answers, 'pet.name.given': '', 'pet.name.family': '' };
    const anonymous = { ...state, answers, names: { ...state.names, petitionerFirstName: '', petitionerLastName: '' } };
    expect(interview.currentQuestion(anonymous, 8, 'es')!.prompt).toMatch(/nació usted, El peticionario\?/);
    expect(interview.currentQuestion(anonymous, 8)!.prompt).toMatch(/were you born, The Petitioner\?/);
  });

  it('a section done message and a title are shown in Spanish', () => {
    const es = interview.localizer('es');
    const done = { position: 'left' as const, content: 'Thank you! You can now move forward to the next section.', messageID: '9-99', backgroundColor: 'green' as const };
    expect(es.message(addressState(), 9, done).content).toBe('¡Gracias! Ya puede pasar a la siguiente sección.');
    expect(es.title(9, "Petitioner's Address History")).toBe('Historial de domicilios del peticionario');
  });
});

describe('section 0 in Spanish', () => {
  it('every auto-extracted value is confirmed with a Spanish label; the English prompt is unchanged', () => {
    const info = Object.fromEntries(Object.values(AUTO_EXTRACTED_KEYS).flatMap((k) => (typeof k === 'string' ? [k] : [...k])).map((k) => [k, 'X1']));
    const state = interview.withAutoExtracted(k1State(), info);
    const es = interview.localizer('es');
    for (const key of Object.keys(AUTO_EXTRACTED_KEYS)) {
      const q = { sectionId: 0, stepId: 'confirm', key, prompt: 'English', input: 'text' as const, fieldNames: [], extracted: { autoKey: 'k', value: 'X1' } };
      expect(es.question(state, q).prompt, key).toMatch(/^\p{Lu}.*: "X1"\. ¿Es correcto\? Acéptelo o escriba el valor correcto\.$/u);
      expect(interview.localizer('en').question(state, q).prompt).toBe('English');
    }
    const family = { sectionId: 0, stepId: 'confirm', key: 'ben.name.family', prompt: 'E', input: 'text' as const, fieldNames: [], extracted: { autoKey: 'k', value: 'Lopez' } };
    expect(es.question(state, family).prompt).toBe('Apellido del beneficiario: "Lopez". ¿Es correcto? Acéptelo o escriba el valor correcto.');
  });

  it('the first confirmation of a started section 0 reads in Spanish, with the owner named', () => {
    const state = interview.startSection(interview.withAutoExtracted(k1State(), { petBirthDate: '01/02/1990' }), 0).state;
    const q = interview.currentQuestion(state, 0)!;
    expect(q.prompt).toMatch(/Is this correct\?/);
    expect(interview.currentQuestion(state, 0, 'es')!.prompt).toBe('Fecha de nacimiento de John: "01/02/1990". ¿Es correcto? Acéptelo o escriba el valor correcto.');
    const es = interview.localizer('es');
    const shown = state.sections['0']!.messages.map((m) => es.message(state, 0, m).content);
    expect(shown).toEqual([
      'Pudimos extraer algunos datos de los documentos que usted proporcionó. Confirmemos si son correctos.',
      'Fecha de nacimiento de John: "01/02/1990". ¿Es correcto? Acéptelo o escriba el valor correcto.',
    ]);
  });
});

describe('stored choices inside a Spanish prompt', () => {
  it("the questionnaire's answer shown in a prompt reads in Spanish; English shows it as stored", () => {
    const state = interview.startSection(k1State({ petitionerMaritalStatus: 'Single' }), 7).state;
    const english = state.sections['7']!.messages.find((m) => m.stepId === 'statusKnown');
    expect(english?.content).toBe('In the questionnaire you gave your current marital status: Single. (To change it, edit the questionnaire.)');
    expect(interview.localizer('es').message(state, 7, english!).content).toBe(
      'En el cuestionario usted indicó su estado civil actual: Soltero(a). (Para cambiarlo, edite el cuestionario).',
    );
  });
});

/** Section 9 answered up to its first end date ('until when did you live there?', which may be 'current'). */
function atAddressEnd(): InterviewState {
  const typed: Record<string, string> = { street: '200 Elm St', unitType: 'None', city: 'Denver', country: 'USA', state: 'CO', zip: '80202', from: '01/01/2024' };
  let state = addressState();
  for (let guard = 0; guard < 20; guard++) {
    const q = interview.currentQuestion(state, 9)!;
    if (q.ongoing) return state;
    const last = q.key.split('.').at(-1)!;
    state = interview.submitAnswer(state, 9, typed[last] ?? (q.input === 'yesno' ? 'Yes' : (q.options?.[0] ?? 'N/A'))).state;
  }
  throw new Error('no end date in section 9');
}

describe('the Spanish reader (issue 21.5)', () => {
  const rightOf = (state: InterviewState, sectionId: number) => state.sections[String(sectionId)]!.messages.filter((m) => m.position === 'right');

  it("her own choices echo in Spanish: an option card ('None'), yes/no, section 0's Accept; typed words stay as typed", () => {
    const es = interview.localizer('es');
    let state = interview.submitAnswer(addressState(), 9, '200 Elm St').state;
    state = interview.submitAnswer(state, 9, 'None').state;
    const [street, unit] = rightOf(state, 9);
    expect(unit!.content).toBe('None');
    expect(es.message(state, 9, unit!).content).toBe('Ninguno');
    expect(interview.localizer('en').message(state, 9, unit!).content).toBe('None');
    expect(es.message(state, 9, street!).content).toBe('200 Elm St');

    let s1 = interview.startSection(k1State(), 1).state;
    for (let guard = 0; guard < 10 && interview.currentQuestion(s1, 1)?.input !== 'yesno'; guard++) {
      const q = interview.currentQuestion(s1, 1)!;
      s1 = interview.submitAnswer(s1, 1, q.key.endsWith('email') ? 'john@example.com' : q.key.endsWith('middle') ? 'N/A' : '+1 312 555 0123').state;
    }
    s1 = interview.submitAnswer(s1, 1, 'yes').state;
    const yes = rightOf(s1, 1).at(-1)!;
    expect(yes.content).toBe('yes');
    expect(es.message(s1, 1, yes).content).toBe('Sí');

    const s0 = interview.submitAnswer(interview.startSection(interview.withAutoExtracted(k1State(), { petBirthDate: '01/02/1990' }), 0).state, 0, 'Accept').state;
    expect(es.message(s0, 0, rightOf(s0, 0).at(-1)!).content).toBe('Aceptar');
  });

  it("an end date offers 'not ended': the Spanish prompt asks for 'actual', which is accepted and stored as PRESENT", () => {
    const state = atAddressEnd();
    const q = interview.currentQuestion(state, 9, 'es')!;
    expect(q.ongoing).toBe(true);
    expect(q.prompt).not.toMatch(/current/);
    const done = interview.submitAnswer(state, 9, 'actual');
    expect(done.error).toBeUndefined();
    expect(done.state.answers[q.key]).toBe('PRESENT');
    // The English word the button sends still works, and reads 'actual' in the Spanish chat.
    const viaButton = interview.submitAnswer(state, 9, 'current').state;
    expect(viaButton.answers[q.key]).toBe('PRESENT');
    expect(interview.localizer('es').message(viaButton, 9, rightOf(viaButton, 9).at(-1)!).content).toBe('actual');
    expect(interview.localizer('es').answer('PRESENT', 'date')).toBe('Actual (no ha terminado)');
    expect(interview.localizer('en').answer('PRESENT', 'date')).toBe('PRESENT');
    expect(interview.localizer('es').answer('Yes', 'yesno')).toBe('Sí');
    // A start date is not an end date.
    expect(interview.currentQuestion(addressState(), 9)!.ongoing).toBeUndefined();
  });

  it("a parent's prompts contract 'de el' to 'del'; a missing name does too", () => {
    const prompts = spanish.prompts as unknown as Record<string, Record<string, string>>;
    expect(prompts.s17!.family).toBe('¿Cuál es el apellido del primer progenitor de {beneficiary}?' + prompts.s17!.family!.split('?').slice(1).join('?'));
    expect(prompts.s18!.birthDate).toMatch(/^¿Cuál es la fecha de nacimiento del segundo progenitor de \{beneficiary\}/);
    expect(JSON.stringify(spanish)).not.toMatch(/ de el (?=\p{Ll})/u);
    const k1 = k1State();
    const anonymous = { ...k1, answers: { ...k1.answers, 'ben.name.given': '', 'ben.name.family': '' }, names: { ...k1.names, beneficiaryFirstName: '', beneficiaryLastName: '' } };
    const es = interview.localizer('es');
    expect(es.fill('¿Cuál es la fecha de nacimiento de {beneficiary}?', anonymous)).toBe('¿Cuál es la fecha de nacimiento del beneficiario?');
    expect(es.fill('¿Vive {beneficiary} en su domicilio?', k1State())).toMatch(/^¿Vive \p{Lu}/u);
    expect(es.fill('Escribió a {beneficiary}, de El Salvador', anonymous)).toBe('Escribió al beneficiario, de El Salvador');
    expect(interview.localizer('en').fill('the date of birth of {beneficiary}', anonymous)).toBe('the date of birth of the beneficiary');
  });

  it('the questionnaire answer about other names is quoted as its question, not as "whether … : No"', () => {
    const prompts = spanish.prompts as unknown as Record<string, Record<string, string>>;
    const texts = Object.values(prompts).flatMap((s) => Object.values(s));
    expect(texts.filter((t) => /respondió si/.test(t))).toEqual([]);
    const ben = Object.values(prompts).find((s) => s.benOtherNamesKnown)!.benOtherNamesKnown!;
    const state = k1State({ beneficiaryOtherNames: 'No' });
    expect(interview.localizer('es').fill(ben, state)).toMatch(/a la pregunta «¿Ha usado Olga Ivanova alguna vez otros nombres\?», usted respondió: No\./);
  });
});
