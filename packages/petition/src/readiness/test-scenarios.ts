import type { InterviewState } from '../engine/types.ts';
import type { ReadinessInput, UploadSummary } from './types.ts';
import { readyK1State, uploadsFor } from './test-state.ts';

/**
 * Petitions that between them make every readiness rule speak, in each of its wordings (tests check the texts of
 * every finding in every language with them). Each is the finished K-1 couple of test-state.ts with a few changes.
 */
const BASE = readyK1State();
const ALL_UPLOADED: UploadSummary[] = uploadsFor(BASE);

interface Change {
  answers?: Record<string, string | undefined>;
  questionnaire?: Record<string, string>;
  state?: Partial<InterviewState>;
  uploads?: UploadSummary[];
  filingDate?: string;
}

function input(c: Change): ReadinessInput {
  const answers = { ...BASE.answers };
  for (const [k, v] of Object.entries(c.answers ?? {})) {
    if (v === undefined) delete answers[k];
    else answers[k] = v;
  }
  const state: InterviewState = { ...BASE, ...c.state, answers, questionnaire: { ...BASE.questionnaire, ...c.questionnaire } };
  const filingDate = c.filingDate ?? '06/01/2025';
  return { state, uploads: c.uploads ?? uploadsFor(state, filingDate), filingDate };
}

/** An earlier fiancé(e) petition approved within the 2 years before filing on 06/01/2025; and a second one. */
const PRIOR = {
  'pet.priorPetition.has': 'Yes', 'pet.prior.1.aNumberKnown': 'No', 'pet.prior.1.family': 'Petrova', 'pet.prior.1.given': 'Anna', 'pet.prior.1.date': '01/10/2024',
  'pet.prior.1.result': 'Approved', 'pet.prior.1.approvedDate': '03/15/2024', 'pet.prior.1.more': 'No',
};
const SECOND_PRIOR = { 'pet.prior.1.more': 'Yes', 'pet.prior.2.family': 'Lee', 'pet.prior.2.given': 'Mi', 'pet.prior.2.date': '03/03/2016', 'pet.prior.2.result': 'Denied', 'pet.prior.2.more': 'No' };
const unnamed: Partial<InterviewState> = { names: { ...BASE.names, beneficiaryFirstName: '' } };
const noGivenName = { 'ben.name.given': undefined };
const sectionsWithout = (...ids: number[]) => Object.fromEntries(Object.entries(BASE.sections).filter(([id]) => !ids.includes(Number(id))));
const spouse = (who: 'pet' | 'ben', endDate: string | undefined) => ({
  [`${who}.previouslyMarried`]: 'Yes', [`${who}.maritalStatus`]: 'Divorced',
  [`${who}.prevSpouse.1.given`]: 'Maria', [`${who}.prevSpouse.1.family`]: 'Lopez', [`${who}.prevSpouse.1.endDate`]: endDate,
});

export const READINESS_SCENARIOS: Readonly<Record<string, ReadinessInput>> = {
  addressGaps: input({ answers: { 'pet.address.1.from': '08/01/2020', 'ben.address.1.from': '08/01/2021' } }),
  addressEnds: input({ answers: { 'pet.address.1.to': '01/01/2024', 'ben.address.1.to': '01/01/2024' } }),
  addressNoDates: input({ answers: { 'pet.address.1.from': undefined, 'ben.address.1.from': undefined, ...noGivenName }, state: unnamed }),
  addressOverlaps: input({ answers: { 'pet.address.2.from': '01/01/2019', 'pet.address.2.to': 'PRESENT', 'ben.address.2.from': '01/01/2019', 'ben.address.2.to': 'PRESENT' } }),
  employmentGaps: input({ answers: { 'pet.employer.1.start': '08/01/2020', 'ben.employer.1.start': '08/01/2021', 'pet.employer.2.start': '01/01/2019', 'pet.employer.2.end': '01/01/2020' } }),
  employmentOverlapsUnnamed: input({ answers: { 'ben.employer.2.start': '01/01/2019', 'ben.employer.2.end': 'PRESENT', 'pet.employer.2.start': '01/01/2019', 'pet.employer.2.end': '01/01/2024', ...noGivenName }, state: unnamed }),
  employmentNoDates: input({ answers: { 'pet.employer.1.start': undefined, 'ben.employer.1.start': undefined } }),
  meetingNoDate: input({ answers: { 'elig.meetingDescription': 'We met in Kazan.' } }),
  meetingTooOld: input({ answers: { 'elig.meetingDescription': 'We met on 01/01/2022.' } }),
  meetingInFuture: input({ answers: { 'elig.meetingDescription': 'We will meet on 07/01/2025.' } }),
  meetingCustoms: input({ answers: { 'elig.met': 'No', 'elig.culturalException': 'Yes' }, uploads: ALL_UPLOADED }),
  meetingHardship: input({ answers: { 'elig.met': 'No', 'elig.culturalException': 'No', 'elig.hardshipException': 'Yes' }, uploads: ALL_UPLOADED }),
  meetingMissing: input({ answers: { 'elig.met': 'No' } }),
  waiverGeneral: input({ answers: { ...PRIOR, 'pet.multipleFiler': 'Yes', 'pet.waiver.convicted': 'No', 'ben.imb.used': 'Yes', 'crime.violent': 'Yes' }, uploads: ALL_UPLOADED }),
  waiverMandatory: input({ answers: { ...PRIOR, ...SECOND_PRIOR, 'pet.multipleFiler': 'Yes', 'pet.waiver.convicted': 'Yes', 'pet.waiver.battered': 'Yes' }, uploads: ALL_UPLOADED }),
  waiverExtraordinary: input({ answers: { ...PRIOR, 'pet.multipleFiler': 'Yes', 'pet.waiver.convicted': 'Yes', 'pet.waiver.battered': 'No' }, uploads: ALL_UPLOADED }),
  protectionOrder: input({ questionnaire: { protectionOrder: 'Yes' }, uploads: ALL_UPLOADED }),
  marriagesEndMissing: input({ answers: { ...spouse('pet', undefined), ...spouse('ben', undefined) } }),
  marriagesNotEnded: input({ answers: { ...spouse('pet', '07/01/2025'), ...spouse('ben', '07/01/2025') } }),
  marriagesAfterMeeting: input({ answers: { ...spouse('pet', '06/01/2024'), ...spouse('ben', '06/01/2024') } }),
  marriagesUnnamed: input({ answers: { ...spouse('ben', undefined), ...noGivenName }, state: unnamed }),
  marriagesUnnamedNotEnded: input({ answers: { ...spouse('ben', '07/01/2025') }, state: unnamed }),
  childrenOne: input({ answers: { 'pet.children.has': 'Yes', 'pet.children.count': '2', 'pet.child.1.age': '5', 'ben.children.has': 'Yes', 'ben.children.count': '1' }, questionnaire: { beneficiaryChildCount: '0' } }),
  childrenMany: input({ answers: { 'pet.children.has': 'Yes', 'pet.children.count': '1', 'pet.child.1.age': '5', 'pet.child.2.age': '7', 'ben.children.has': 'Yes', 'ben.children.count': '3', 'ben.child.1.family': 'Ivanova' }, state: unnamed }),
  spousesMissing: input({ answers: { 'pet.maritalStatus': 'Divorced', 'pet.previouslyMarried': 'No', 'ben.maritalStatus': 'Widowed', 'ben.previouslyMarried': 'Yes' } }),
  spousesMissingYes: input({ answers: { 'pet.maritalStatus': 'Single', 'pet.previouslyMarried': 'Yes' } }),
  numbersBad: input({ answers: { 'pet.aNumber': 'abc', 'ben.aNumber': '000000000', 'pet.uscisAccount': '12345678901' } }),
  numbersShort: input({ answers: { 'ben.aNumber': '000123456', 'pet.aNumber': '234567890', 'pet.uscisAccount': '000234567890' } }),
  numbersOneDigit: input({ answers: { 'pet.uscisAccount': '1' } }),
  documents: input({
    uploads: [...ALL_UPLOADED.filter((u) => u.documentId !== 6 && u.documentId !== 29), { documentId: 11, isTranslated: false }],
    answers: { 'ben.document.expiry': '05/31/2025', 'ben.travelDoc.expiry': '11/30/2025' },
  }),
  priorMarriagesPartly: input({
    answers: { ...spouse('pet', '01/01/2015'), 'pet.prevSpouse.1.more': 'Yes', 'pet.prevSpouse.2.family': 'Lee', 'pet.prevSpouse.2.given': 'Mi', 'pet.prevSpouse.2.endDate': '01/01/2020' },
    uploads: [...ALL_UPLOADED, { documentId: 8, isTranslated: false }],
  }),
  petitionerPassportExpired: input({ answers: { 'pet.passport.has': 'Yes', 'pet.passport.expiry': '01/15/2025' }, uploads: ALL_UPLOADED }),
  documentsExpiring: input({ answers: { 'ben.document.expiry': '11/30/2025', 'ben.travelDoc.expiry': '05/31/2025' } }),
  oneSectionOpen: input({ state: { sections: { ...BASE.sections, '9': { ...BASE.sections['9']!, completed: false, stepId: 'city', loops: { address: 2 } } } } }),
  manySectionsOpen: input({ state: { sections: sectionsWithout(15, 16, 17, 18, 19, 20, 21) } }),
  redSection: input({ state: { sections: { ...BASE.sections, '2': { ...BASE.sections['2']!, outcome: 'red' as const } } } }),
};
