import { describe, expect, it } from 'vitest';
import { answerAll } from '../engine/testing.ts';
import { interview as e } from '../interview.ts';
import { k1State } from './test-helpers.ts';

const F = (n: string) => n;

describe('section 3: criminal history', () => {
  it('all No: checkboxes No, P3 4.a uses the reversed pair', () => {
    const s = answerAll(e, k1State(), 3, ['No', 'No', 'No', 'No']);
    expect(e.isSectionComplete(s, 3)).toBe(true);
    const f = e.computeFieldValues(s).fields;
    expect(f[F('form1[0].#subform[7].P3Line2a_Checkboxes[1]')]).toBe('Yes');
    expect(f[F('form1[0].#subform[8].Part3Line4a_Checkboxes[0]')]).toBe('Yes'); // [0] is printed 'No'
    expect(f[F('form1[0].#subform[8].Part3Line4a_Checkboxes[1]')]).toBe('Off');
  });

  it('abuse yes: description to Part 8, battered branch with self-defense, arrest details overflow', () => {
    const long = 'Arrested 01/02/2010 in Austin, TX for disorderly conduct; charges dismissed after a hearing in March 2010.';
    const s = answerAll(e, k1State(), 3, ['Yes', 'Arrested in 2010, dismissed.', 'No', 'No', 'Yes', 'Yes', 'No', 'No', 'Yes', long]);
    expect(e.isSectionComplete(s, 3)).toBe(true);
    const { fields, additional } = e.computeFieldValues(s);
    expect(fields['form1[0].#subform[8].Pt3Line3_Checkboxes[0]']).toBe('Yes');
    expect(fields['form1[0].#subform[8].Pt3Line3_Checkboxes[1]']).toBeUndefined();
    expect(fields['form1[0].#subform[8].Part3Line4a_Checkboxes[1]']).toBe('Yes');
    expect(additional).toContainEqual(expect.objectContaining({ page: 8, part: 3, item: '2.a' }));
    expect(additional).toContainEqual(expect.objectContaining({ page: 9, part: 3, item: '4.b', text: expect.stringContaining(long) }));
    expect(fields['form1[0].#subform[8].Pt3Line4B_Describe[0]']).toBe('See Part 8');
  });

  it("battered with none of the listed circumstances: 'Error, please report error 10.'", () => {
    const s = answerAll(e, k1State(), 3, ['No', 'Yes', 'x', 'No', 'Yes', 'No', 'No', 'No']);
    expect(s.sections['3']?.messages.at(-1)).toMatchObject({ content: 'Error, please report error 10.', backgroundColor: 'red' });
  });
});
