import { text, yesNo } from '../fields/bindings.ts';
import { K3 } from '../questionnaire/questions.ts';
import type { SectionDef } from '../engine/types.ts';
import { fromQuestionnaire } from './from-questionnaire.ts';

/**
 * Section 7: Petitioner's Marriages (P1 23, 37–39). 'Married' ends red only when the petition is not a
 * K-3 for the spouse (deviation). Previous spouses are a loop: one slot, the rest to Part 8. The first
 * previous spouse adds 0.02 progress (spec §9).
 */
export const petitionerMarriages: SectionDef = {
  id: 7,
  title: "Petitioner's Marriages",
  loops: [{ id: 'spouse', label: 'Previous spouse', firstStep: 'spouseFamily', slots: 1, max: 10, overflow: { page: 3, part: 1, item: '38-39' } }],
  steps: [
    fromQuestionnaire({
      id: 'statusKnown',
      qKey: 'petitionerMaritalStatus',
      key: 'pet.maritalStatus',
      ask: 'status',
      // Only an answer that fits the classification is taken; otherwise the question is asked and explains why.
      when: { any: [{ key: 'q.classificationBeneficiary', ne: K3 }, { key: 'q.petitionerMaritalStatus', eq: 'Married' }] },
      prompt: 'In the questionnaire you gave your current marital status: {value:q.petitionerMaritalStatus}.',
    }),
    {
      id: 'status',
      kind: 'options',
      key: 'pet.maritalStatus',
      label: 'Marital status',
      prompt: 'What is your current marital status?',
      options: ['Single', 'Married', 'Divorced', 'Widowed'],
      validate: [{ use: 'maritalStatusForClassification', args: { who: 'petitioner' } }],
      fields: { type: 'choice', fields: { Widowed: 'Pt1Line23_Checkbox[0]', Divorced: 'Pt1Line23_Checkbox[1]', Single: 'Pt1Line23_Checkbox[2]', Married: 'Pt1Line23_Checkbox[3]' } },
      next: [
        { when: { all: [{ key: 'pet.maritalStatus', eq: 'Married' }, { key: 'q.classificationBeneficiary', ne: K3 }] }, goto: 'notFree' },
        { when: { key: 'pet.maritalStatus', in: ['Divorced', 'Widowed'] }, goto: 'previouslyMarriedImplied' },
      ],
    },
    {
      id: 'previouslyMarried',
      kind: 'yesno',
      key: 'pet.previouslyMarried',
      prompt: 'Have you ever been married before (including a marriage that was annulled)?',
      fields: yesNo('Pt1Line37_Checkboxes[0]', 'Pt1Line37_Checkboxes[1]'),
      next: [{ when: { key: 'pet.previouslyMarried', eq: 'No' }, goto: '@complete' }, { goto: 'spouseFamily' }],
    },
    { id: 'previouslyMarriedImplied', kind: 'message', prompt: "Let's record your previous spouse.", effects: [{ set: { 'pet.previouslyMarried': 'Yes' } }] },
    {
      id: 'spouseFamily',
      loop: 'spouse',
      kind: 'text',
      key: 'pet.prevSpouse.{i}.family',
      label: 'Family name',
      prompt: 'What is the family name of your {nth} previous spouse?',
      validate: ['nameFormat'],
      fields: text(['Pt1Line38a_FamilyName[0]']),
      effects: [{ progress: 0.02 }],
    },
    { id: 'spouseGiven', loop: 'spouse', kind: 'text', key: 'pet.prevSpouse.{i}.given', label: 'Given name', prompt: 'And the given name?', validate: ['nameFormat'], fields: text(['Pt1Line38b_GivenName[0]']) },
    { id: 'spouseMiddle', loop: 'spouse', kind: 'text', key: 'pet.prevSpouse.{i}.middle', label: 'Middle name', prompt: 'And the middle name? Type N/A if there is none.', validate: ['nameFormat'], fields: text(['Pt1Line38c_MiddleName[0]']) },
    { id: 'spouseEnd', loop: 'spouse', kind: 'date', key: 'pet.prevSpouse.{i}.endDate', label: 'Date marriage ended', prompt: 'On what date did this marriage end?', validate: ['notAfterToday'], fields: text(['Pt1Line39_DateMarriageEnded[0]'], 'date') },
    { id: 'spouseMore', loop: 'spouse', kind: 'yesno', key: 'pet.prevSpouse.{i}.more', prompt: 'Have you had any other previous spouse?', next: [{ when: { key: 'pet.prevSpouse.{i}.more', eq: 'Yes' }, repeat: 'spouse' }, { goto: '@complete' }] },
    { id: 'notFree', kind: 'end', tone: 'red', prompt: 'You are currently married, so you are not free to marry {beneficiary}. Please contact our team.' },
  ],
};
