import { text } from '../fields/bindings.ts';
import type { SectionDef } from '../engine/types.ts';
import { fromQuestionnaire } from './from-questionnaire.ts';
import { nameChangeStep } from './name-change-step.ts';

/**
 * Section 1: Preliminary Information (spec Chat1 steps 0–13). Names known from the setup wizard are
 * skipped. The beneficiary's other names are a loop (P2 10 has one slot; more go to Part 8).
 */
export const preliminaryInfo: SectionDef = {
  id: 1,
  title: 'Preliminary Information',
  progressBarStepOnEnter: 3,
  loops: [{ id: 'benOtherName', label: 'Beneficiary other name', firstStep: 'benOtherFamily', slots: 1, max: 10, overflow: { page: 4, part: 2, item: '10' } }],
  naFields: ['Pt1Line6c_MiddleName[0]', 'Pt2Line1c_MiddleName[0]', 'Pt2Line10a_FamilyName[0]'],
  steps: [
    { id: 'petGiven', kind: 'text', key: 'pet.name.given', label: 'Given name', prompt: 'What is your first (given) name, for example Maria? Type it exactly as on the passport: no parentheses or dashes (a hyphen that is part of the name, as in Anne-Marie, is fine).', validate: ['name'], fields: text('Pt1Line6b_GivenName[0]') },
    { id: 'petMiddle', kind: 'text', key: 'pet.name.middle', label: 'Middle name', prompt: 'What is your middle name? Type N/A if you have none.', validate: ['name'], fields: text('Pt1Line6c_MiddleName[0]') },
    { id: 'petFamily', kind: 'text', key: 'pet.name.family', label: 'Family name', prompt: 'What is your last (family) name, for example Garcia? Type it exactly as on the passport: no parentheses or dashes (a hyphen that is part of the name, as in Anne-Marie, is fine).', validate: ['name'], fields: text('Pt1Line6a_FamilyName[0]') },
    { id: 'email', kind: 'text', key: 'pet.email', label: 'Email', prompt: 'What is your email address, for example name@example.com? USCIS may write to it (Part 5, item 3).', validate: ['email'], fields: text('Pt5Line3_Email[0]') },
    {
      id: 'mobile',
      kind: 'text',
      key: 'pet.mobile',
      label: 'Mobile telephone number',
      prompt: 'What is your mobile phone number, for example 312-555-0123?',
      validate: ['phone'],
      fields: {
        type: 'all',
        bindings: [
          text('Pt5Line2_MobileNumber1[0]', 'digits'),
          // P5 1 daytime phone: the landline, or the mobile when there is none (guide §5.2).
          { type: 'when', when: { key: 'pet.hasLandline', eq: 'No' }, then: text('Pt5Line1_DaytimePhoneNumber1[0]', 'digits') },
        ],
      },
    },
    {
      id: 'hasLandline',
      kind: 'yesno',
      key: 'pet.hasLandline',
      prompt: 'Do you also have a landline (daytime) phone number?',
      next: [{ when: { key: 'pet.hasLandline', eq: 'No' }, goto: 'benGiven' }],
    },
    { id: 'landline', kind: 'text', key: 'pet.landline', label: 'Daytime telephone number', prompt: 'What is your landline phone number, for example 773-555-0188? The form uses it as your daytime phone (Part 5, item 1).', validate: ['landline'], fields: text('Pt5Line1_DaytimePhoneNumber1[0]', 'digits') },
    { id: 'benGiven', kind: 'text', key: 'ben.name.given', native: { key: 'ben.native.given', set: { 'ben.native.has': 'Yes' } }, label: 'Beneficiary given name', prompt: "What is your beneficiary's first (given) name, for example Anna? Type it exactly as on the passport: no parentheses or dashes (a hyphen that is part of the name, as in Anne-Marie, is fine).", validate: ['name'], fields: text('Pt2Line1b_GivenName[0]') },
    { id: 'benMiddle', kind: 'text', key: 'ben.name.middle', native: { key: 'ben.native.middle', set: { 'ben.native.has': 'Yes' } }, label: 'Beneficiary middle name', prompt: 'What is the middle name of {beneficiary}? Type N/A if there is none.', validate: ['name'], fields: text('Pt2Line1c_MiddleName[0]') },
    { id: 'benFamily', kind: 'text', key: 'ben.name.family', native: { key: 'ben.native.family', set: { 'ben.native.has': 'Yes' } }, label: 'Beneficiary family name', prompt: "What is your beneficiary's last (family) name, for example Kowalska? Type it exactly as on the passport: no parentheses or dashes (a hyphen that is part of the name, as in Anne-Marie, is fine).", validate: ['name'], fields: text('Pt2Line1a_FamilyName[0]') },
    fromQuestionnaire({ id: 'benOtherNamesKnown', qKey: 'beneficiaryOtherNames', key: 'ben.otherNames.has', ask: 'benOtherNames', prompt: 'In the questionnaire you answered whether {beneficiary} has ever used other names: {value:q.beneficiaryOtherNames}.' }),
    {
      id: 'benOtherNames',
      kind: 'yesno',
      key: 'ben.otherNames.has',
      prompt: 'Has {beneficiary} ever used other names (maiden name, aliases, nicknames)?',
      next: [{ when: { key: 'ben.otherNames.has', eq: 'No' }, goto: '@complete' }],
    },
    { id: 'benOtherFamily', loop: 'benOtherName', kind: 'text', key: 'ben.otherName.{i}.family', label: 'Family name', prompt: 'What is the family name of the {nth} other name {beneficiary} used?', validate: ['nameFormat'], fields: text(['Pt2Line10a_FamilyName[0]']) },
    { id: 'benOtherGiven', loop: 'benOtherName', kind: 'text', key: 'ben.otherName.{i}.given', label: 'Given name', prompt: 'And the given name?', validate: ['nameFormat'], fields: text(['Pt2Line10b_GivenName[0]']) },
    { id: 'benOtherMiddle', loop: 'benOtherName', kind: 'text', key: 'ben.otherName.{i}.middle', label: 'Middle name', prompt: 'And the middle name? Type N/A if there is none.', validate: ['nameFormat'], fields: text(['Pt2Line10c_MiddleName[0]']) },
    {
      id: 'benOtherMore',
      loop: 'benOtherName',
      kind: 'yesno',
      key: 'ben.otherName.{i}.more',
      prompt: 'Has {beneficiary} used any other name?',
      next: [{ when: { key: 'ben.otherName.{i}.more', eq: 'Yes' }, repeat: 'benOtherName' }, { goto: 'benNameChange' }],
    },
    nameChangeStep('benNameChange', 'ben.nameChange.reason', 'Did the name of {beneficiary} change by law, so that a document you send may show another name? If so, how?'),
  ],
};

