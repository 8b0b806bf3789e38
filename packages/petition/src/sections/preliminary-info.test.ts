import { describe, expect, it } from 'vitest';
import { answerAll } from '../engine/testing.ts';
import { createInterviewState } from '../engine/state.ts';
import { interview as e } from '../interview.ts';
import { k1State } from './test-helpers.ts';

describe('section 1: preliminary information', () => {
  it('skips names known from setup, asks contact data, completes without other names', () => {
    let s = e.startSection(k1State(), 1).state;
    expect(e.currentQuestion(s, 1)?.stepId).toBe('petMiddle');
    expect(s.progressBarStep).toBe(3);
    s = answerAll(e, s, 1, ['N/A', 'john@example.com', '+1 555 123 4567', 'No', 'N/A', 'No']);
    expect(e.isSectionComplete(s, 1)).toBe(true);
    expect(s.answers).toMatchObject({ 'pet.email': 'john@example.com', 'pet.hasLandline': 'No', 'ben.otherNames.has': 'No' });
    const f = e.computeFieldValues(s).fields;
    expect(f['form1[0].#subform[9].Pt5Line2_MobileNumber1[0]']).toBeUndefined();
    // 11 digits do not fit the 10-digit box: Part 8, nothing cut.
    expect(e.computeFieldValues(s).additional.some((a) => a.text.includes('+1 555 123 4567'))).toBe(true);
  });

  it('asks the landline and a loop of beneficiary other names (second one to Part 8)', () => {
    const s = answerAll(e, createInterviewState({ asOf: '06/01/2025' }), 1, [
      'Anna', 'N/A', "O'Connor", 'anna@example.com', '5551234567', 'Yes', '(555) 765-4321',
      'Olga', 'N/A', 'Ivanova', 'Yes', 'Petrova', 'Olga', 'N/A', 'yes', 'Sidorova', 'Olga', 'N/A', 'No', 'By marriage',
    ]);
    expect(e.isSectionComplete(s, 1)).toBe(true);
    expect(s.sections['1']?.loops.benOtherName).toBe(2);
    const { fields, additional } = e.computeFieldValues(s);
    expect(fields['form1[0].#subform[0].Pt1Line6a_FamilyName[0]']).toBe("O'Connor");
    expect(fields['form1[0].#subform[9].Pt5Line1_DaytimePhoneNumber1[0]']).toBe('5557654321');
    expect(fields['form1[0].#subform[9].Pt5Line2_MobileNumber1[0]']).toBe('5551234567');
    expect(fields['form1[0].#subform[3].Pt2Line10a_FamilyName[0]']).toBe('Petrova');
    expect(additional).toContainEqual({ page: 4, part: 2, item: '10', text: 'Beneficiary other name 2: Family name: Sidorova; Given name: Olga; Middle name: N/A' });
  });

  it('refuses a bad email with the chat message', () => {
    const s = answerAll(e, k1State(), 1, ['N/A']);
    expect(e.submitAnswer(s, 1, 'john@').error).toBe('Invalid email format. Please check your input and try again.');
  });
});
