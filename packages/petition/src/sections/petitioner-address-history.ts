import { yesNo } from '../fields/bindings.ts';
import type { AddressBlock } from './address-steps.ts';
import type { Condition, SectionDef, Step, Transition } from '../engine/types.ts';
import { addressSteps, copyAddress, slots, standardBlock } from './address-steps.ts';

/** Spec §4 section 16's message, in the petitioner's words. */
export const PETITIONER_ADDRESS_NOT_COVERED = 'The provided time range does not cover the period of the last 5 years. What is your previous physical address?';

const firstEntry: Condition = { not: { pred: 'loopReached', args: { loop: 'address', count: 2 } } };
const covered: Condition = { pred: 'coversYears', args: { loop: 'address', from: 'pet.address.{i}.from', to: 'pet.address.{i}.to', years: 5 } };
/** After the mailing address: done when 5 years are covered, otherwise the previous address. */
const untilCovered: readonly Transition[] = [{ when: covered, goto: '@complete' }, { repeat: 'address', goto: 'notCovered' }, { goto: '@complete' }];

/** P2 45 (U.S. address where the beneficiary intends to live): the petitioner's current address when they will live together. */
const P2_45: AddressBlock = {
  street: ['Pt2Line45a_StreetNumberName[0]'],
  unit: { Suite: ['Pt2Line45b_Unit[0]'], Floor: ['Pt2Line45b_Unit[1]'], Apartment: ['Pt2Line45b_Unit[2]'], number: ['Pt2Line45b_AptSteFlrNumber[0]'] },
  city: ['Pt2Line45c_CityOrTown[0]'],
  state: ['Pt2Line45d_State[0]'],
  zip: ['Pt2Line45e_ZipCode[0]'],
};
const P1_8 = standardBlock('Pt1Line8');
const mailingSlot1 = slots(P1_8);

/**
 * Section 9: Petitioner's Address History (P1 8–12; spec: 'only partly shown', completed from the form).
 * Current physical address (Date To = PRESENT), mailing address (same? / own name or in care of), then
 * previous addresses until 5 years are covered (2 slots, the rest to Part 8 page 2, item 11-12).
 */
export const petitionerAddressHistory: SectionDef = {
  id: 9,
  title: "Petitioner's Address History",
  loops: [{ id: 'address', label: 'Physical address', firstStep: 'street', slots: 2, max: 20, overflow: { page: 2, part: 1, item: '11-12' } }],
  naFields: ['Pt1Line8_InCareofName[0]'],
  steps: [
    ...addressSteps({
      id: '',
      key: 'pet.address.{i}',
      loop: 'address',
      streetPrompt:
        'What is the street number and name of your {nth} physical address (the first one is where you live now), for example 200 Elm St? If a place abroad had no street address (for example while travelling), type N/A and give its city and country.',
      targets: [
        { block: slots(standardBlock('Pt1Line9'), standardBlock('Pt1Line11')) },
        { block: mailingSlot1, when: { key: 'pet.mailing.same', eq: 'Yes' } },
        // P2 45 takes a U.S. address only (section 16 asks the livesWithPetitioner question only then).
        { block: P2_45, when: { all: [{ key: 'ben.livesWithPetitioner', eq: 'Yes' }, { key: 'pet.address.1.country', eq: 'USA' }] } },
      ],
    }),
    {
      id: 'from',
      loop: 'address',
      kind: 'date',
      key: 'pet.address.{i}.from',
      label: 'Date from',
      prompt: 'Since when have you lived at this address (MM/DD/YYYY, for example 01/15/2019)?',
      validate: ['notAfterToday'],
      fields: { type: 'text', field: ['Pt1Line10a_DateFrom[0]', 'Pt1Line12a_DateFrom[0]'], format: 'date' },
      // The current address runs to PRESENT (the form's own word, guide §2.5).
      effects: [{ when: firstEntry, set: { 'pet.address.{i}.to': 'PRESENT' } }],
      next: [{ when: firstEntry, goto: 'mailSame' }, { goto: 'to' }],
    },
    {
      id: 'to',
      loop: 'address',
      kind: 'date',
      key: 'pet.address.{i}.to',
      label: 'Date to',
      prompt: 'Until when did you live there (MM/DD/YYYY, for example 02/28/2023)?',
      validate: [{ use: 'endDateAfter', args: { startKey: 'pet.address.{i}.from' } }],
      fields: { type: 'text', field: ['Pt1Line10b_ToFrom[0]', 'Pt1Line12b_ToFrom[0]'], format: 'date' },
      next: untilCovered,
    },
    { id: 'notCovered', kind: 'message', prompt: PETITIONER_ADDRESS_NOT_COVERED, next: 'street' },
    {
      id: 'mailSame',
      kind: 'yesno',
      key: 'pet.mailing.same',
      prompt: 'Is your mailing address the same as your current physical address?',
      fields: yesNo('Pt1Line8j_Checkboxes[0]', 'Pt1Line8j_Checkboxes[1]'),
      // Same: the current address becomes the mailing address answers too (Part 8, later steps and edits see them).
      effects: [{ when: { key: 'pet.mailing.same', eq: 'Yes' }, copy: copyAddress('pet.address.1', 'pet.mailing') }],
      next: [{ when: { key: 'pet.mailing.same', eq: 'Yes' }, goto: 'mailName' }, { goto: 'mailStreet' }],
    },
    ...addressSteps({ id: 'mail', key: 'pet.mailing', targets: [{ block: P1_8 }], streetPrompt: 'What is the street number and name of your mailing address?' }),
    mailName(),
    {
      id: 'inCareOf',
      kind: 'text',
      key: 'pet.mailing.inCareOf',
      label: 'In care of name',
      prompt: 'In whose care is your mail sent? Type that person\'s full name as on the mailbox, for example Jane Jones (no parentheses or dashes).',
      validate: ['name'],
      fields: { type: 'text', field: 'Pt1Line8_InCareofName[0]' },
      next: untilCovered,
    },
  ],
};

function mailName(): Step {
  return {
    id: 'mailName',
    kind: 'options',
    key: 'pet.mailing.name',
    prompt: 'Is mail at this address addressed to you personally (Own Name), or sent in care of someone else (c/o, for example a relative or a friend whose name is on the mailbox)?',
    options: ['Own Name', 'Someone Else'],
    next: [{ when: { key: 'pet.mailing.name', eq: 'Someone Else' }, goto: 'inCareOf' }, ...untilCovered],
  };
}
