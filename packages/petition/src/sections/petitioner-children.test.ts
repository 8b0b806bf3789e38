import { describe, expect, it } from 'vitest';
import { createEngine } from '../engine/index.ts';
import { answerAll } from '../engine/testing.ts';
import { fullName } from '../fields/lookup.ts';
import { petitionerChildren } from './petitioner-children.ts';
import { k1State } from './test-helpers.ts';

const e = createEngine([petitionerChildren]);

describe('section 12: petitioner children under 18', () => {
  it('no children: P1 48 No, complete', () => {
    const s = answerAll(e, k1State(), 12, ['No']);
    expect(e.isSectionComplete(s, 12)).toBe(true);
    expect(e.computeFieldValues(s).fields[fullName('Pt1Line48_Checkboxes[1]')]).toBe('Yes');
  });

  it('three children: ordinal prompts, two ages on the form, the third in Part 8', () => {
    let s = answerAll(e, k1State(), 12, ['Yes', '3', '4']);
    expect(e.currentQuestion(s, 12)?.prompt).toBe('How old is your second child?');
    s = answerAll(e, s, 12, ['12', '17']);
    expect(e.isSectionComplete(s, 12)).toBe(true);
    const { fields, additional } = e.computeFieldValues(s);
    expect(fields[fullName('Pt1Line48_Checkboxes[0]')]).toBe('Yes');
    expect(fields[fullName('Pt1Line49a_Age[0]')]).toBe('4');
    expect(fields[fullName('Pt1Line49b_Age[0]')]).toBe('12');
    expect(additional).toEqual([{ page: 4, part: 1, item: '49', text: 'Child 3: Age: 17' }]);
  });

  it('refuses 18 (the form asks for children under 18) and a count outside 1–20', () => {
    let s = answerAll(e, k1State(), 12, ['Yes']);
    expect(e.submitAnswer(s, 12, '21').error).toBe('Unsupported number of children. Please check your input and try again.');
    expect(e.submitAnswer(s, 12, 'two').error).toBe('Only digits are allowed. Please check your input and try again.');
    s = answerAll(e, s, 12, ['1']);
    expect(e.currentQuestion(s, 12)?.prompt).toBe('How old is your first child?');
    expect(e.submitAnswer(s, 12, '18').error).toBe('Invalid input. We are only asking for children under 18 years of age.');
  });
});
