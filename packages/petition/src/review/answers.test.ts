import { describe, expect, it } from 'vitest';
import { interview } from '../interview.ts';
import { K1_COUPLE, runScript } from '../transcripts/fixtures.ts';
import { reviewAnswers } from './answers.ts';

const state = runScript(interview, K1_COUPLE);

describe('check your answers (review list)', () => {
  const review = reviewAnswers(interview, state);

  it('lists the answered sections in the interview order, each answer once with its value', () => {
    expect(review.map((s) => s.sectionId)).toEqual(interview.sectionOrder(state).filter((id) => review.some((s) => s.sectionId === id)));
    expect(review[0]!.title).toBe('Preliminary Information');
    const keys = review.flatMap((s) => s.answers.map((a) => a.key));
    expect(new Set(keys).size).toBe(keys.length);
    const email = review.flatMap((s) => s.answers).find((a) => a.key === 'pet.email')!;
    expect(email).toMatchObject({ sectionId: 1, stepId: 'email', value: 'john.smith@example.com', input: 'text', branching: false });
    expect(review.flatMap((s) => s.answers).find((a) => a.key === 'pet.address.1.city')).toMatchObject({ sectionId: 9, stepId: 'city', value: 'Springfield' });
  });

  it('marks answers later questions depend on as branching, with their options', () => {
    const landline = review.flatMap((s) => s.answers).find((a) => a.key === 'pet.hasLandline')!;
    expect(landline).toMatchObject({ branching: true, input: 'yesno', value: 'No' });
    const status = review.flatMap((s) => s.answers).find((a) => a.key === 'pet.maritalStatus')!;
    expect(status.options).toEqual(['Single', 'Married', 'Divorced', 'Widowed']);
  });

  it('fills names into questions that have no short label', () => {
    const q = review.flatMap((s) => s.answers).find((a) => a.key === 'ben.otherNames.has')!;
    expect(q.question).toContain('Olga Ivanova');
    expect(q.question).not.toContain('{');
  });

  it('shows an edited value at once', () => {
    const edited = interview.editAnswer(state, 1, 'pet.email', 'new.mail@example.com');
    expect(edited.error).toBeUndefined();
    expect(reviewAnswers(interview, edited.state).flatMap((s) => s.answers).find((a) => a.key === 'pet.email')!.value).toBe('new.mail@example.com');
  });
});
