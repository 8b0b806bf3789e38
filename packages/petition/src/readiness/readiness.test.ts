import { describe, expect, it } from 'vitest';
import { K3 } from '../questionnaire/questions.ts';
import type { InterviewState } from '../engine/types.ts';
import { computeReadiness, type Finding, type UploadSummary } from './index.ts';
import { questionOf } from './locate.ts';
import { datesInText } from './dates.ts';
import { readyK1State } from './test-state.ts';

const BASE = readyK1State();
const ALL_UPLOADED: UploadSummary[] = BASE.requiredDocuments.map((documentId) => ({ documentId, isTranslated: false }));

function report(o: { answers?: Record<string, string | undefined>; questionnaire?: Record<string, string>; uploads?: UploadSummary[]; filingDate?: string; state?: Partial<InterviewState> } = {}) {
  const answers = { ...BASE.answers };
  for (const [k, v] of Object.entries(o.answers ?? {})) {
    if (v === undefined) delete answers[k];
    else answers[k] = v;
  }
  const state: InterviewState = { ...BASE, ...o.state, answers, questionnaire: { ...BASE.questionnaire, ...o.questionnaire } };
  return computeReadiness({ state, uploads: o.uploads ?? ALL_UPLOADED, filingDate: o.filingDate ?? '06/01/2025' });
}
const rules = (findings: readonly Finding[]) => findings.map((f) => f.rule);
const only = (findings: readonly Finding[], rule: string) => findings.filter((f) => f.rule === rule);

describe('readiness report', () => {
  it('a complete K-1 couple with every document uploaded has no findings', () => {
    const r = report();
    expect(r.findings).toEqual([]);
    expect(r.errors).toBe(0);
  });

  it('points each finding at the question that stores the answer', () => {
    expect(questionOf('pet.address.2.from')).toEqual({ kind: 'question', sectionId: 9, stepId: 'from', key: 'pet.address.2.from' });
    expect(questionOf('ben.employer.1.start')).toEqual({ kind: 'question', sectionId: 16, stepId: 'empStart', key: 'ben.employer.1.start' });
    expect(questionOf('no.such.key')).toBeUndefined();
  });

  describe('5-year address history', () => {
    it('an address from exactly 5 years before filing covers the window; one from 2 months later leaves a gap', () => {
      expect(rules(report({ answers: { 'pet.address.1.from': '06/01/2020' } }).findings)).not.toContain('pet-address-gap');
      const gap = only(report({ answers: { 'pet.address.1.from': '08/01/2020' } }).findings, 'pet-address-gap');
      expect(gap).toHaveLength(1);
      expect(gap[0]!.message).toContain('06/01/2020 to 07/31/2020');
      expect(gap[0]!.severity).toBe('error');
      expect(gap[0]!.fix).toMatchObject({ sectionId: 9, stepId: 'from', key: 'pet.address.1.from' });
    });

    it('a month between two addresses is tolerated; three months is a gap', () => {
      const two = (secondTo: string) => report({ answers: { 'pet.address.1.from': '03/01/2023', 'pet.address.2.street': '1 Elm', 'pet.address.2.from': '01/01/2019', 'pet.address.2.to': secondTo } });
      expect(rules(two('02/01/2023').findings)).not.toContain('pet-address-gap');
      const gap = only(two('11/30/2022').findings, 'pet-address-gap');
      expect(gap).toHaveLength(1);
      expect(gap[0]!.message).toContain('12/01/2022 to 02/28/2023');
      expect(gap[0]!.fix).toMatchObject({ key: 'pet.address.1.from' });
    });

    it('a last address ending before the filing date leaves a gap at the end', () => {
      const f = only(report({ answers: { 'ben.address.1.to': '01/01/2025' } }).findings, 'ben-address-gap');
      expect(f).toHaveLength(1);
      expect(f[0]!.fix).toMatchObject({ sectionId: 16, key: 'ben.address.1.to' });
      expect(rules(report({ answers: { 'ben.address.1.to': '05/15/2025' } }).findings)).not.toContain('ben-address-gap');
    });

    it('overlapping addresses are reported beyond a month of overlap', () => {
      const two = (secondTo: string) => report({ answers: { 'pet.address.1.from': '03/01/2023', 'pet.address.2.street': '1 Elm', 'pet.address.2.from': '01/01/2019', 'pet.address.2.to': secondTo } });
      expect(rules(two('03/20/2023').findings)).not.toContain('pet-address-overlap');
      const f = only(two('06/30/2023').findings, 'pet-address-overlap');
      expect(f).toHaveLength(1);
      expect(f[0]!.severity).toBe('warning');
    });
  });

  describe('5-year employment history', () => {
    it('a gap between employers is reported; none when the petitioner was not employed', () => {
      const answers = { 'pet.employer.1.start': '01/01/2023', 'pet.employer.2.name': 'Old Co', 'pet.employer.2.start': '01/01/2019', 'pet.employer.2.end': '06/30/2022' };
      const f = only(report({ answers }).findings, 'pet-employment-gap');
      expect(f).toHaveLength(1);
      expect(f[0]!.message).toContain('07/01/2022 to 12/31/2022');
      expect(f[0]!.fix).toMatchObject({ sectionId: 13, stepId: 'start', key: 'pet.employer.1.start' });
      expect(rules(report({ answers: { ...answers, 'pet.employment.has': 'No' } }).findings)).not.toContain('pet-employment-gap');
    });

    it('two overlapping jobs are a warning', () => {
      const answers = { 'ben.employer.2.name': 'Side job', 'ben.employer.2.start': '01/01/2020', 'ben.employer.2.end': '12/31/2021' };
      expect(only(report({ answers }).findings, 'ben-employment-overlap')).toHaveLength(1);
      expect(only(report({ answers: { ...answers, 'ben.employer.2.start': '06/01/2017', 'ben.employer.2.end': '09/15/2017' } }).findings, 'ben-employment-overlap')).toHaveLength(0);
    });
  });

  describe('2-year meeting rule against the filing date', () => {
    it('a meeting on the first day of the window passes; the day before fails', () => {
      expect(rules(report({ filingDate: '05/10/2026' }).findings)).not.toContain('meeting-too-old');
      const f = only(report({ filingDate: '05/11/2026' }).findings, 'meeting-too-old');
      expect(f).toHaveLength(1);
      expect(f[0]!.message).toContain('05/10/2024');
      expect(f[0]!.fix).toMatchObject({ sectionId: 2, stepId: 'met' });
    });

    it('reads written dates and warns when the description has none', () => {
      expect(datesInText('We met on March 3, 2024 and again on 14 July 2024.').map((d) => `${d.m}/${d.d}/${d.y}`)).toEqual(['3/3/2024', '7/14/2024']);
      expect(datesInText('in August 2024').map((d) => `${d.m}/${d.d}/${d.y}`)).toEqual(['8/31/2024']);
      expect(rules(report({ answers: { 'elig.meetingDescription': 'We met in Kazan in August 2024.' } }).findings)).toEqual([]);
      expect(rules(report({ answers: { 'elig.meetingDescription': 'We met in Kazan last summer.' } }).findings)).toEqual(['meeting-date-missing']);
    });

    it('an exemption asks for evidence; no meeting and no exemption is an error; K-3 has no meeting rule', () => {
      const noMeeting = { 'elig.met': 'No', 'elig.culturalException': 'No', 'elig.hardshipException': 'Yes' };
      expect(rules(report({ answers: noMeeting }).findings)).toEqual(['meeting-exemption']);
      expect(rules(report({ answers: { ...noMeeting, 'elig.hardshipException': 'No' } }).findings)).toEqual(['meeting-missing']);
      expect(rules(report({ answers: { ...noMeeting, 'elig.hardshipException': 'No' }, questionnaire: { classificationBeneficiary: K3 } }).findings)).toEqual([]);
    });
  });

  describe('IMB and multiple-filer waivers', () => {
    it('a K-1 multiple filer needs the waiver named by the answers; a single filer does not', () => {
      expect(rules(report({ answers: { 'pet.multipleFiler': 'No' } }).findings)).toEqual([]);
      const f = only(report({ answers: { 'pet.multipleFiler': 'Yes', 'pet.waiver.convicted': 'No' } }).findings, 'multiple-filer-waiver');
      expect(f[0]!.message).toContain('general waiver');
      expect(only(report({ answers: { 'pet.multipleFiler': 'Yes', 'pet.waiver.convicted': 'Yes', 'pet.waiver.battered': 'No' } }).findings, 'multiple-filer-waiver')[0]!.message).toContain('extraordinary');
      expect(rules(report({ answers: { 'pet.multipleFiler': 'Yes' }, questionnaire: { classificationBeneficiary: K3 } }).findings)).toEqual([]);
    });

    it('meeting through a broker asks for the consent form; IMBRA crimes ask for certified records', () => {
      expect(rules(report({ answers: { 'ben.imb.used': 'Yes' } }).findings)).toEqual(['imb-disclosure']);
      expect(rules(report({ answers: { 'crime.violent': 'Yes' } }).findings)).toEqual(['imbra-criminal-records']);
      expect(rules(report({ answers: { 'crime.arrested': 'Yes' } }).findings)).toEqual([]);
    });
  });

  describe('previous marriages', () => {
    const divorced = (endDate: string | undefined) => ({
      'ben.maritalStatus': 'Divorced', 'ben.previouslyMarried': 'Yes', 'ben.prevSpouse.1.family': 'Petrov', 'ben.prevSpouse.1.given': 'Ivan', 'ben.prevSpouse.1.endDate': endDate,
    });
    it('a marriage ended before the meeting passes; one ended after it is a warning', () => {
      expect(rules(report({ answers: divorced('05/09/2024') }).findings)).toEqual([]);
      const f = only(report({ answers: divorced('05/11/2024') }).findings, 'prior-marriage-after-meeting');
      expect(f).toHaveLength(1);
      expect(f[0]!.fix).toMatchObject({ sectionId: 20, stepId: 'endDate', key: 'ben.prevSpouse.1.endDate' });
    });
    it('a marriage ending after the filing date, or without a date, is an error', () => {
      expect(rules(report({ answers: divorced('06/02/2025') }).findings)).toEqual(['prior-marriage-not-ended']);
      expect(rules(report({ answers: divorced(undefined) }).findings)).toEqual(['prior-marriage-end-missing']);
    });
  });

  describe('children and previous spouses against the counts', () => {
    it('children listed must match the count given', () => {
      const kids = { 'pet.children.has': 'Yes', 'pet.children.count': '2', 'pet.child.1.age': '5', 'pet.child.2.age': '7' };
      expect(rules(report({ answers: kids }).findings)).toEqual([]);
      const f = only(report({ answers: { ...kids, 'pet.child.2.age': undefined } }).findings, 'children-count');
      expect(f[0]!.message).toBe('You said you have 2 children, but 1 is listed.');
      expect(f[0]!.fix).toMatchObject({ sectionId: 12, key: 'pet.children.count' });
    });
    it("the questionnaire's child count must match the interview's", () => {
      expect(rules(report({ questionnaire: { beneficiaryChildCount: '1' } }).findings)).toEqual(['children-count']);
    });
    it('a divorced status needs a previous spouse', () => {
      expect(rules(report({ answers: { 'pet.maritalStatus': 'Divorced', 'pet.previouslyMarried': 'No' } }).findings)).toEqual(['previous-spouse-missing']);
      expect(rules(report({ answers: { 'pet.maritalStatus': 'Single', 'pet.previouslyMarried': 'No' } }).findings)).toEqual([]);
    });
  });

  describe('A-Number and USCIS number formats', () => {
    it('accepts a 9-digit A-Number and a 12-digit account number; flags zeros, short numbers and wrong lengths', () => {
      expect(rules(report({ answers: { 'pet.aNumber': '087654321', 'pet.uscisAccount': '123456789012' } }).findings)).toEqual([]);
      expect(rules(report({ answers: { 'pet.aNumber': '000000000' } }).findings)).toEqual(['a-number-format']);
      expect(rules(report({ answers: { 'ben.aNumber': '000123456' } }).findings)).toEqual(['a-number-format']);
      expect(rules(report({ answers: { 'ben.aNumber': '001234567' } }).findings)).toEqual([]);
      expect(rules(report({ answers: { 'ben.aNumber': '012345678' } }).findings)).toEqual([]);
      expect(rules(report({ answers: { 'pet.uscisAccount': '12345678901' } }).findings)).toEqual(['uscis-account-format']);
      const same = only(report({ answers: { 'pet.aNumber': '234567890', 'pet.uscisAccount': '000234567890' } }).findings, 'a-number-format');
      expect(same[0]!.message).toContain('account number');
    });
  });

  describe('documents', () => {
    it('a required document without an upload is missing; a translation alone does not count', () => {
      const uploads = ALL_UPLOADED.filter((u) => u.documentId !== 6);
      const f = only(report({ uploads }).findings, 'document-missing');
      expect(f).toHaveLength(1);
      expect(f[0]!.fix).toEqual({ kind: 'document', documentId: 6 });
      expect(only(report({ uploads: [...uploads, { documentId: 6, isTranslated: true }] }).findings, 'document-missing')).toHaveLength(1);
      const passport = only(report({ uploads: ALL_UPLOADED.filter((u) => u.documentId !== 25) }).findings, 'document-missing');
      expect(passport.map((f) => f.message)).toEqual(["The beneficiary's passport is required but not uploaded."]);
    });

    it('a beneficiary document from Russia needs a translation; from Canada it does not', () => {
      const uploads = [...ALL_UPLOADED, { documentId: 11, isTranslated: false }];
      expect(rules(report({ uploads }).findings)).toEqual(['translation-missing']);
      expect(rules(report({ uploads: [...uploads, { documentId: 11, isTranslated: true }] }).findings)).toEqual([]);
      expect(rules(report({ uploads, answers: { 'ben.citizenship': 'Canada' } }).findings)).toEqual([]);
    });

    it('a passport expired before filing is an error, one expiring within 6 months a warning, later fine', () => {
      expect(rules(report({ answers: { 'ben.document.expiry': '05/31/2025' } }).findings)).toEqual(['passport-expired']);
      expect(rules(report({ answers: { 'ben.document.expiry': '11/30/2025' } }).findings)).toEqual(['passport-expiring']);
      expect(rules(report({ answers: { 'ben.document.expiry': '12/01/2025' } }).findings)).toEqual([]);
      const extracted = { 'ben.document.expiry': { autoKey: 'benExpirationDatePassport', value: '01/01/2025', status: 'pending' as const } };
      expect(rules(report({ state: { extracted } }).findings)).toEqual(['passport-expired']);
    });
  });

  describe('interview progress', () => {
    it('unfinished sections are one error pointing at the first one, at its current question', () => {
      const sections = { ...BASE.sections, '9': { ...BASE.sections['9']!, completed: false, stepId: 'city', loops: { address: 2 } } };
      const f = only(report({ state: { sections } }).findings, 'interview-unfinished');
      expect(f).toHaveLength(1);
      expect(f[0]!.message).toBe("1 section is not finished: Petitioner's Address History.");
      expect(f[0]!.fix).toEqual({ kind: 'question', sectionId: 9, stepId: 'city', key: 'pet.address.2.city' });
      const none = { ...BASE.sections };
      delete none['20'];
      delete none['21'];
      expect(only(report({ state: { sections: none } }).findings, 'interview-unfinished')[0]!.message).toMatch(/^2 sections are not finished: Beneficiary's Previous Marriages, /);
    });

    it('a section that ended red is an error; green is not', () => {
      const sections = { ...BASE.sections, '2': { ...BASE.sections['2']!, outcome: 'red' as const } };
      expect(rules(report({ state: { sections } }).findings)).toEqual(['section-ended-red']);
    });
  });

  it('lists errors before warnings and counts them', () => {
    const r = report({ answers: { 'ben.imb.used': 'Yes', 'pet.aNumber': '000000000' } });
    expect(rules(r.findings)).toEqual(['a-number-format', 'imb-disclosure']);
    expect([r.errors, r.warnings]).toEqual([1, 1]);
  });
});
