import { sex, text } from '../fields/bindings.ts';
import { K3 } from '../questionnaire/questions.ts';
import type { AddressBlock } from './address-steps.ts';
import type { Condition, SectionDef, Transition } from '../engine/types.ts';
import { addressSteps, copyAddress, slots, standardBlock } from './address-steps.ts';
import { employmentSteps } from './employment-steps.ts';
import { fromQuestionnaire } from './from-questionnaire.ts';

/** Spec §4 / issue: the exact message when the beneficiary's addresses do not reach back 5 years. */
export const BENEFICIARY_ADDRESS_NOT_COVERED = "The provided time range does not cover the period of the last 5 years. What is the beneficiary's previous physical address?";

const firstEntry: Condition = { not: { pred: 'loopReached', args: { loop: 'address', count: 2 } } };
const covered: Condition = { pred: 'coversYears', args: { loop: 'address', from: 'ben.address.{i}.from', to: 'ben.address.{i}.to', years: 5 } };
/** After the native-alphabet questions and the phone: the mailing address once 5 years are covered, else the previous address. */
const untilCovered: readonly Transition[] = [{ when: covered, goto: 'abroadCurrent' }, { repeat: 'address', goto: 'notCovered' }, { goto: 'abroadCurrent' }];
/** The current address is in the USA: P2 47 (physical address abroad) is asked separately. */
const livesAbroad: Condition = { key: 'ben.address.1.country', ne: 'USA' };
/** The previous address (entry 2) is abroad: offered as the P2 47 address instead of typing it again. */
const previousAbroad: Condition = { all: [{ key: 'ben.address.2.country', known: true }, { key: 'ben.address.2.country', ne: 'USA' }] };
const isK3: Condition = { key: 'q.classificationBeneficiary', eq: K3 };

const P2_11 = standardBlock('Pt2Line11');
const P2_11_BLOCK: AddressBlock = { ...P2_11, unit: { Suite: 'Pt2Line11_Unit[0]', Floor: 'Pt2Line11_Unit[1]', Apartment: 'Pt2Line11_Unit[2]', number: 'Pt2Line11_AptSteFlrNumber[0]' } };
/** P2 47 physical address abroad (no state/ZIP): the current address when the beneficiary lives abroad, else asked. */
const P2_47: AddressBlock = {
  street: ['Pt2Line47_StreetNumberName[0]'],
  unit: { Apartment: ['Pt2Line47_Unit[0]'], Floor: ['Pt2Line47_Unit[1]'], Suite: ['Pt2Line47_Unit[2]'], number: ['Pt2Line47_AptSteFlrNumber[0]'] },
  city: ['Pt2Line47_CityOrTown[0]'],
  province: ['Pt2Line47_Province[0]'],
  postal: ['Pt2Line47_PostalCode[0]'],
  country: ['Pt2Line47_Country[0]'],
};
/** P2 50 native-alphabet address (its city/province/postal/country fields are named Pt2Line28c–f, guide §2.3). */
const P2_50: AddressBlock = {
  street: 'Pt2Line50_StreetNumberName[0]',
  unit: { Floor: 'Pt2Line50_Unit[0]', Suite: 'Pt2Line50_Unit[1]', Apartment: 'Pt2Line50_Unit[2]', number: 'Pt2Line50_AptSteFlrNumber[0]' },
  city: 'Pt2Line28c_CityOrTown[0]',
  province: 'Pt2Line28d_Province[0]',
  postal: 'Pt2Line28e_PostalCode[0]',
  country: 'Pt2Line28f_Country[0]',
};
const P2_45: AddressBlock = {
  street: 'Pt2Line45a_StreetNumberName[0]',
  unit: { Suite: 'Pt2Line45b_Unit[0]', Floor: 'Pt2Line45b_Unit[1]', Apartment: 'Pt2Line45b_Unit[2]', number: 'Pt2Line45b_AptSteFlrNumber[0]' },
  city: 'Pt2Line45c_CityOrTown[0]',
  state: 'Pt2Line45d_State[0]',
  zip: 'Pt2Line45e_ZipCode[0]',
};

/**
 * Section 16: Beneficiary's biographic data (P2 2–9, 11–23, 45–52): A-Number, SSN, birth, sex, marital
 * status, citizenship; current physical address (also P2 47 when abroad);
 * native-alphabet name and address (P2 49–50); phone (P2 48, added); previous addresses until 5 years are
 * covered (2 slots, Part 8 page 5 item 14-15); mailing address (P2 11); U.S. address (P2 45–46);
 * employers until 5 years are covered (P2 16–23, Part 8 page 6 item 20-23); relationship (P2 51–52, added).
 */
export const beneficiaryBiographic: SectionDef = {
  id: 16,
  title: "Beneficiary's Biographic Info",
  answeredBy: 'beneficiary',
  loops: [
    { id: 'address', label: 'Beneficiary physical address', firstStep: 'street', slots: 2, max: 20, overflow: { page: 5, part: 2, item: '14-15' } },
    { id: 'employer', label: 'Beneficiary employer', firstStep: 'empKind', slots: 2, max: 20, overflow: { page: 6, part: 2, item: '20-23' } },
  ],
  naFields: ['Pt2Line11_InCareOfName[0]'],
  derived: [{ when: isK3, set: { 'Pt2Line51_Checkboxes[0]': 'Off', 'Pt2Line51_Checkboxes[1]': 'Off', 'Pt2Line51_Checkboxes[2]': 'Yes' } }],
  steps: [
    { id: 'aNumber', kind: 'text', key: 'ben.aNumber', label: 'A-Number', prompt: 'What is the A-Number (Alien Registration Number) of {beneficiary}? Only people who had a U.S. immigration case have one: A followed by 7 to 9 digits, for example A012345678. Type N/A if there is none.', validate: ['aNumber'], fields: text('Pt2Line2_AlienNumber[0]', 'aNumber') },
    { id: 'ssnHas', kind: 'yesno', key: 'ben.ssn.has', prompt: 'Does {beneficiary} have a U.S. Social Security Number?', next: [{ when: { key: 'ben.ssn.has', eq: 'No' }, goto: 'birthDate' }] },
    { id: 'ssn', kind: 'text', key: 'ben.ssn', label: 'U.S. Social Security Number', prompt: 'What is the U.S. Social Security Number of {beneficiary}? Type the 9 digits, for example 555-12-3456.', validate: ['ssn'], fields: text('Pt2Line3_SSN[0]', 'digits') },
    { id: 'birthDate', kind: 'date', key: 'ben.birthDate', label: 'Date of birth', prompt: 'What is the date of birth of {beneficiary} (MM/DD/YYYY, for example 03/21/1994)?', validate: ['notAfterToday'], fields: text('Pt2Line4_DateOfBirth[0]', 'date') },
    { id: 'gender', kind: 'options', key: 'ben.gender', label: 'Sex', prompt: 'What is the gender (sex) of {beneficiary} as on the passport: Male or Female?', options: ['Male', 'Female'], validate: ['gender'], fields: sex('Pt2Line5_Checkboxes[0]', 'Pt2Line5_Checkboxes[1]') },
    fromQuestionnaire({
      id: 'maritalStatusKnown',
      qKey: 'beneficiaryMaritalStatus',
      key: 'ben.maritalStatus',
      ask: 'maritalStatus',
      // Married only for K-3, never for K-1: otherwise the question is asked and explains why.
      when: { any: [{ all: [isK3, { key: 'q.beneficiaryMaritalStatus', eq: 'Married' }] }, { all: [{ not: isK3 }, { key: 'q.beneficiaryMaritalStatus', ne: 'Married' }] }] },
      prompt: 'In the questionnaire you gave the current marital status of {beneficiary}: {value:q.beneficiaryMaritalStatus}.',
    }),
    {
      id: 'maritalStatus',
      kind: 'options',
      key: 'ben.maritalStatus',
      label: 'Marital status',
      prompt: 'What is the current marital status of {beneficiary}?',
      options: ['Single', 'Married', 'Divorced', 'Widowed'],
      validate: [{ use: 'maritalStatusForClassification', args: { who: 'beneficiary' } }],
      fields: { type: 'choice', fields: { Widowed: 'Pt2Line6_Checkboxes[0]', Divorced: 'Pt2Line6_Checkboxes[1]', Single: 'Pt2Line6_Checkboxes[2]', Married: 'Pt2Line6_Checkboxes[3]' } },
    },
    { id: 'birthCity', kind: 'text', key: 'ben.birth.city', label: 'City/town/village of birth', prompt: 'In which city, town or village was {beneficiary} born, as on the passport or birth certificate? For example Porto.', validate: ['cityOfBirth'], fields: text('Pt2Line7_CityTownOfBirth[0]') },
    { id: 'birthCountry', kind: 'text', key: 'ben.birth.country', label: 'Country of birth', prompt: 'In which country was {beneficiary} born? For example Portugal.', validate: ['countryOfBirth'], fields: text('Pt2Line8_CountryOfBirth[0]') },
    { id: 'citizenship', kind: 'text', key: 'ben.citizenship', label: 'Country of citizenship', prompt: 'Of which country is {beneficiary} a citizen or national (the country of the passport)? For example Portugal.', validate: ['country'], fields: text('Pt2Line9_CountryofCitzOrNationality[0]') },
    { id: 'addressIntro', kind: 'message', prompt: "Let's record where {beneficiary} has lived during the last 5 years, starting with the current physical address." },
    ...addressSteps({
      id: '',
      key: 'ben.address.{i}',
      loop: 'address',
      streetPrompt:
        'What is the street number and name of the {nth} physical address of {beneficiary} (the first one is where {beneficiary} lives now), for example Rua Augusta 100? If a place had no street address (for example while travelling), type N/A and give its city and country.',
      // Not asked twice: whether the beneficiary lives in the U.S. follows from the current address; a U.S.
      // address after the questionnaire's 'not in the United States' is refused with both answers named.
      countryValidate: [{ use: 'beneficiaryInUSConsistent', args: { index: '{i}' } }],
      // Her current address typed in her alphabet goes to P2 50 (issue 24); the form's P2 12 gets the Latin version.
      native: { key: 'ben.native.address', when: firstEntry, set: { 'ben.native.has': 'Yes' } },
      targets: [
        { block: slots(standardBlock('Pt2Line12'), standardBlock('Pt2Line14')) },
        { block: slots(P2_11_BLOCK), when: { key: 'ben.mailing.same', eq: 'Yes' } },
      ],
    }),
    {
      id: 'from',
      loop: 'address',
      kind: 'date',
      key: 'ben.address.{i}.from',
      label: 'Date from',
      prompt: 'Since when has {beneficiary} lived at this address (MM/DD/YYYY, for example 05/01/2019)?',
      validate: ['notAfterToday'],
      fields: text(['Pt2Line13a_DateFrom[0]', 'Pt2Line15a_DateFrom[0]'], 'date'),
      effects: [{ when: firstEntry, set: { 'ben.address.{i}.to': 'PRESENT' } }],
      next: [{ when: firstEntry, goto: 'nativeHas' }, { goto: 'to' }],
    },
    {
      id: 'to',
      loop: 'address',
      kind: 'date',
      key: 'ben.address.{i}.to',
      label: 'Date to',
      prompt: 'Until when did {beneficiary} live there (MM/DD/YYYY, for example 12/31/2023)?',
      validate: [{ use: 'endDateNotBefore', args: { startKey: 'ben.address.{i}.from' } }],
      fields: text(['Pt2Line13b_ToFrom[0]', 'Pt2Line15b_ToFrom[0]'], 'date'),
      next: untilCovered,
    },
    { id: 'notCovered', kind: 'message', prompt: BENEFICIARY_ADDRESS_NOT_COVERED, next: 'street' },
    {
      id: 'nativeHas',
      kind: 'yesno',
      key: 'ben.native.has',
      prompt: "Is {beneficiary}'s native alphabet other than Roman letters (for example Cyrillic, Arabic or Chinese)?",
      next: [{ when: { key: 'ben.native.has', eq: 'No' }, goto: 'phone' }],
    },
    { id: 'nativeFamily', kind: 'text', key: 'ben.native.family', label: 'Family name (native alphabet)', prompt: 'Please type the family name of {beneficiary} in the native alphabet.', validate: ['nativeName'], fields: text('Pt2Line49a_FamilyName[0]') },
    { id: 'nativeGiven', kind: 'text', key: 'ben.native.given', label: 'Given name (native alphabet)', prompt: 'And the given name in the native alphabet?', validate: ['nativeName'], fields: text('Pt2Line49b_GivenName[0]') },
    { id: 'nativeMiddle', kind: 'text', key: 'ben.native.middle', label: 'Middle name (native alphabet)', prompt: 'And the middle name in the native alphabet? Type N/A if there is none.', validate: ['nativeName'], fields: text('Pt2Line49c_MiddleName[0]') },
    ...addressSteps({ id: 'native', key: 'ben.native.address', labelNote: 'native alphabet', targets: [{ block: P2_50 }], streetPrompt: 'Please type the street and number of the current address of {beneficiary} in the native alphabet.' }),
    {
      id: 'phone',
      kind: 'text',
      key: 'ben.phone',
      label: 'Daytime telephone number',
      when: livesAbroad,
      skipTo: 'phoneAbroad',
      prompt: 'What is the daytime phone number of {beneficiary} (Part 2, item 48)? Include the country code, for example +7 843 123 4567.',
      note: 'Foreign numbers with a country code are longer than the form allows; they are written in Part 8.',
      validate: ['phone'],
      // Two steps share the key (the prompt differs): each writes P2 48 only on its own branch, so it is written once.
      fields: { type: 'when', when: livesAbroad, then: text('Pt2Line48_DaytimeTelephoneNum[0]', 'digits') },
      next: untilCovered,
    },
    {
      id: 'phoneAbroad',
      kind: 'text',
      key: 'ben.phone',
      label: 'Daytime telephone number',
      prompt:
        'The form asks for a daytime phone number at the home of {beneficiary} abroad (Part 2, item 48), not the U.S. number. What is it? Include the country code, for example +7 843 123 4567.',
      note: 'Foreign numbers with a country code are longer than the form allows; they are written in Part 8.',
      validate: ['phone'],
      fields: { type: 'when', when: { not: livesAbroad }, then: text('Pt2Line48_DaytimeTelephoneNum[0]', 'digits') },
      next: untilCovered,
    },
    {
      id: 'abroadCurrent',
      kind: 'message',
      when: livesAbroad,
      skipTo: 'abroadPrevious',
      prompt: 'The current address of {beneficiary} is outside the United States, so it is also the physical address abroad the form asks for (Part 2, item 47).',
      effects: [{ copy: copyAddress('ben.address.1', 'ben.abroad') }],
      next: 'abroadStreet',
    },
    {
      id: 'abroadPrevious',
      kind: 'yesno',
      key: 'ben.abroad.samePrevious',
      when: previousAbroad,
      skipTo: 'abroadStreet',
      prompt:
        'The form also asks for the physical address of {beneficiary} outside the United States (Part 2, item 47: the home abroad). Is it the previous address you gave: {value:ben.address.2.street}, {value:ben.address.2.city}, {value:ben.address.2.country}?',
      effects: [{ when: { key: 'ben.abroad.samePrevious', eq: 'Yes' }, copy: copyAddress('ben.address.2', 'ben.abroad') }],
    },
    ...addressSteps({
      id: 'abroad',
      key: 'ben.abroad',
      kind: 'abroad',
      targets: [{ block: P2_47 }],
      streetPrompt:
        'The form asks for the physical address of {beneficiary} outside the United States (Part 2, item 47: the home abroad, for example where {beneficiary} lived before coming). What is its street number and name, for example Rua Augusta 100?',
    }),
    {
      id: 'mailSame',
      kind: 'yesno',
      key: 'ben.mailing.same',
      prompt: 'Is the mailing address of {beneficiary} the same as the current physical address?',
      effects: [{ when: { key: 'ben.mailing.same', eq: 'Yes' }, copy: copyAddress('ben.address.1', 'ben.mailing') }],
      next: [{ when: { key: 'ben.mailing.same', eq: 'Yes' }, goto: 'mailName' }, { goto: 'mailStreet' }],
    },
    ...addressSteps({ id: 'mail', key: 'ben.mailing', targets: [{ block: P2_11_BLOCK }], streetPrompt: 'What is the street number and name of the mailing address of {beneficiary}?' }),
    {
      id: 'mailName',
      kind: 'options',
      key: 'ben.mailing.name',
      prompt: 'Is mail at this address addressed to {beneficiary} personally (Own Name), or sent in care of someone else (c/o, for example a relative whose name is on the mailbox)?',
      options: ['Own Name', 'Someone Else'],
      next: [{ when: { key: 'ben.mailing.name', eq: 'Own Name' }, goto: 'livesWithPetitioner' }],
    },
    { id: 'inCareOf', kind: 'text', key: 'ben.mailing.inCareOf', label: 'In care of name', prompt: 'In whose care is the mail sent? Type that person\'s full name as on the mailbox, for example Anna Lee (no parentheses or dashes).', validate: ['name'], fields: text('Pt2Line11_InCareOfName[0]') },
    {
      id: 'livesWithPetitioner',
      kind: 'yesno',
      key: 'ben.livesWithPetitioner',
      // P2 45 is a U.S. address: a petitioner living abroad is asked for the U.S. address directly.
      when: { key: 'pet.address.1.country', eq: 'USA' },
      skipTo: 'usStreet',
      prompt: 'Will {beneficiary} live at your current address in the United States?',
      note: 'If yes, the current physical address you gave earlier is used as the U.S. address where the beneficiary intends to live.',
      next: [{ when: { key: 'ben.livesWithPetitioner', eq: 'Yes' }, goto: 'usPhone' }],
    },
    ...addressSteps({ id: 'us', key: 'ben.usAddress', kind: 'us', targets: [{ block: P2_45 }], streetPrompt: 'At which U.S. address will {beneficiary} live (arrival address)? Street number and name, please.' }),
    {
      id: 'usPhone',
      kind: 'text',
      key: 'ben.usPhone',
      label: 'Daytime telephone number (U.S. address)',
      prompt: 'What daytime phone number will reach {beneficiary} at that U.S. address?',
      validate: ['phone'],
      fields: text('Pt2Line46_DayTimeTelephoneNumber[0]', 'digits'),
    },
    ...employmentSteps({
      who: 'ben',
      id: 'emp',
      loop: 'employer',
      subject: '{beneficiary}',
      endValidator: 'endDateNotBefore',
      done: 'related',
      blocks: [
        { name: 'Pt2Line16_NameofEmployer[0]', address: 'Pt2Line17', occupation: 'Pt2Line18_Occupation[0]', start: 'Pt2Line19a_DateFrom[0]', end: 'Pt2Line19b_ToFrom[0]' },
        { name: 'Pt2Line20_NameofEmployer[0]', address: 'Pt2Line21', occupation: 'Pt2Line22_Occupation[0]', start: 'Pt2Line23a_DateFrom[0]', end: 'Pt2Line23b_ToFrom[0]' },
      ],
    }),
    {
      id: 'related',
      kind: 'yesno',
      key: 'ben.related',
      when: { not: isK3 },
      skipTo: '@complete',
      prompt: 'Are you and {beneficiary} related to each other (by blood or by marriage)?',
      fields: { type: 'choice', fields: { Yes: 'Pt2Line51_Checkboxes[0]', No: 'Pt2Line51_Checkboxes[1]' } },
      next: [{ when: { key: 'ben.related', eq: 'No' }, goto: '@complete' }],
    },
    { id: 'relationship', kind: 'text', key: 'ben.relationship', label: 'Nature and degree of relationship', prompt: 'What is the nature and degree of the relationship (for example, third cousin or maternal uncle)?', validate: ['freeText'], fields: text('Pt2Line52_Relationship[0]') },
  ],
};
