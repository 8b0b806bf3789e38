import { K3 } from '../questionnaire/questions.ts';
import { text } from '../fields/bindings.ts';
import type { SectionDef } from '../engine/types.ts';
import { fromQuestionnaire } from './from-questionnaire.ts';

const isK3 = { key: 'q.classificationBeneficiary', eq: K3 } as const;

/** Spec §4 / §8 endings of section 2. */
export const ELIGIBILITY_MESSAGES = {
  notCitizen: 'You must be a citizen of the United States to file a fiance(e) visa petition',
  marriedK1:
    'Since you are currently married, a different petition form is needed: if you are married to {beneficiary}, choose Spouse (K-3 visa) in the questionnaire or file Form I-130. Please contact our team.',
  notFree: 'It seems that you are not legally free to marry. Please contact our team before you continue.',
  k3NotMarried:
    'A K-3 visa is for the spouse of a U.S. citizen, so you must already be married to {beneficiary}. If you are engaged, choose Fiancé(e) (K-1 visa) in the questionnaire. Please contact our team if you are unsure.',
  k3OtherSpouse:
    'A K-3 petition is only for your spouse. Since you are married to someone other than {beneficiary}, you cannot file it for {beneficiary}, and you are not free to marry {beneficiary} on a K-1 either until that marriage has ended. Please contact our team.',
  notIntending: 'A fiancé(e) visa requires that you marry within 90 days of arrival. Please contact our team to discuss your options.',
  noMeeting:
    'You must have met in person within the 2 years before filing, unless an exception applies. Consider meeting in person before filing, or contact our team about alternatives.',
} as const;

/**
 * Section 2: Eligibility Check. Red endings complete the section. A married petitioner filing K-3 for
 * their spouse goes on (deviation: the spec ended this path). The meeting narrative (P2 54) is an
 * added question.
 */
export const eligibility: SectionDef = {
  id: 2,
  title: 'Eligibility Check',
  steps: [
    { id: 'citizen', kind: 'yesno', key: 'elig.citizen', prompt: 'Are you a citizen of the United States?', next: [{ when: { key: 'elig.citizen', eq: 'No' }, goto: 'notCitizen' }] },
    {
      // Nothing asked twice (issue 9): 'currently married?' follows from the questionnaire's marital status.
      id: 'marriedKnown',
      kind: 'message',
      when: { key: 'q.petitionerMaritalStatus', known: true },
      skipTo: 'married',
      prompt: 'In the questionnaire you gave your current marital status: {value:q.petitionerMaritalStatus}. (To change it, edit the questionnaire.)',
      effects: [
        { when: { key: 'q.petitionerMaritalStatus', eq: 'Married' }, set: { 'elig.married': 'Yes' } },
        { when: { key: 'q.petitionerMaritalStatus', ne: 'Married' }, set: { 'elig.married': 'No' } },
      ],
      next: 'married',
    },
    {
      id: 'married',
      kind: 'yesno',
      key: 'elig.married',
      prompt: 'Are you currently married?',
      next: [
        { when: { all: [{ key: 'elig.married', eq: 'Yes' }, isK3] }, goto: 'marriedToBeneficiary' },
        { when: { key: 'elig.married', eq: 'Yes' }, goto: 'marriedK1' },
        // K-3 is for spouses: an unmarried petitioner cannot finish it (the fiancé(e) questions do not apply).
        { when: isK3, goto: 'k3NotMarried' },
        { goto: 'freeToMarry' },
      ],
    },
    {
      id: 'marriedToBeneficiary',
      kind: 'yesno',
      key: 'elig.marriedToBeneficiary',
      prompt: 'Are you married to {beneficiary}?',
      next: [{ when: { key: 'elig.marriedToBeneficiary', eq: 'Yes' }, goto: '@complete' }, { goto: 'k3OtherSpouse' }],
    },
    { id: 'freeToMarry', kind: 'yesno', key: 'elig.freeToMarry', prompt: 'Are you and {beneficiary} both legally free to marry?', next: [{ when: { key: 'elig.freeToMarry', eq: 'No' }, goto: 'notFree' }] },
    {
      id: 'intent',
      kind: 'yesno',
      key: 'elig.intent',
      prompt: 'Do you and {beneficiary} intend to marry within 90 days of {beneficiary} arriving in the United States?',
      next: [{ when: { key: 'elig.intent', eq: 'Yes' }, goto: 'metKnown' }],
    },
    {
      id: 'sure',
      kind: 'yesno',
      key: 'elig.intentSure',
      prompt: 'Are you sure?',
      note: 'Answer Yes if you really do not intend to marry within 90 days of arrival; answer No to go back to planning the marriage within 90 days.',
      next: [{ when: { key: 'elig.intentSure', eq: 'Yes' }, goto: 'notIntending' }, { goto: 'metKnown' }],
    },
    fromQuestionnaire({ id: 'metKnown', qKey: 'metInPerson', key: 'elig.met', ask: 'met', prompt: 'In the questionnaire you answered whether you and {beneficiary} have met in person within the last 2 years: {value:q.metInPerson}.' }),
    {
      id: 'met',
      kind: 'yesno',
      key: 'elig.met',
      prompt: 'Have you and {beneficiary} met in person at least once within the last 2 years?',
      fields: { type: 'choice', fields: { Yes: 'Pt2Line53_Checkboxes[2]', No: 'Pt2Line53_Checkboxes[1]' } },
      next: [{ when: { key: 'elig.met', eq: 'Yes' }, goto: 'describe' }],
    },
    {
      id: 'cultural',
      kind: 'yesno',
      key: 'elig.culturalException',
      prompt: "Would meeting in person before the marriage violate strict and long-established customs of {beneficiary}'s culture or social practice?",
      next: [{ when: { key: 'elig.culturalException', eq: 'Yes' }, goto: 'describe' }],
    },
    {
      id: 'hardship',
      kind: 'yesno',
      key: 'elig.hardshipException',
      prompt: 'Would the requirement to meet {beneficiary} in person result in extreme hardship to you?',
      next: [{ when: { key: 'elig.hardshipException', eq: 'Yes' }, goto: 'describe' }, { goto: 'noMeeting' }],
    },
    {
      id: 'describe',
      kind: 'text',
      key: 'elig.meetingDescription',
      label: 'In-person meeting / exemption',
      prompt: 'Please describe the circumstances of your in-person meeting (when and where), or why an exemption applies.',
      validate: ['freeText'],
      fields: text('Pt2Line54_Describe[0]'),
      next: '@complete',
    },
    { id: 'notCitizen', kind: 'end', tone: 'red', prompt: ELIGIBILITY_MESSAGES.notCitizen },
    { id: 'marriedK1', kind: 'end', tone: 'red', prompt: ELIGIBILITY_MESSAGES.marriedK1 },
    { id: 'k3NotMarried', kind: 'end', tone: 'red', prompt: ELIGIBILITY_MESSAGES.k3NotMarried },
    { id: 'notFree', kind: 'end', tone: 'red', prompt: ELIGIBILITY_MESSAGES.notFree },
    { id: 'k3OtherSpouse', kind: 'end', tone: 'red', prompt: ELIGIBILITY_MESSAGES.k3OtherSpouse },
    { id: 'notIntending', kind: 'end', tone: 'red', prompt: ELIGIBILITY_MESSAGES.notIntending },
    { id: 'noMeeting', kind: 'end', tone: 'red', prompt: ELIGIBILITY_MESSAGES.noMeeting },
  ],
};

