import { describe, expect, it } from 'vitest';
import { answerAll } from '../engine/testing.ts';
import { interview as e } from '../interview.ts';
import { k1State } from '../sections/test-helpers.ts';
import { CHAT_MESSAGES as M } from './messages.ts';

/** Issue 9 point 6: where the spec quotes a message, the chat shows it (checklist rows VAL-04 … VAL-52). */
describe("the spec's exact messages in the chat", () => {
  const at = (id: number, inputs: string[], q: Record<string, string> = {}) => answerAll(e, k1State(q), id, inputs);

  it('VAL-04 / VAL-01 / VAL-46: a typed date with letters, an impossible date, a date past the picker', () => {
    const s = at(6, ['No', 'Male']);
    expect(e.submitAnswer(s, 6, 'ab/cd/efgh').error).toBe('Invalid date format. Check your input and try again.');
    expect(e.submitAnswer(s, 6, '13/01/1990').error).toBe('Please enter a valid date in the format mm/dd/yyyy');
    expect(e.submitAnswer(s, 6, '99/99/9999').error).toBe('Date input not valid.');
  });

  it("VAL-15: a gender other than Male/Female, typed or empty → 'Invalid gender format…'", () => {
    const s = at(6, ['No']);
    expect(e.submitAnswer(s, 6, 'X').error).toMatch(/^Invalid gender format/);
    expect(e.submitAnswer(s, 6, '  ').error).toMatch(/^Invalid gender format/);
  });

  it("VAL-24: place of issuance empty or '123' → 'Invalid place of issuance. Please check for input.'", () => {
    const s = at(4, ['Naturalization', 'Yes', 'N/A', '31234567']);
    expect(e.submitAnswer(s, 4, ' ').error).toBe('Invalid place of issuance. Please check for input.');
    expect(e.submitAnswer(s, 4, '123').error).toBe('Invalid place of issuance. Please check for input.');
    expect(e.submitAnswer(s, 4, 'Chicago, IL').error).toBeUndefined();
  });

  it("VAL-21 vs VAL-20: names worded 'Invalid name format…' get the short empty message, other questions the long one", () => {
    const prior = at(14, ['Yes', 'No']);
    expect(e.submitAnswer(prior, 14, '   ').error).toBe('Input cannot be empty. Please try again.');
    expect(e.submitAnswer(at(1, []), 1, '   ').error).toBe('Input cannot be empty. Please check your input and try again.');
  });

  it("VAL-43: the prior beneficiary's A-Number 'abc' → 'Invalid USCIS number format…'", () => {
    const s = at(14, ['Yes', 'Yes']);
    expect(e.submitAnswer(s, 14, 'abc').error).toBe(M.uscisNumber);
    expect(M.uscisNumber).toMatch(/^Invalid USCIS number format/);
  });

  it("VAL-36: the beneficiary's children count 'x1' → 'Invalid input. Please type in digits only.'", () => {
    const s = at(19, ['Yes']);
    expect(e.submitAnswer(s, 19, 'x1').error).toBe('Invalid input. Please type in digits only.');
    expect(e.submitAnswer(s, 19, '0').error).toBe('Unsupported number of children. Please check your input and try again.');
  });

  it("VAL-52: names say 'no parentheses or dashes' and 'Smith (Jones)' is refused", () => {
    const steps = e.registry.sections.get(1)?.def.steps ?? [];
    for (const id of ['petGiven', 'petFamily', 'benGiven', 'benFamily']) expect(steps.find((st) => st.id === id)?.prompt, id).toContain('no parentheses or dashes');
    const s = e.startSection(k1State(), 1).state; // setup names known: the middle name is asked first
    expect(e.submitAnswer(s, 1, 'Smith (Jones)').error).toBe(M.name);
  });
});
