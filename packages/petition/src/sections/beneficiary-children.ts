import { text, yesNo } from '../fields/bindings.ts';
import type { SectionDef } from '../engine/types.ts';
import { addressSteps } from './address-steps.ts';
import { fromQuestionnaire } from './from-questionnaire.ts';

/**
 * Section 19: Beneficiary's Children (P2 39–44), all ages. Count 1–20, then per child (ordinal prompts):
 * names, country and date of birth, lives with the beneficiary? and otherwise the child's address.
 * One slot on the form; the second and later children go to Part 8 (page 7, item 40-44), all items per child.
 */
export const beneficiaryChildren: SectionDef = {
  id: 19,
  title: "Beneficiary's Children",
  answeredBy: 'beneficiary',
  loops: [{ id: 'child', label: 'Child', firstStep: 'family', slots: 1, max: 20, overflow: { page: 7, part: 2, item: '40-44' } }],
  steps: [
    fromQuestionnaire({
      id: 'hasKnown',
      qKey: 'beneficiaryHasChildren',
      key: 'ben.children.has',
      ask: 'has',
      prompt: 'In the questionnaire you answered whether {beneficiary} has children: {value:q.beneficiaryHasChildren}.',
      // The count too, when it fits (1–20); otherwise it is asked.
      alsoCopy: { 'ben.children.count': 'q.beneficiaryChildCount' },
      alsoCopyWhen: { all: [{ key: 'q.beneficiaryHasChildren', eq: 'Yes' }, { key: 'q.beneficiaryChildCount', known: true }, { key: 'q.beneficiaryChildCount', ne: '0' }] },
    }),
    {
      id: 'has',
      kind: 'yesno',
      key: 'ben.children.has',
      prompt: 'Does {beneficiary} have any children?',
      fields: yesNo('Pt2Line39_Checkboxes[0]', 'Pt2Line39_Checkboxes[1]'),
      next: [{ when: { key: 'ben.children.has', eq: 'No' }, goto: '@complete' }],
    },
    { id: 'count', kind: 'number', key: 'ben.children.count', prompt: 'How many children does {beneficiary} have (of any age)? Type the number, for example 2.', validate: ['childrenCountTypeIn'] },
    { id: 'family', loop: 'child', kind: 'text', key: 'ben.child.{i}.family', label: 'Family name', prompt: 'What is the family name of the {nth} child of {beneficiary}?', validate: ['nameFormat'], fields: text(['Pt2Line40a_FamilyName[0]']) },
    { id: 'given', loop: 'child', kind: 'text', key: 'ben.child.{i}.given', label: 'Given name', prompt: 'And the given name?', validate: ['nameFormat'], fields: text(['Pt2Line40b_GivenName[0]']) },
    { id: 'middle', loop: 'child', kind: 'text', key: 'ben.child.{i}.middle', label: 'Middle name', prompt: 'And the middle name? Type N/A if there is none.', validate: ['nameFormat'], fields: text(['Pt2Line40c_MiddleName[0]']) },
    { id: 'birthCountry', loop: 'child', kind: 'text', key: 'ben.child.{i}.birthCountry', label: 'Country of birth', prompt: 'In which country was this child born? For example Portugal.', validate: ['countryOfBirth'], fields: text(['Pt2Line41_CountryOfBirth[0]']) },
    { id: 'birthDate', loop: 'child', kind: 'date', key: 'ben.child.{i}.birthDate', label: 'Date of birth', prompt: 'What is the date of birth of this child (MM/DD/YYYY, for example 09/30/2015)?', validate: ['notAfterToday'], fields: text(['Pt2Line42_DateofBirth[0]'], 'date') },
    {
      id: 'livesWith',
      loop: 'child',
      kind: 'yesno',
      key: 'ben.child.{i}.livesWith',
      label: 'Resides with the beneficiary',
      prompt: 'Does this child live with {beneficiary}?',
      fields: { type: 'choice', fields: { Yes: ['Pt2Line43_Checkboxes[0]'], No: ['Pt2Line43_Checkboxes[1]'] } },
      next: [{ when: { key: 'ben.child.{i}.livesWith', eq: 'Yes' }, goto: 'saved' }],
    },
    ...addressSteps({
      id: 'addr',
      key: 'ben.child.{i}.address',
      loop: 'child',
      streetPrompt: 'Where does this child live? Street number and name, please.',
      targets: [
        {
          block: {
            street: ['Pt2Line44_StreetNumberName[0]'],
            unit: { Suite: ['Pt2Line44_Unit[0]'], Floor: ['Pt2Line44_Unit[1]'], Apartment: ['Pt2Line44_Unit[2]'], number: ['Pt2Line44_AptSteFlrNumber[0]'] },
            city: ['Pt2Line44_CityOrTown[0]'],
            state: ['Pt2Line44_State[0]'],
            zip: ['Pt2Line44_ZipCode[0]'],
            province: ['Pt2Line44_Province[0]'],
            postal: ['Pt2Line44_PostalCode[0]'],
            country: ['Pt2Line44_Country[0]'],
          },
        },
      ],
    }),
    {
      id: 'saved',
      loop: 'child',
      kind: 'message',
      prompt: 'Thank you, the {nth} child is recorded.',
      next: [{ when: { pred: 'loopReached', args: { loop: 'child', count: 'ben.children.count' } }, goto: '@complete' }, { repeat: 'child' }],
    },
  ],
};
