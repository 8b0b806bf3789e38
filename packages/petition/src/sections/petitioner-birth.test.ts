import { describe, expect, it } from 'vitest';
import { createEngine, createInterviewState } from '../engine/index.ts';
import { petitionerBirth } from './petitioner-birth.ts';
import { petitionerUscisAccount } from './petitioner-uscis-account.ts';

const engine = createEngine([petitionerUscisAccount, petitionerBirth]);
const fresh = () => createInterviewState({ asOf: '06/01/2025', names: { petitionerFirstName: 'Anna', petitionerLastName: "O'Connor" } });

describe('section 8: petitioner birth', () => {
  it('asks city, province, country and completes green with 0.05 progress', () => {
    let { state, messages } = engine.startSection(fresh(), 8);
    expect(messages.at(-1)?.content).toBe('In which city, town or village were you born, Anna?');
    const q = engine.currentQuestion(state, 8);
    expect(q).toMatchObject({ sectionId: 8, stepId: 'city', input: 'text', fieldNames: ['form1[0].#subform[2].Pt1Line24_CityTownOfBirth[0]'] });
    state = engine.submitAnswer(state, 8, 'Springfield').state;
    state = engine.submitAnswer(state, 8, 'Illinois').state;
    const last = engine.submitAnswer(state, 8, 'usa');
    expect(last.error).toBeUndefined();
    expect(last.state.answers['pet.birth.country']).toBe('USA');
    expect(engine.isSectionComplete(last.state, 8)).toBe(true);
    expect(last.messages.at(-1)).toMatchObject({ backgroundColor: 'green', content: 'Thank you! You can now move forward to the next section.' });
    expect(last.state.progress).toBe(0.05);
    expect(JSON.parse(JSON.stringify(last.state))).toEqual(last.state);
  });

  it('refuses an empty country with the spec message and asks again', () => {
    let { state } = engine.startSection(fresh(), 8);
    state = engine.submitAnswer(state, 8, 'Springfield').state;
    state = engine.submitAnswer(state, 8, 'N/A').state;
    const r = engine.submitAnswer(state, 8, '12');
    expect(r.error).toBe('Invalid country of birth format. Please check your input and try again.');
    expect(r.messages.map((m) => [m.position, m.backgroundColor])).toEqual([['right', undefined], ['left', 'red'], ['left', undefined]]);
    expect(engine.currentQuestion(r.state, 8)?.stepId).toBe('country');
  });

  it('does not read Australia as the USA', () => {
    let { state } = engine.startSection(fresh(), 8);
    for (const a of ['Sydney', 'New South Wales', 'Australia']) state = engine.submitAnswer(state, 8, a).state;
    expect(state.answers['pet.birth.country']).toBe('Australia');
  });

  it('skips steps whose value is known', () => {
    const s = { ...fresh(), answers: { 'pet.birth.city': 'Kyiv' } };
    const { state } = engine.startSection(s, 8);
    expect(engine.currentQuestion(state, 8)?.stepId).toBe('province');
  });
});

describe('section 5: USCIS online account', () => {
  it('records N/A when there is no account', () => {
    let { state } = engine.startSection(fresh(), 5);
    const r = engine.submitAnswer(state, 5, 'no');
    expect(r.state.answers['pet.uscisAccount']).toBe('N/A');
    expect(engine.isSectionComplete(r.state, 5)).toBe(true);
  });

  it('asks the number and refuses letters', () => {
    let { state } = engine.startSection(fresh(), 5);
    state = engine.submitAnswer(state, 5, 'Yes').state;
    expect(engine.submitAnswer(state, 5, 'ABC').error).toBe('Your input must be digits only. Please try again.');
    state = engine.submitAnswer(state, 5, '123456789012').state;
    expect(state.answers['pet.uscisAccount']).toBe('123456789012');
    expect(engine.isSectionComplete(state, 5)).toBe(true);
  });

  it('edits a branching answer by resetting the section', () => {
    let { state } = engine.startSection(fresh(), 5);
    state = engine.submitAnswer(state, 5, 'Yes').state;
    expect(engine.editWouldReset(state, 5, 'pet.uscisAccount.has', 'No')).toBe(true);
    const r = engine.editAnswer(state, 5, 'pet.uscisAccount.has', 'No');
    expect(r.reset).toBe(true);
    expect(engine.currentQuestion(r.state, 5)?.stepId).toBe('has');
  });

  it('unlocks sections in order', () => {
    const s = fresh();
    expect(engine.isSectionUnlocked(s, 5)).toBe(true);
    expect(engine.isSectionUnlocked(s, 8)).toBe(false);
    expect(engine.nextSectionId(s, 5)).toBe(8);
  });
});
