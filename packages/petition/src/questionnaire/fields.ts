import type { BindingSource } from '../fields/compute.ts';
import { K1, K3 } from './questions.ts';

import { yesNo as yn } from '../fields/bindings.ts';

/**
 * Checkbox fields the questionnaire answers set (guide §6), by printed label. Chat answers are written
 * first, so a section's answer to the same item wins ('written only if empty').
 */
export const QUESTIONNAIRE_FIELDS: BindingSource = {
  bindings: [
    { key: 'q.classificationBeneficiary', fields: { type: 'choice', fields: { [K1]: 'Pt1Line4a_Checkboxes[0]', [K3]: 'Pt1Line4a_Checkboxes[1]' } } },
    {
      key: 'q.petitionerMaritalStatus',
      fields: { type: 'choice', fields: { Widowed: 'Pt1Line23_Checkbox[0]', Divorced: 'Pt1Line23_Checkbox[1]', Single: 'Pt1Line23_Checkbox[2]', Married: 'Pt1Line23_Checkbox[3]' } },
    },
    {
      key: 'q.citizenshipMethod',
      fields: { type: 'choice', fields: { 'Birth in the United States': 'Pt1Line40_Checkbox[0]', Naturalization: 'Pt1Line40_Checkbox[1]', 'U.S. citizen parents': 'Pt1Line40_Checkbox[2]' } },
    },
    { key: 'q.filedI129F', fields: { type: 'choice', fields: { Yes: 'Pt1Line43_Checkboxes[0]', Denied: 'Pt1Line43_Checkboxes[0]', Revoked: 'Pt1Line43_Checkboxes[0]', No: 'Pt1Line43_Checkboxes[1]' } } },
    { key: 'q.petitionerChildren', fields: yn('Pt1Line48_Checkboxes[0]', 'Pt1Line48_Checkboxes[1]') },
    {
      key: 'q.beneficiaryMaritalStatus',
      fields: { type: 'choice', fields: { Widowed: 'Pt2Line6_Checkboxes[0]', Divorced: 'Pt2Line6_Checkboxes[1]', Single: 'Pt2Line6_Checkboxes[2]', Married: 'Pt2Line6_Checkboxes[3]' } },
    },
    { key: 'q.beneficiaryHasChildren', fields: yn('Pt2Line39_Checkboxes[0]', 'Pt2Line39_Checkboxes[1]') },
    { key: 'q.metThroughIMB', fields: yn('Pt2Line55_Checkboxes[0]', 'Pt2Line55_Checkboxes[1]') },
    { key: 'q.protectionOrder', fields: yn('Pt3Line1_Checkboxes[0]', 'Pt3Line1_Checkboxes[1]') },
  ],
  derived: [
    // P1 5 applies to K-3 only (guide §5.1): both boxes stay Off for K-1.
    { when: { all: [{ key: 'q.classificationBeneficiary', eq: K3 }, { key: 'q.filedFormI130', eq: 'Yes' }] }, set: { 'Pt1Line5_Checkboxes[0]': 'Yes', 'Pt1Line5_Checkboxes[1]': 'Off' } },
    { when: { all: [{ key: 'q.classificationBeneficiary', eq: K3 }, { key: 'q.filedFormI130', eq: 'No' }] }, set: { 'Pt1Line5_Checkboxes[0]': 'Off', 'Pt1Line5_Checkboxes[1]': 'Yes' } },
    // P2 53 (reversed order: [0]=N/A spouse, [1]=No, [2]=Yes).
    { when: { key: 'q.classificationBeneficiary', eq: K3 }, set: { 'Pt2Line53_Checkboxes[0]': 'Yes', 'Pt2Line53_Checkboxes[1]': 'Off', 'Pt2Line53_Checkboxes[2]': 'Off' } },
    { when: { key: 'q.metInPerson', eq: 'Yes' }, set: { 'Pt2Line53_Checkboxes[0]': 'Off', 'Pt2Line53_Checkboxes[1]': 'Off', 'Pt2Line53_Checkboxes[2]': 'Yes' } },
    { when: { key: 'q.metInPerson', eq: 'No' }, set: { 'Pt2Line53_Checkboxes[0]': 'Off', 'Pt2Line53_Checkboxes[1]': 'Yes', 'Pt2Line53_Checkboxes[2]': 'Off' } },
    // Beneficiary currently in the U.S. ⇒ P2 37 'ever in the U.S.' = Yes (guide §5.2).
    { when: { key: 'q.beneficiaryInUS', eq: 'Yes' }, set: { 'Pt2Line37_Checkboxes[0]': 'Yes', 'Pt2Line37_Checkboxes[1]': 'Off' } },
    // P1 37 / P2 34 previously married, derived from the marital status.
    { when: { key: 'q.petitionerMaritalStatus', in: ['Divorced', 'Widowed'] }, set: { 'Pt1Line37_Checkboxes[0]': 'Yes', 'Pt1Line37_Checkboxes[1]': 'Off' } },
    { when: { key: 'q.beneficiaryMaritalStatus', in: ['Divorced', 'Widowed'] }, set: { 'Pt2Line34_Checkboxes[0]': 'Yes', 'Pt2Line34_Checkboxes[1]': 'Off' } },
  ],
};
