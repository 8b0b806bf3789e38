import { text, yesNo } from '../fields/bindings.ts';
import type { SectionDef } from '../engine/types.ts';

/**
 * Section 20: Beneficiary's previous marriages (P2 34–36). Yes adds 0.02 progress (the proof
 * that each previous marriage ended comes from the evidence model). One slot; further spouses go to Part 8 (page 6, item 35-36).
 */
export const beneficiaryMarriages: SectionDef = {
  id: 20,
  title: "Beneficiary's Previous Marriages",
  answeredBy: 'beneficiary',
  loops: [{ id: 'spouse', label: 'Beneficiary previous spouse', firstStep: 'family', slots: 1, max: 10, overflow: { page: 6, part: 2, item: '35-36' } }],
  steps: [
    {
      // Nothing asked twice (issue 9): a divorced or widowed beneficiary (section 16 / questionnaire) was married before.
      id: 'hasImplied',
      kind: 'message',
      when: { key: 'ben.maritalStatus', in: ['Divorced', 'Widowed'] },
      skipTo: 'has',
      prompt: "The marital status of {beneficiary} is {value:ben.maritalStatus}, so {beneficiary} was married before. Let's record the previous spouse.",
      effects: [{ set: { 'ben.previouslyMarried': 'Yes' } }],
      next: 'has',
    },
    {
      id: 'has',
      kind: 'yesno',
      key: 'ben.previouslyMarried',
      prompt: 'Has {beneficiary} ever been married before?',
      fields: yesNo('Pt2Line34_Checkboxes[0]', 'Pt2Line34_Checkboxes[1]'),
      effects: [{ when: { key: 'ben.previouslyMarried', eq: 'Yes' }, progress: 0.02 }],
      next: [{ when: { key: 'ben.previouslyMarried', eq: 'No' }, goto: '@complete' }],
    },
    { id: 'family', loop: 'spouse', kind: 'text', key: 'ben.prevSpouse.{i}.family', label: 'Family name', prompt: 'What is the family name of the {nth} previous spouse of {beneficiary}?', validate: ['nameFormat'], fields: text(['Pt2Line35a_FamilyName[0]']) },
    { id: 'given', loop: 'spouse', kind: 'text', key: 'ben.prevSpouse.{i}.given', label: 'Given name', prompt: 'And the given name?', validate: ['nameFormat'], fields: text(['Pt2Line35b_GivenName[0]']) },
    { id: 'middle', loop: 'spouse', kind: 'text', key: 'ben.prevSpouse.{i}.middle', label: 'Middle name', prompt: 'And the middle name? Type N/A if there is none.', validate: ['nameFormat'], fields: text(['Pt2Line35c_MiddleName[0]']) },
    { id: 'endDate', loop: 'spouse', kind: 'date', key: 'ben.prevSpouse.{i}.endDate', label: 'Date marriage ended', prompt: 'On what date did this marriage end?', validate: ['notAfterToday'], fields: text(['Pt2Line36_DateMarriageEnded[0]'], 'date') },
    {
      id: 'more',
      loop: 'spouse',
      kind: 'yesno',
      key: 'ben.prevSpouse.{i}.more',
      prompt: 'Has {beneficiary} had any other previous spouse?',
      next: [{ when: { key: 'ben.prevSpouse.{i}.more', eq: 'Yes' }, repeat: 'spouse' }, { goto: '@complete' }],
    },
  ],
};
