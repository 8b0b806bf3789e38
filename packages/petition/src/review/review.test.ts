import { describe, expect, it } from 'vitest';
import { interview } from '../interview.ts';
import { FORM_FIELDS } from '../fields/form-fields.ts';
import { DIVORCED_NATURALIZED, K1_COUPLE, STUDENT_IN_US, UNEMPLOYED_PERIOD, priorPetitionScript, runScript, type InterviewScript } from '../transcripts/fixtures.ts';
import { compareFormOrder } from './items.ts';
import { questionLink, questionTarget } from './go-to-question.ts';
import { buildPetitionReview } from './petition-review.ts';
import '../interview-languages.ts'; // the Spanish interview texts, as the server registers them

describe('petition review: answers as form items', () => {
  const state = runScript(interview, K1_COUPLE);
  const review = buildPetitionReview(state);
  const byKey = (key: string) => review.items.find((i) => i.key === key);
  const at = (part: number, item: string) => review.items.filter((i) => i.part === part && i.item === item);

  it('names the Part, printed item and label of each answer with the question that asked it', () => {
    expect(byKey('pet.name.family')).toMatchObject({ part: 1, item: '6.a', label: 'Your Full Name: Family Name', answer: 'Smith', sectionId: 1, derived: null });
    expect(byKey('pet.name.family')?.question).toMatch(/last \(family\) name/);
  });

  it('shows every item an answer fills: the physical address (Part 1 Items 9.a–h) is its own, the mailing address (8) the same', () => {
    const city = review.items.filter((i) => i.valueKey === 'pet.address.1.city').map((i) => [i.part, i.item, i.derived?.kind ?? null]);
    expect(city).toEqual([[1, '8.d', 'sameAs'], [1, '9.c', null], [2, '45.c', 'sameAs']]);
    for (const item of ['9.a', '9.b', '9.c', '9.d', '9.e', '9.h']) expect(at(1, item).length, `Part 1 Item ${item}`).toBeGreaterThan(0);
    expect(at(1, '9.a')[0]).toMatchObject({ key: 'pet.address.1.street', answer: '100 Main St', sectionId: 9, derived: null });
    expect(at(1, '9.a')[0]?.question).toMatch(/physical address/);
    expect(at(1, '8.d')).toEqual([expect.objectContaining({ key: 'pet.address.1.city', answer: 'Springfield', derived: { kind: 'sameAs', part: 1, item: '9.c', label: 'Phys. 1: City or Town' } })]);
    // One phone number fills Part 5 Items 1 and 2.
    expect(at(5, '2')).toEqual([expect.objectContaining({ key: 'pet.mobile', answer: '217-555-0100', derived: null })]);
    expect(at(5, '1')).toEqual([expect.objectContaining({ key: 'pet.mobile', derived: expect.objectContaining({ kind: 'sameAs', part: 5, item: '2' }) })]);
  });

  it('a derived row names its source and leads to the answer the client gave, never to a question the client did not see', () => {
    // The address abroad was copied from the current address: the row points to the address question of section 16.
    expect(at(2, '47.a')).toEqual([expect.objectContaining({ valueKey: 'ben.abroad.street', key: 'ben.address.1.street', answer: 'ul. Lenina 10', derived: expect.objectContaining({ kind: 'sameAs', part: 2, item: '12.a' }) })]);
    expect(at(2, '47.a')[0]?.question).toMatch(/street number and name of the first physical address/);
    // 'PRESENT' follows from the current address's start date; the marital status from the questionnaire.
    expect(at(1, '10.b')).toEqual([expect.objectContaining({ valueKey: 'pet.address.1.to', key: 'pet.address.1.from', answer: 'PRESENT', derived: { kind: 'answer' } })]);
    expect(at(1, '23')).toEqual([expect.objectContaining({ valueKey: 'pet.maritalStatus', key: 'q.petitionerMaritalStatus', sectionId: null, derived: { kind: 'answer' } })]);
    expect(at(1, '23')[0]?.question).toMatch(/^Questionnaire: /);
    // A box the form's rules tick follows from the questionnaire answer behind it; 'N/A' in an empty box is the rule alone.
    expect(at(1, '41')).toEqual([expect.objectContaining({ key: 'q.citizenshipMethod', valueKey: null, answer: 'No', derived: { kind: 'answer' } })]);
    expect(at(1, '8.a')).toEqual([expect.objectContaining({ key: null, valueKey: null, answer: 'N/A', question: '', derived: { kind: 'rule' } })]);
    const logged = new Set(Object.values(state.sections).flatMap((s) => s.log.map((e) => e.key)));
    const unseen = review.items.filter((i) => i.key !== null && !i.key.startsWith('q.') && !logged.has(i.key) && state.seed[i.key] === undefined);
    expect(unseen.map((i) => `${i.part} ${i.item} ${i.key}`)).toEqual([]);
    expect(review.items.filter((i) => i.derived !== null && i.key !== null && i.key === i.valueKey && i.derived.kind !== 'sameAs')).toEqual([]);
    expect(new Set(review.items.map((i) => i.id)).size).toBe(review.items.length);
  });

  it('lists the items in form order (page, Part, item with numbers compared as numbers)', () => {
    for (let n = 1; n < review.items.length; n++) {
      expect(compareFormOrder(review.items[n - 1]!, review.items[n]!)).toBeLessThanOrEqual(0);
    }
    const keys = review.items.map((i) => i.key);
    expect(keys.indexOf('pet.name.family')).toBeLessThan(keys.indexOf('pet.address.1.city'));
    expect(keys.indexOf('pet.address.1.city')).toBeLessThan(keys.indexOf('ben.name.family'));
  });

  it('questionnaire answers carry the questionnaire question and no chat section', () => {
    const q = byKey('q.classificationBeneficiary');
    expect(q).toMatchObject({ sectionId: null, part: 1, item: '4.a' });
    expect(q?.question).toMatch(/^Questionnaire: /);
  });

  it('in Spanish the question column is in Spanish (ordinal and names filled in); labels and answers stay as on the form', () => {
    const es = buildPetitionReview(state, 'es');
    const esKey = (key: string) => es.items.find((i) => i.key === key);
    expect(es.items.map((i) => [i.key, i.part, i.item, i.label, i.answer])).toEqual(review.items.map((i) => [i.key, i.part, i.item, i.label, i.answer]));
    expect(esKey('pet.name.family')?.question).toMatch(/^¿Cuál es su apellido/);
    expect(esKey('pet.address.1.street')?.question).toMatch(/de su primer domicilio/);
    expect(esKey('q.classificationBeneficiary')?.question).toBe('Cuestionario: ¿Qué clasificación solicita para Olga Ivanova?');
    expect(review.items.find((i) => i.key === 'q.classificationBeneficiary')?.question).toBe('Questionnaire: Which classification are you requesting for Olga Ivanova?');
    // Every chat question has its Spanish text: none is left as the English one.
    const english = new Map(review.items.map((i) => [i.key, i.question]));
    // A rule's row ('N/A') has no question in either language.
    expect(es.items.filter((i) => i.key === null).map((i) => i.question)).toEqual(review.items.filter((i) => i.key === null).map(() => ''));
    expect(es.items.filter((i) => i.key !== null && i.question === english.get(i.key)).map((i) => i.key)).toEqual([]);
  });

  it('reports every section of the path as complete with its answers counted', () => {
    expect(review.sections.length).toBeGreaterThan(10);
    expect(review.sections.every((s) => s.status === 'complete')).toBe(true);
    expect(review.sections.find((s) => s.id === 1)?.answered).toBeGreaterThan(0);
    expect(review.progressPercent).toBe(100);
  });

  it("a derived row is in Spanish too: the question it points to is the source answer's", () => {
    const es = buildPetitionReview(state, 'es');
    const question = (part: number, item: string) => es.items.find((i) => i.part === part && i.item === item)?.question;
    expect(question(2, '47.a')).toBe(question(2, '12.a'));
    expect(question(2, '47.a')).not.toBe(review.items.find((i) => i.part === 2 && i.item === '47.a')?.question);
  });

  it('"Go to this question" names the section and whether there is an answer to edit', () => {
    expect(questionTarget(interview.registry, state, 'pet.address.1.city')).toEqual({ kind: 'answered', sectionId: byKey('pet.address.1.city')?.sectionId });
    expect(questionTarget(interview.registry, state, 'no.such.key')).toBeNull();
    expect(questionLink(5, 'pet.address.1.city')).toBe('/section/5?question=pet.address.1.city');
  });
});

/** Part 8's lines 3–7 (page, Part, item, text) are the review's Part 8 list, not rows. */
const PART8_LINES = /^Line[3-7][a-d]_/;
const metaByName = new Map<string, { id: string; part: number; item: string }>(Object.entries(FORM_FIELDS).map(([id, m]) => [m.name, { id, part: m.part, item: m.item }]));

describe.each<[string, InterviewScript]>([
  ['K-1 couple', K1_COUPLE],
  ['divorced, naturalized petitioner', DIVORCED_NATURALIZED],
  ['student in the U.S.', STUDENT_IN_US],
  ['unemployed period', UNEMPLOYED_PERIOD],
  ['multiple filer (prior petition approved 01/15/2024)', priorPetitionScript('01/15/2024')],
])('every item the PDF fills is a review row (%s)', (_name, script) => {
  const state = runScript(interview, script);
  const review = buildPetitionReview(state);
  const rows = new Set(review.items.map((i) => `${i.part}|${i.item}`));

  it("each filled field's Part and item has a row", () => {
    const filled = Object.entries(interview.computeFieldValues(state).fields).filter(([, v]) => v !== '' && v !== 'Off');
    expect(filled.length).toBeGreaterThan(100);
    const missing = filled
      .map(([name]) => metaByName.get(name))
      .filter((m) => m && !PART8_LINES.test(m.id) && !rows.has(`${m.part}|${m.item}`))
      .map((m) => `${m!.part} ${m!.item} ${m!.id}`);
    expect(missing).toEqual([]);
  });

  it('each row that names a source points to an answer the client gave (chat, questionnaire or setup)', () => {
    const logged = new Set(Object.values(state.sections).flatMap((s) => s.log.map((e) => e.key)));
    const bad = review.items.filter((i) => i.key !== null && !i.key.startsWith('q.') && !logged.has(i.key) && state.seed[i.key] === undefined);
    expect(bad.map((i) => `${i.part} ${i.item} ${i.key}`)).toEqual([]);
  });
});
