import { describe, expect, it } from 'vitest';
import { fullName } from '../fields/lookup.ts';
import type { FieldId } from '../fields/form-fields.ts';
import type { InterviewState } from '../engine/types.ts';
import { interview as e } from '../interview.ts';
import { DIVORCED_NATURALIZED, K1_COUPLE, STUDENT_IN_US, UNEMPLOYED_PERIOD, priorPetitionScript, runScript } from './fixtures.ts';

/** Issue 9: the interview fits real lives — one couple per branch, run through every section. */
const run = (script: Parameters<typeof runScript>[1]) => {
  const state = runScript(e, script);
  const { fields, additional } = e.computeFieldValues(state);
  return { state, additional, v: (id: FieldId) => fields[fullName(id)] };
};

/** Questions whose answer the questionnaire already holds: none may appear as a chat question. */
const QUESTIONNAIRE_ANSWERED = [
  [1, 'benOtherNames'], [2, 'married'], [2, 'met'], [4, 'method'], [6, 'otherNames'], [7, 'status'], [12, 'has'], [14, 'filed'], [15, 'used'],
  [16, 'maritalStatus'], [19, 'has'], [21, 'inUS'],
] as const;
const asked = (s: InterviewState) =>
  QUESTIONNAIRE_ANSWERED.filter(([id, step]) => s.sections[String(id)]?.messages.some((m) => m.position === 'left' && m.stepId === step && m.answerKey));

function completeAndSound(s: InterviewState): void {
  expect(e.sectionOrder(s).filter((id) => !e.isSectionComplete(s, id))).toEqual([]);
  expect(e.validateState(JSON.parse(JSON.stringify(s)))).toEqual([]);
  expect(asked(s)).toEqual([]);
}

describe('transcripts: real lives (issue 9)', () => {
  it('U.S.-born petitioner: P1 41 answered No, citizenship not asked again, nothing asked twice', () => {
    const { state, v } = run(K1_COUPLE);
    completeAndSound(state);
    expect(v('Pt1Line40_Checkbox[0]')).toBe('Yes');
    expect(v('Pt1Line20_Checkboxes[1]')).toBe('Yes'); // P1 41 No
    expect(v('Pt1Line20_Checkboxes[0]')).toBe('Off');
    expect(v('Pt1Line21a_CertificateNumber[0]')).toBeUndefined();
    expect(v('Pt2Line47_StreetNumberName[0]')).toBe('ul. Lenina 10'); // lives abroad: the current address
  });

  it('naturalized petitioner: P1 41 Yes with the certificate; nothing asked twice', () => {
    const { state, v } = run(DIVORCED_NATURALIZED);
    completeAndSound(state);
    expect(v('Pt1Line20_Checkboxes[0]')).toBe('Yes');
    expect(v('Pt1Line21b_PlaceofIssuance[0]')).toBe('Chicago, IL');
    expect(v('Pt1Line23_Checkbox[1]')).toBe('Yes'); // Divorced, from the questionnaire
  });

  it('student beneficiary in the U.S.: P2 47 from her previous address abroad, Student period, F-1 with D/S', () => {
    const { state, v, additional } = run(STUDENT_IN_US);
    completeAndSound(state);
    expect(v('Pt2Line12_CityOrTown[0]')).toBe('San Antonio');
    expect(v('Pt2Line12_State[0]')).toBe('TX');
    expect(v('Pt2Line47_StreetNumberName[0]')).toBe('ul. Lenina 10');
    expect(v('Pt2Line47_CityOrTown[0]')).toBe('Kazan');
    expect(v('Pt2Line47_Country[0]')).toBe('Russia');
    expect(v('Pt2Line47_PostalCode[0]')).toBe('420111');
    expect(v('Pt2Line47_Country[0]')).not.toBe('USA');
    expect(additional).toContainEqual(expect.objectContaining({ item: '48', text: 'Daytime telephone number: +7 843 123 4567' }));
    expect(v('Pt2Line16_NameofEmployer[0]')).toBe('Student');
    expect(v('Pt2Line18_Occupation[0]')).toBe('Student');
    expect(v('Pt2Line17_StreetNumberName[0]')).toBe('N/A');
    expect(v('Pt2Line19b_ToFrom[0]')).toBe('PRESENT');
    expect(v('Pt2Line20_NameofEmployer[0]')).toBe('Kazan University');
    expect(v('Pt2Line37_Checkboxes[0]')).toBe('Yes'); // ever in the U.S.
    expect(v('Pt2Line38a_LastArrivedAs[0]')).toBe('F-1 (student)');
    expect(v('Pt2Line38d_DateExpired[0]')).toBe('D/S');
    expect(v('Pt2Line38e_Passport[0]')).toBe('751234567');
    expect(state.requiredDocuments).toContain(20); // I-94 record
  });

  it('unemployed period between two jobs: its own employer block with N/A in the address', () => {
    const { state, v, additional } = run(UNEMPLOYED_PERIOD);
    completeAndSound(state);
    expect(v('Pt1Line13_NameofEmployer[0]')).toBe('Acme Corp');
    expect(v('Pt1Line17_NameofEmployer[0]')).toBe('Unemployed');
    expect(v('Pt1Line19_Occupation[0]')).toBe('Unemployed');
    expect(v('Pt1Line18_StreetNumberName[0]')).toBe('N/A');
    expect(v('Pt1Line18_CityOrTown[0]')).toBe('N/A');
    expect(v('Pt1Line18_State[0]')).toBeUndefined();
    expect(v('Pt1Line20a_DateFrom[0]')).toBe('09/01/2022');
    expect(v('Pt1Line20b_ToFrom[0]')).toBe('02/29/2024');
    expect(additional).toContainEqual(expect.objectContaining({ page: 2, part: 1, item: '17-20', text: expect.stringContaining('Employer 3: Employer: Beta LLC') }));
  });

  describe('prior petition on both sides of the 2-year line (today 06/01/2025)', () => {
    const waiver = (v: (id: FieldId) => string | undefined) => ({ a: v('Pt3Line5_Checkboxes[3]'), b: v('Pt3Line5_Checkboxes[0]'), c: v('Pt3Line5_Checkboxes[1]'), d: v('Pt3Line5_Checkboxes[2]') });

    it('approved 06/01/2023 (exactly 2 years ago): multiple filer, general waiver 5.a', () => {
      const { state, v } = run(priorPetitionScript('06/01/2023'));
      completeAndSound(state);
      expect(state.answers['pet.multipleFiler']).toBe('Yes');
      expect(waiver(v)).toEqual({ a: 'Yes', b: 'Off', c: 'Off', d: 'Off' });
      expect(v('Pt1Line46_DateOfFiling[0]')).toBe('01/10/2022');
      expect(v('Pt1Line47_Result[0]')).toBe('Approved');
    });

    it('approved 05/31/2023 (one day more than 2 years ago): not a multiple filer, 5.d', () => {
      const { state, v } = run(priorPetitionScript('05/31/2023'));
      completeAndSound(state);
      expect(state.answers['pet.multipleFiler']).toBe('No');
      expect(waiver(v)).toEqual({ a: 'Off', b: 'Off', c: 'Off', d: 'Yes' });
    });
  });
});
