import { text, yesNo } from '../fields/bindings.ts';
import { K3 } from '../questionnaire/questions.ts';
import type { Condition, SectionDef } from '../engine/types.ts';

export const PRIOR_RESULTS = ['Pending', 'Approved', 'Denied', 'Revoked', "I don't know"] as const;
/** Results that mean the petition was approved (a revoked petition was approved first). */
const APPROVED = ['Approved', 'Revoked'] as const;

const multi: Condition = { key: 'pet.multipleFiler', eq: 'Yes' };
const notMulti: Condition = { any: [{ not: multi }, { key: 'q.classificationBeneficiary', eq: K3 }] };
const waiver = (a: string, b: string, c: string, d: string) => ({
  'Pt3Line5_Checkboxes[3]': a, // 5.a General waiver (on-value A)
  'Pt3Line5_Checkboxes[0]': b, // 5.b Extraordinary circumstances (B)
  'Pt3Line5_Checkboxes[1]': c, // 5.c Mandatory (C)
  'Pt3Line5_Checkboxes[2]': d, // 5.d Not applicable (D)
});
const isK1Multi: Condition = { all: [multi, { key: 'q.classificationBeneficiary', ne: K3 }] };

/**
 * Section 14: Prior Petitions (P1 43–47, P3 5). Skips the yes/no when the questionnaire already says the
 * petitioner filed before. Prior beneficiaries are a loop (one slot, the rest to Part 8 page 4, item 44-47).
 * A multiple filer answers the waiver questions; everybody else gets P3 5.d 'Not applicable' (guide §5.1).
 * The rule (INA 214(d)(2), 8 CFR 214.2(k)(2), I-129F instructions Part 3 item 5): a petitioner who filed
 * two or more K-1 petitions at any time before, or had one approved within the 2 years before filing this
 * one, must request a waiver. The approval date (not the filing date) decides, so it is asked for an
 * approved or revoked petition; 'within 2 years' counts from today (`asOf`, the day the petition is
 * prepared) and includes the day exactly 2 years ago (predicate `withinYears`: approval ≥ today − 2 years).
 */
export const priorPetitions: SectionDef = {
  id: 14,
  title: "Petitioner's Previous I-129F Petitions",
  loops: [{ id: 'prior', label: 'Prior petition', firstStep: 'aKnown', slots: 1, max: 10, overflow: { page: 4, part: 1, item: '44-47' } }],
  derived: [
    { when: { key: 'pet.prior.1.result', eq: "I don't know" }, set: { 'Pt1Line47_Result[0]': 'Unknown' } },
    { when: notMulti, set: waiver('Off', 'Off', 'Off', 'Yes') },
    { when: { all: [isK1Multi, { key: 'pet.waiver.convicted', eq: 'No' }] }, set: waiver('Yes', 'Off', 'Off', 'Off') },
    { when: { all: [isK1Multi, { key: 'pet.waiver.convicted', eq: 'Yes' }, { key: 'pet.waiver.battered', eq: 'No' }] }, set: waiver('Off', 'Yes', 'Off', 'Off') },
    { when: { all: [isK1Multi, { key: 'pet.waiver.convicted', eq: 'Yes' }, { key: 'pet.waiver.battered', eq: 'Yes' }] }, set: waiver('Off', 'Off', 'Yes', 'Off') },
  ],
  steps: [
    {
      id: 'fromQuestionnaire',
      kind: 'message',
      when: { key: 'q.filedI129F', in: ['Yes', 'Denied', 'Revoked'] },
      skipTo: 'notFiledKnown',
      prompt: 'You told us that you have filed Form I-129F for another beneficiary before. Let us record that petition.',
      effects: [{ set: { 'pet.priorPetition.has': 'Yes' } }],
      next: 'aKnown',
    },
    {
      id: 'notFiledKnown',
      kind: 'message',
      when: { key: 'q.filedI129F', eq: 'No' },
      skipTo: 'filed',
      prompt: 'In the questionnaire you answered that you have never filed Form I-129F for another beneficiary. (To change it, edit the questionnaire.)',
      effects: [{ set: { 'pet.priorPetition.has': 'No' } }],
      next: 'filed',
    },
    {
      id: 'filed',
      kind: 'yesno',
      key: 'pet.priorPetition.has',
      prompt: 'Have you ever filed Form I-129F for any other beneficiary?',
      fields: yesNo('Pt1Line43_Checkboxes[0]', 'Pt1Line43_Checkboxes[1]'),
      effects: [{ when: { key: 'pet.priorPetition.has', eq: 'No' }, set: { 'pet.multipleFiler': 'No' } }],
      next: [{ when: { key: 'pet.priorPetition.has', eq: 'No' }, goto: '@complete' }],
    },
    {
      id: 'aKnown',
      loop: 'prior',
      kind: 'yesno',
      key: 'pet.prior.{i}.aNumberKnown',
      prompt: 'Do you know the A-Number (Alien Registration Number) of the {nth} person you filed Form I-129F for? It is on the USCIS notices about that petition, for example A012345678.',
      next: [{ when: { key: 'pet.prior.{i}.aNumberKnown', eq: 'No' }, goto: 'family' }],
    },
    { id: 'aNumber', loop: 'prior', kind: 'text', key: 'pet.prior.{i}.aNumber', label: 'A-Number', prompt: 'Please type that A-Number: A followed by 7 to 9 digits, for example A012345678.', validate: ['uscisNumber'], fields: text(['Pt1Line44_AlienNumber[0]'], 'aNumber') },
    { id: 'family', loop: 'prior', kind: 'text', key: 'pet.prior.{i}.family', label: 'Family name', prompt: 'What is the family name (last name) of the {nth} person you filed for, as on the petition? For example Petrova.', validate: ['nameFormat'], fields: text(['Pt1Line45a_FamilyName[0]']) },
    { id: 'given', loop: 'prior', kind: 'text', key: 'pet.prior.{i}.given', label: 'Given name', prompt: 'And the given name (first name)? For example Anna.', validate: ['nameFormat'], fields: text(['Pt1Line45b_GivenName[0]']) },
    { id: 'middle', loop: 'prior', kind: 'text', key: 'pet.prior.{i}.middle', label: 'Middle name', prompt: 'And the middle name? Type N/A if there is none.', validate: ['nameFormat'], fields: text(['Pt1Line45c_MiddleName[0]']) },
    { id: 'date', loop: 'prior', kind: 'date', key: 'pet.prior.{i}.date', label: 'Date of filing', prompt: "On what date did you file that petition? It is the 'Received Date' on the USCIS receipt notice (MM/DD/YYYY, for example 05/05/2015).", validate: ['notAfterToday'], fields: text(['Pt1Line46_DateOfFiling[0]'], 'date') },
    {
      id: 'result',
      loop: 'prior',
      kind: 'options',
      key: 'pet.prior.{i}.result',
      label: 'Result',
      prompt: 'What was the result of that petition?',
      options: PRIOR_RESULTS,
      // "I don't know" is written as 'Unknown' (derived below); the other results as chosen.
      fields: { type: 'when', when: { key: 'pet.prior.{i}.result', ne: "I don't know" }, then: text(['Pt1Line47_Result[0]']) },
      next: [{ when: { key: 'pet.prior.{i}.result', in: APPROVED }, goto: 'approvedDate' }, { goto: 'more' }],
    },
    {
      // No field on the form: the multiple-filer rule counts 2 years from the approval, not the filing.
      id: 'approvedDate',
      loop: 'prior',
      kind: 'date',
      key: 'pet.prior.{i}.approvedDate',
      label: 'Date of approval',
      prompt: "On what date was that petition approved? It is the 'Notice Date' on the USCIS approval notice (Form I-797, MM/DD/YYYY, for example 03/15/2024).",
      note: 'A petitioner who had a fiancé(e) petition approved within the 2 years before filing a new one must ask for a waiver (Part 3, item 5).',
      validate: ['notAfterToday', { use: 'notBeforeDate', args: { startKey: 'pet.prior.{i}.date' } }],
    },
    {
      id: 'more',
      loop: 'prior',
      kind: 'yesno',
      key: 'pet.prior.{i}.more',
      prompt: 'Have you filed Form I-129F for anyone else as well?',
      next: [
        { when: { key: 'pet.prior.{i}.more', eq: 'Yes' }, repeat: 'prior' },
        { when: { any: [{ pred: 'loopReached', args: { loop: 'prior', count: 2 } }, { all: [{ key: 'pet.prior.1.result', in: APPROVED }, { pred: 'withinYears', args: { key: 'pet.prior.1.approvedDate', years: 2 } }] }] }, goto: 'multipleFiler' },
        { goto: 'singleFiler' },
      ],
    },
    { id: 'singleFiler', kind: 'message', prompt: 'Thank you.', effects: [{ set: { 'pet.multipleFiler': 'No' } }], next: '@complete' },
    {
      id: 'multipleFiler',
      kind: 'message',
      prompt: 'Because you have filed two or more fiancé(e) petitions before, or had one approved within the last 2 years, the law asks you to request a waiver (Part 3, item 5). A few questions about it follow.',
      effects: [{ set: { 'pet.multipleFiler': 'Yes' } }],
      next: [{ when: { key: 'q.classificationBeneficiary', eq: K3 }, goto: '@complete' }, { goto: 'convicted' }],
    },
    {
      id: 'convicted',
      kind: 'yesno',
      key: 'pet.waiver.convicted',
      prompt: 'Have you ever been convicted of a violent crime or a crime listed in Part 3 (for example domestic violence), or been subject to a permanent restraining order?',
      next: [{ when: { key: 'pet.waiver.convicted', eq: 'No' }, goto: '@complete' }],
    },
    {
      id: 'battered',
      kind: 'yesno',
      key: 'pet.waiver.battered',
      prompt: 'Did those convictions or orders result from your having been battered or subjected to extreme cruelty (domestic violence)?',
    },
  ],
};
