import { describe, expect, it } from 'vitest';
import { K3 } from '../questionnaire/questions.ts';
import type { InterviewState } from '../engine/types.ts';
import { computeReadiness, type Finding, type UploadSummary } from './index.ts';
import { questionOf } from './locate.ts';
import { datesInText } from './dates.ts';
import { readyK1State, uploadsFor } from './test-state.ts';

const BASE = readyK1State();
const ALL_UPLOADED: UploadSummary[] = uploadsFor(BASE);

function report(o: { answers?: Record<string, string | undefined>; questionnaire?: Record<string, string>; uploads?: UploadSummary[]; filingDate?: string; state?: Partial<InterviewState> } = {}) {
  const answers = { ...BASE.answers };
  for (const [k, v] of Object.entries(o.answers ?? {})) {
    if (v === undefined) delete answers[k];
    else answers[k] = v;
  }
  const state: InterviewState = { ...BASE, ...o.state, answers, questionnaire: { ...BASE.questionnaire, ...o.questionnaire } };
  // Unless a test says otherwise, every document the changed petition calls for is uploaded (the document tests say).
  const filingDate = o.filingDate ?? '06/01/2025';
  return computeReadiness({ state, uploads: o.uploads ?? uploadsFor(state, filingDate), filingDate });
}
const rules = (findings: readonly Finding[]) => findings.map((f) => f.rule);
const only = (findings: readonly Finding[], rule: string) => findings.filter((f) => f.rule === rule);

describe('readiness report', () => {
  it('a complete K-1 couple (U.S.-born, single) with every document uploaded has no findings', () => {
    const r = report({ uploads: ALL_UPLOADED });
    expect(ALL_UPLOADED.map((u) => u.documentId)).toEqual([6, 28, 29, 22, 30, 31, 25]);
    expect(r.findings).toEqual([]);
    expect(r.errors).toBe(0);
  });

  it('the intent statements this site drafts stand for uploads; the passport and I-94 are recommended, never findings', () => {
    const uploads = [6, 28, 29, 22].map((documentId) => ({ documentId, isTranslated: false }));
    expect(report({ uploads }).findings).toEqual([]);
    expect(report({ uploads, answers: { 'ben.inUS': 'Yes' } }).findings.filter((f) => f.rule === 'document-missing')).toEqual([]);
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
      expect(rules(report({ answers: noMeeting, uploads: ALL_UPLOADED }).findings)).toEqual(['meeting-exemption']);
      expect(rules(report({ answers: noMeeting }).findings)).toEqual([]);
      expect(rules(report({ answers: { ...noMeeting, 'elig.hardshipException': 'No' } }).findings)).toEqual(['meeting-missing']);
      expect(rules(report({ answers: { ...noMeeting, 'elig.hardshipException': 'No' }, questionnaire: { classificationBeneficiary: K3 } }).findings)).toEqual([]);
    });
  });

  describe('IMB and multiple-filer waivers', () => {
    const prior = (approved: string) => ({
      'pet.priorPetition.has': 'Yes', 'pet.prior.1.aNumberKnown': 'No', 'pet.prior.1.family': 'Petrova', 'pet.prior.1.given': 'Anna', 'pet.prior.1.middle': 'N/A',
      'pet.prior.1.date': '01/10/2024', 'pet.prior.1.result': 'Approved', 'pet.prior.1.approvedDate': approved, 'pet.prior.1.more': 'No',
    });
    const noWaiverUpload = (filingDate: string, answers: Record<string, string>) => uploadsFor({ ...BASE, answers: { ...BASE.answers, ...answers } }, filingDate).filter((u) => u.documentId !== 34);

    it('approved 09/03/2024, filing 11/27/2026: more than 2 years, no waiver (whatever the chat decided when preparing)', () => {
      const answers = { ...prior('09/03/2024'), 'pet.multipleFiler': 'Yes', 'pet.waiver.convicted': 'No', 'elig.meetingDescription': 'We met in Kazan on 10/10/2025.' };
      const r = report({ answers, filingDate: '11/27/2026', uploads: noWaiverUpload('11/27/2026', answers) });
      expect(rules(r.findings)).not.toContain('multiple-filer-waiver');
    });

    it('approved 01/15/2025, filing 11/27/2026: a waiver, naming the approval, the filing date, the window and when none is needed', () => {
      const answers = { ...prior('01/15/2025'), 'pet.multipleFiler': 'Yes', 'pet.waiver.convicted': 'No', 'elig.meetingDescription': 'We met in Kazan on 10/10/2025.' };
      const f = only(report({ answers, filingDate: '11/27/2026', uploads: noWaiverUpload('11/27/2026', answers) }).findings, 'multiple-filer-waiver');
      expect(f).toHaveLength(1);
      expect(f[0]!.message).toBe(
        'Your earlier petition for Anna Petrova was approved on 01/15/2025, within the 2 years before the filing date 11/27/2026 (on or after 11/27/2024): filed on 11/27/2026, the petition needs a general waiver request (Part 3 item 5.a) with a signed statement and evidence. Filed on or after 01/16/2027, this petition would need none.',
      );
      expect(f[0]!.why).toMatch(/^IMBRA limits fiancé\(e\) petitions/);
      expect(f[0]!.fix).toEqual({ kind: 'document', documentId: 34, requirement: 'multiple-filer-waiver' });
      // The signed request uploaded: nothing missing.
      expect(rules(report({ answers, filingDate: '11/27/2026' }).findings)).not.toContain('multiple-filer-waiver');
    });

    it('two earlier petitions need it whenever filed; the waiver named by the answers; K-3 never', () => {
      const two = { ...prior('01/01/2015'), 'pet.prior.1.more': 'Yes', 'pet.prior.2.family': 'Lee', 'pet.prior.2.given': 'Mi', 'pet.prior.2.date': '03/03/2016', 'pet.prior.2.result': 'Denied', 'pet.multipleFiler': 'Yes', 'pet.waiver.convicted': 'Yes', 'pet.waiver.battered': 'No' };
      const f = only(report({ answers: two, uploads: noWaiverUpload('06/01/2025', two) }).findings, 'multiple-filer-waiver');
      expect(f[0]!.message).toBe('You filed 2 fiancé(e) petitions before this one: filed on 06/01/2025, the petition needs an extraordinary-circumstances waiver request (Part 3 item 5.b) with a signed statement and evidence.');
      expect(rules(report({ answers: { 'pet.multipleFiler': 'Yes' } }).findings)).toEqual([]);
      expect(rules(report({ answers: two, questionnaire: { classificationBeneficiary: K3 }, uploads: [] }).findings)).not.toContain('multiple-filer-waiver');
    });

    it("meeting through a broker asks for the broker's documentation until it is uploaded, naming the dates; IMBRA crimes ask for certified records", () => {
      const imb = only(report({ answers: { 'ben.imb.used': 'Yes' }, uploads: ALL_UPLOADED }).findings, 'imb-disclosure');
      expect(imb.map((f) => f.severity)).toEqual(['warning']);
      expect(imb[0]!.message).toContain('You met Olga through an international marriage broker (you met on 05/10/2024)');
      expect(imb[0]!.message).toContain('the petition you file on 06/01/2025');
      expect(imb[0]!.why).toMatch(/^IMBRA requires a marriage broker/);
      expect(rules(report({ answers: { 'ben.imb.used': 'Yes' } }).findings)).toEqual([]);
      const crime = only(report({ answers: { 'crime.violent': 'Yes' }, uploads: ALL_UPLOADED }).findings, 'imbra-criminal-records');
      expect(crime[0]!.why).toMatch(/^IMBRA has USCIS disclose/);
      expect(rules(report({ questionnaire: { protectionOrder: 'Yes' }, uploads: ALL_UPLOADED }).findings)).toEqual(['imbra-criminal-records']);
      expect(rules(report({ answers: { 'crime.violent': 'Yes' } }).findings)).toEqual([]);
      expect(rules(report({ answers: { 'crime.arrested': 'Yes' }, uploads: ALL_UPLOADED }).findings)).toEqual([]);
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
    it('a one-of group is met by any one of its documents; a translation alone does not count', () => {
      const without = ALL_UPLOADED.filter((u) => u.documentId !== 6);
      const f = only(report({ uploads: without }).findings, 'document-missing');
      expect(f).toHaveLength(1);
      expect(f[0]!.message).toBe("Proof of U.S. citizenship of John Smith is missing: upload any one of U.S. passport (unexpired), U.S. birth certificate, Consular officer's statement of citizenship and valid passport.");
      expect(f[0]!.why).toContain('Source: Form I-129F Instructions (edition 01/20/25), “What Evidence Must You Submit — Evidence of U.S. citizenship”, page 8 (best known).');
      expect(f[0]!.fix).toEqual({ kind: 'document', documentId: 6, requirement: 'citizenship' });
      for (const kind of [2, 7, 1]) expect(only(report({ uploads: [...without, { documentId: kind, isTranslated: false }] }).findings, 'document-missing'), `kind ${kind}`).toEqual([]);
      expect(only(report({ uploads: [...without, { documentId: 6, isTranslated: true }] }).findings, 'document-missing')).toHaveLength(1);
    });

    it("the petitioner's U.S. passport proves citizenship only if unexpired on the filing date (issue 20)", () => {
      const expired = { 'pet.passport.has': 'Yes', 'pet.passport.expiry': '05/31/2025' };
      // Only the passport uploaded, expired the day before filing (06/01/2025): one finding, naming both dates.
      const f = report({ answers: expired, uploads: ALL_UPLOADED }).findings;
      expect(rules(f)).toEqual(['citizenship-passport-expired']);
      expect(f[0]!.severity).toBe('error');
      expect(f[0]!.message).toBe(
        "The petitioner's U.S. passport expired on 05/31/2025, before the filing date 06/01/2025, so it does not prove U.S. citizenship: upload any one of U.S. birth certificate, Consular officer's statement of citizenship and valid passport, or renew the passport.",
      );
      expect(f[0]!.fix).toEqual({ kind: 'document', documentId: 2, requirement: 'citizenship' });
      // Valid on the filing date itself, or another proof uploaded: nothing to say.
      expect(rules(report({ answers: { ...expired, 'pet.passport.expiry': '06/01/2025' }, uploads: ALL_UPLOADED }).findings)).toEqual([]);
      expect(rules(report({ answers: expired, uploads: [...ALL_UPLOADED, { documentId: 2, isTranslated: false }] }).findings)).toEqual([]);
      // 'No passport' wins over a stale expiry left from an earlier answer.
      expect(rules(report({ answers: { ...expired, 'pet.passport.has': 'No' }, uploads: ALL_UPLOADED }).findings)).toEqual([]);
      // Nothing uploaded at all: still one finding, the expired one (not also 'missing').
      expect(rules(report({ answers: expired, uploads: ALL_UPLOADED.filter((u) => u.documentId !== 6) }).findings)).toEqual(['citizenship-passport-expired']);
    });

    it('two previous marriages and one divorce decree: 1 of 2, each marriage needs its own proof', () => {
      const answers = {
        'pet.previouslyMarried': 'Yes', 'pet.maritalStatus': 'Divorced', 'pet.prevSpouse.1.family': 'Lopez', 'pet.prevSpouse.1.given': 'Maria', 'pet.prevSpouse.1.endDate': '01/01/2015',
        'pet.prevSpouse.1.more': 'Yes', 'pet.prevSpouse.2.family': 'Lee', 'pet.prevSpouse.2.given': 'Mi', 'pet.prevSpouse.2.endDate': '01/01/2020', 'pet.prevSpouse.2.more': 'No',
      };
      const one = [...ALL_UPLOADED, { documentId: 8, isTranslated: false }];
      const f = only(report({ answers, uploads: one }).findings, 'document-missing');
      expect(f).toHaveLength(1);
      expect(f[0]!.message).toBe(
        "Proof that each previous marriage of John Smith ended: 1 of 2 uploaded. Each previous marriage needs its own proof that it ended: upload any one of Final divorce decree, Annulment order, Former spouse's death certificate for each.",
      );
      expect(only(report({ answers, uploads: [...one, { documentId: 10, isTranslated: false }] }).findings, 'document-missing')).toEqual([]);
    });

    it('each person needs a photo; nothing else the answers do not call for', () => {
      const f = only(report({ uploads: ALL_UPLOADED.filter((u) => u.documentId !== 29) }).findings, 'document-missing');
      expect(f.map((x) => x.message)).toEqual(['Passport-style photo of Olga Ivanova is missing: upload Passport-style photo.']);
      expect(rules(report({ uploads: ALL_UPLOADED.filter((u) => u.documentId !== 25) }).findings)).toEqual([]);
    });

    it('a beneficiary document from Russia needs a translation; from Canada it does not', () => {
      const uploads = [...ALL_UPLOADED, { documentId: 11, isTranslated: false }];
      expect(rules(report({ uploads }).findings)).toEqual(['translation-missing']);
      expect(rules(report({ uploads: [...uploads, { documentId: 11, isTranslated: true }] }).findings)).toEqual([]);
      expect(rules(report({ uploads, answers: { 'ben.citizenship': 'Canada' } }).findings)).toEqual([]);
      // Her photo and her own statement are not civil documents of her country.
      expect(rules(report({ uploads: [...ALL_UPLOADED, { documentId: 29, isTranslated: false }] }).findings)).toEqual([]);
    });

    it('a passport expired before filing is an error, one expiring within 6 months a warning, later fine — in the U.S. or abroad', () => {
      expect(rules(report({ answers: { 'ben.document.expiry': '05/31/2025' } }).findings)).toEqual(['passport-expired']);
      expect(rules(report({ answers: { 'ben.document.expiry': '11/30/2025' } }).findings)).toEqual(['passport-expiring']);
      expect(rules(report({ answers: { 'ben.document.expiry': '12/01/2025' } }).findings)).toEqual([]);
      const extracted = { 'ben.document.expiry': { autoKey: 'benExpirationDatePassport', value: '01/01/2025', status: 'pending' as const } };
      expect(rules(report({ state: { extracted } }).findings)).toEqual(['passport-expired']);
      const abroad = only(report({ answers: { 'ben.passport.expiry': '05/31/2025' } }).findings, 'passport-expired');
      expect(abroad[0]!.message).toBe("The beneficiary's passport expired on 05/31/2025, before the filing date 06/01/2025.");
      expect(abroad[0]!.fix).toEqual({ kind: 'question', sectionId: 21, stepId: 'passportExpiry', key: 'ben.passport.expiry' });
      expect(rules(report({ answers: { 'ben.passport.expiry': '10/01/2025' } }).findings)).toEqual(['passport-expiring']);
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
    const r = report({ answers: { 'ben.imb.used': 'Yes', 'pet.aNumber': '000000000' }, uploads: ALL_UPLOADED });
    expect(rules(r.findings)).toEqual(['a-number-format', 'imb-disclosure']);
    expect([r.errors, r.warnings]).toEqual([1, 1]);
  });
});
