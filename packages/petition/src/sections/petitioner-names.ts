import { sex, text } from '../fields/bindings.ts';
import type { SectionDef, Step } from '../engine/types.ts';
import type { FieldId } from '../fields/form-fields.ts';
import { fromQuestionnaire } from './from-questionnaire.ts';
import { nameChangeStep } from './name-change-step.ts';

const US_STATE = 'U.S. state';
const FOREIGN_COUNTRY = 'Foreign country';

/** P4 2 races: step id, answer key, printed label, the box printed next to it (guide §3: every on-value is Y). */
const RACES: readonly (readonly [string, string, string, FieldId])[] = [
  ['raceWhite', 'pet.race.white', 'White', 'Pt4Line2_Checkbox[2]'],
  ['raceAsian', 'pet.race.asian', 'Asian', 'Pt4Line2_Checkbox[3]'],
  ['raceBlack', 'pet.race.black', 'Black or African American', 'Pt4Line2_Checkbox[4]'],
  ['raceAmericanIndian', 'pet.race.americanIndian', 'American Indian or Alaska Native', 'Pt4Line2_Checkbox[1]'],
  ['racePacific', 'pet.race.pacificIslander', 'Native Hawaiian or Other Pacific Islander', 'Pt4Line2_Checkbox[0]'],
];

/**
 * Section 6: Petitioner's Names and biographic information (P1 7, 21, 22, 50–51; Part 4). Other names
 * and the states/countries lived in since age 18 are loops (1 and 2 slots; the rest go to Part 8).
 * The states/countries question is added (guide §5.1).
 */
export const petitionerNames: SectionDef = {
  id: 6,
  title: "Petitioner's Names",
  loops: [
    { id: 'otherName', label: 'Other name', firstStep: 'otherFamily', slots: 1, max: 10, overflow: { page: 1, part: 1, item: '7' } },
    { id: 'residence', label: 'State or country of residence since 18', firstStep: 'residenceKind', slots: 2, max: 20, overflow: { page: 4, part: 1, item: '51' } },
  ],
  naFields: ['Pt1Line7a_FamilyName[0]'],
  steps: [
    fromQuestionnaire({ id: 'otherNamesKnown', qKey: 'petitionerOtherNames', key: 'pet.otherNames.has', ask: 'otherNames', prompt: 'In the questionnaire you answered whether you have ever used other names: {value:q.petitionerOtherNames}.' }),
    { id: 'otherNames', kind: 'yesno', key: 'pet.otherNames.has', prompt: 'Have you ever used any other names (maiden name, aliases, nicknames)?', next: [{ when: { key: 'pet.otherNames.has', eq: 'No' }, goto: 'gender' }] },
    { id: 'otherFamily', loop: 'otherName', kind: 'text', key: 'pet.otherName.{i}.family', label: 'Family name', prompt: 'What is the family name of the {nth} other name you used?', validate: ['nameFormat'], fields: text(['Pt1Line7a_FamilyName[0]']) },
    { id: 'otherGiven', loop: 'otherName', kind: 'text', key: 'pet.otherName.{i}.given', label: 'Given name', prompt: 'And the given name?', validate: ['nameFormat'], fields: text(['Pt1Line7b_GivenName[0]']) },
    { id: 'otherMiddle', loop: 'otherName', kind: 'text', key: 'pet.otherName.{i}.middle', label: 'Middle name', prompt: 'And the middle name? Type N/A if there is none.', validate: ['nameFormat'], fields: text(['Pt1Line7c_MiddleName[0]']) },
    { id: 'otherMore', loop: 'otherName', kind: 'yesno', key: 'pet.otherName.{i}.more', prompt: 'Have you used any other name?', next: [{ when: { key: 'pet.otherName.{i}.more', eq: 'Yes' }, repeat: 'otherName' }, { goto: 'nameChange' }] },
    { ...nameChangeStep('nameChange', 'pet.nameChange.reason', 'Did your name change by law, so that a document you send may show another name? If so, how?'), next: 'gender' },
    { id: 'gender', kind: 'options', key: 'pet.gender', label: 'Sex', prompt: 'What is your gender?', options: ['Male', 'Female'], validate: ['gender'], fields: sex('Pt1Line21_Checkbox[0]', 'Pt1Line21_Checkbox[1]') },
    { id: 'birthDate', kind: 'date', key: 'pet.birthDate', label: 'Date of birth', prompt: 'What is your date of birth (MM/DD/YYYY, for example 07/04/1985)?', validate: ['notAfterToday'], fields: text('Pt1Line22_DateofBirth[0]', 'date') },
    {
      // The state first for a U.S. state (issue 9: the country used to be asked before the state).
      id: 'residenceKind',
      loop: 'residence',
      kind: 'options',
      key: 'pet.residence.{i}.kind',
      prompt:
        'The form lists every U.S. state and foreign country you have lived in since your 18th birthday, including where you live now (each U.S. state separately). Was the {nth} place a U.S. state or a foreign country?',
      note: 'Items 50–51 of the form: for example Texas, then Ohio, then Canada.',
      options: [US_STATE, FOREIGN_COUNTRY],
      effects: [{ when: { key: 'pet.residence.{i}.kind', eq: US_STATE }, set: { 'pet.residence.{i}.country': 'USA' } }],
    },
    {
      id: 'residenceState',
      loop: 'residence',
      kind: 'text',
      key: 'pet.residence.{i}.state',
      label: 'State',
      when: { key: 'pet.residence.{i}.kind', eq: US_STATE },
      prompt: 'Which U.S. state? For example Texas or TX.',
      validate: ['usState'],
      fields: text(['Pt1Line50a_State[0]', 'Pt1Line51a_State[0]'], 'state'),
    },
    {
      id: 'residenceCountry',
      loop: 'residence',
      kind: 'text',
      key: 'pet.residence.{i}.country',
      label: 'Country',
      prompt: 'Which country? For example Canada.',
      validate: ['countryAbroad'],
      fields: text(['Pt1Line50b_CountryOfCitzOrNationality[0]', 'Pt1Line51b_CountryOfCitzOrNationality[0]']),
    },
    { id: 'residenceMore', loop: 'residence', kind: 'yesno', key: 'pet.residence.{i}.more', prompt: 'Have you lived in any other U.S. state or foreign country since your 18th birthday?', next: [{ when: { key: 'pet.residence.{i}.more', eq: 'Yes' }, repeat: 'residence' }, { goto: 'ethnicity' }] },
    {
      id: 'ethnicity',
      kind: 'options',
      key: 'pet.ethnicity',
      label: 'Ethnicity',
      prompt: 'What is your ethnicity?',
      options: ['Hispanic/Latino', 'NOT Hispanic/Latino'],
      fields: { type: 'choice', fields: { 'Hispanic/Latino': 'Pt4Line1_Checkbox[1]', 'NOT Hispanic/Latino': 'Pt4Line1_Checkbox[0]' } },
    },
    // P4 2 'Race (select all that apply)': one yes/no question per race (no multi-select input needed), then,
    // only when every answer was No, the old single choice (the form asks for at least one race).
    { id: 'raceIntro', kind: 'message', prompt: 'Next, your race. The form lets you select all that apply: answer Yes or No for each.' },
    ...RACES.map(([id, key, label, box]): Step => ({
      id, kind: 'yesno', key, label: `Race: ${label}`, prompt: `Are you ${label}?`, fields: { type: 'choice', fields: { Yes: box } },
    })),
    {
      id: 'race',
      kind: 'options',
      key: 'pet.race',
      label: 'Race',
      when: { all: RACES.map(([, key]) => ({ key, eq: 'No' })) },
      prompt: 'The form asks for at least one race. Which one describes you best?',
      options: RACES.map(([, , label]) => label),
      fields: { type: 'choice', fields: Object.fromEntries(RACES.map(([, , label, box]) => [label, box])) },
    },
    { id: 'height', kind: 'text', key: 'pet.height', label: 'Height', prompt: "What is your height in feet and inches (for example '5 10' or 5'10)?", validate: ['height'], fields: { type: 'height', feet: 'Pt4Line3_HeightFeet[0]', inches: 'Pt4Line3_HeightInches[0]' } },
    { id: 'weight', kind: 'number', key: 'pet.weight', label: 'Weight (pounds)', prompt: 'What is your weight in pounds, for example 165?', validate: ['weight'], fields: { type: 'digits', fields: ['Pt4Line4_HeightInches1[0]', 'Pt4Line4_HeightInches2[0]', 'Pt4Line4_HeightInches3[0]'] } },
    {
      id: 'eyes',
      kind: 'options',
      key: 'pet.eyeColor',
      label: 'Eye color',
      prompt: 'What is your eye color?',
      // 'Pink' added: the form has it. Boxes by printed label: [1] (GRN) prints Gray, [5] (GRY) prints Green.
      options: ['Brown', 'Blue', 'Black', 'Gray', 'Green', 'Hazel', 'Maroon', 'Pink', 'Unknown/Other'],
      fields: {
        type: 'choice',
        fields: {
          Blue: 'Pt4Line5_Checkbox[0]', Gray: 'Pt4Line5_Checkbox[1]', Hazel: 'Pt4Line5_Checkbox[2]', Pink: 'Pt4Line5_Checkbox[3]', Maroon: 'Pt4Line5_Checkbox[4]',
          Green: 'Pt4Line5_Checkbox[5]', Brown: 'Pt4Line5_Checkbox[6]', Black: 'Pt4Line5_Checkbox[7]', 'Unknown/Other': 'Pt4Line5_Checkbox[8]',
        },
      },
    },
    {
      id: 'hair',
      kind: 'options',
      key: 'pet.hairColor',
      label: 'Hair color',
      prompt: 'What is your hair color?',
      options: ['Brown', 'Bald', 'Black', 'Sandy', 'Gray', 'White', 'Blond', 'Red', 'Unknown/Other'],
      fields: {
        type: 'choice',
        fields: {
          Bald: 'Pt4Line6_HairColor[0]', Blond: 'Pt4Line6_HairColor[1]', Gray: 'Pt4Line6_HairColor[2]', Sandy: 'Pt4Line6_HairColor[3]', 'Unknown/Other': 'Pt4Line6_HairColor[4]',
          White: 'Pt4Line6_HairColor[5]', Red: 'Pt4Line6_HairColor[6]', Brown: 'Pt4Line6_HairColor[7]', Black: 'Pt4Line6_HairColor[8]',
        },
      },
    },
  ],
};
