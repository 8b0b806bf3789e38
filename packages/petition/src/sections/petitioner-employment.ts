import type { SectionDef } from '../engine/types.ts';
import { employmentSteps } from './employment-steps.ts';

/**
 * Section 13: Petitioner's Employment (P1 13–20). Employers until 5 years are covered (spec message);
 * end date after the start date ('The end date must be greater than the start date'), 'current' → PRESENT.
 * Two slots; the third and later employers go to Part 8 (page 2, item 17-20).
 */
export const petitionerEmployment: SectionDef = {
  id: 13,
  title: "Petitioner's Employment History",
  loops: [{ id: 'employer', label: 'Employer', firstStep: 'kind', slots: 2, max: 20, overflow: { page: 2, part: 1, item: '17-20' } }],
  steps: employmentSteps({
    who: 'pet',
    id: '',
    loop: 'employer',
    subject: 'you',
    endValidator: 'endDateAfter',
    done: '@complete',
    blocks: [
      { name: 'Pt1Line13_NameofEmployer[0]', address: 'Pt1Line14', occupation: 'Pt1Line15_Occupation[0]', start: 'Pt1Line16a_DateFrom[0]', end: 'Pt1Line16b_ToFrom[0]' },
      { name: 'Pt1Line17_NameofEmployer[0]', address: 'Pt1Line18', occupation: 'Pt1Line19_Occupation[0]', start: 'Pt1Line20a_DateFrom[0]', end: 'Pt1Line20b_ToFrom[0]' },
    ],
  }),
};
