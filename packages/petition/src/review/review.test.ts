import { describe, expect, it } from 'vitest';
import { interview } from '../interview.ts';
import { K1_COUPLE, runScript } from '../transcripts/fixtures.ts';
import { compareFormOrder } from './items.ts';
import { questionLink, questionTarget } from './go-to-question.ts';
import { buildPetitionReview } from './petition-review.ts';
import '../interview-languages.ts'; // the Spanish interview texts, as the server registers them

describe('petition review: answers as form items', () => {
  const state = runScript(interview, K1_COUPLE);
  const review = buildPetitionReview(state);
  const byKey = (key: string) => review.items.find((i) => i.key === key);

  it('names the Part, printed item and label of each answer with the question that asked it', () => {
    expect(byKey('pet.name.family')).toMatchObject({ part: 1, item: '6.a', label: 'Your Full Name: Family Name', answer: 'Smith', sectionId: 1 });
    expect(byKey('pet.name.family')?.question).toMatch(/last \(family\) name/);
    // The mailing address is the physical one here: the answer fills both items, the first in form order leads.
    expect(byKey('pet.address.1.city')).toMatchObject({ part: 1, item: '8.d', answer: 'Springfield' });
    expect(byKey('pet.address.1.city')?.items.map((i) => i.item).slice(0, 2)).toEqual(['8.d', '9.c']);
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
    expect(es.items.filter((i) => i.question === english.get(i.key)).map((i) => i.key)).toEqual([]);
  });

  it('reports every section of the path as complete with its answers counted', () => {
    expect(review.sections.length).toBeGreaterThan(10);
    expect(review.sections.every((s) => s.status === 'complete')).toBe(true);
    expect(review.sections.find((s) => s.id === 1)?.answered).toBeGreaterThan(0);
    expect(review.progressPercent).toBe(100);
  });

  it('"Go to this question" names the section and whether there is an answer to edit', () => {
    expect(questionTarget(interview.registry, state, 'pet.address.1.city')).toEqual({ kind: 'answered', sectionId: byKey('pet.address.1.city')?.sectionId });
    expect(questionTarget(interview.registry, state, 'no.such.key')).toBeNull();
    expect(questionLink(5, 'pet.address.1.city')).toBe('/section/5?question=pet.address.1.city');
  });
});
