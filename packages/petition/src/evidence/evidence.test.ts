import { describe, expect, it } from 'vitest';
import type { InterviewState } from '../engine/types.ts';
import { K3 } from '../questionnaire/questions.ts';
import { readyK1State } from '../readiness/test-state.ts';
import { supportingDocument } from '../documents/catalogue.ts';
import { evidenceFor, evidenceKinds, evidenceStatus } from './evaluate.ts';
import { REQUIREMENTS } from './requirements/index.ts';
import type { RequirementId } from './types.ts';

const BASE = readyK1State();
type Change = { answers?: Record<string, string | undefined>; questionnaire?: Record<string, string | undefined> };
function state(c: Change = {}): InterviewState {
  const answers = { ...BASE.answers };
  for (const [k, v] of Object.entries(c.answers ?? {})) if (v === undefined) delete answers[k]; else answers[k] = v;
  const questionnaire = { ...BASE.questionnaire };
  for (const [k, v] of Object.entries(c.questionnaire ?? {})) if (v === undefined) delete questionnaire[k]; else questionnaire[k] = v;
  return { ...BASE, answers, questionnaire };
}
const ids = (c: Change = {}, filingDate = '06/01/2025') => evidenceFor(state(c), { filingDate }).map((r) => r.id);
const applied = (id: RequirementId, c: Change = {}, filingDate = '06/01/2025') => evidenceFor(state(c), { filingDate }).find((r) => r.id === id);

const K3_SPOUSE: Change = {
  questionnaire: { classificationBeneficiary: K3, petitionerMaritalStatus: 'Married', beneficiaryMaritalStatus: 'Married' },
  answers: { 'elig.met': undefined, 'elig.intent': undefined, 'elig.married': 'Yes', 'elig.marriedToBeneficiary': 'Yes', 'pet.maritalStatus': 'Married', 'ben.maritalStatus': 'Married' },
};
const PRIOR = (approved: string, more: Record<string, string> = {}): Change => ({
  answers: {
    'pet.priorPetition.has': 'Yes', 'pet.prior.1.aNumberKnown': 'No', 'pet.prior.1.family': 'Petrova', 'pet.prior.1.given': 'Anna', 'pet.prior.1.date': '01/10/2024',
    'pet.prior.1.result': 'Approved', 'pet.prior.1.approvedDate': approved, 'pet.prior.1.more': 'No', ...more,
  },
});

/** One row per requirement: a change that makes it apply, and one (from there) that does not. */
const TABLE: readonly { id: RequirementId; applies: Change; not: Change | 'never'; filingDate?: string }[] = [
  { id: 'citizenship', applies: {}, not: 'never' },
  { id: 'photo-petitioner', applies: {}, not: 'never' },
  { id: 'photo-beneficiary', applies: {}, not: 'never' },
  { id: 'k3-i130-receipt', applies: K3_SPOUSE, not: {} },
  { id: 'k3-marriage', applies: K3_SPOUSE, not: {} },
  { id: 'prior-marriages-petitioner', applies: { answers: { 'pet.previouslyMarried': 'Yes', 'pet.maritalStatus': 'Divorced' } }, not: { answers: { 'pet.previouslyMarried': 'No' } } },
  { id: 'prior-marriages-petitioner', applies: { answers: { 'pet.previouslyMarried': undefined, 'pet.maritalStatus': undefined }, questionnaire: { petitionerMaritalStatus: 'Widowed' } }, not: { answers: { 'pet.previouslyMarried': undefined, 'pet.maritalStatus': undefined } } },
  { id: 'prior-marriages-beneficiary', applies: { answers: { 'ben.previouslyMarried': 'Yes', 'ben.maritalStatus': 'Widowed' } }, not: {} },
  { id: 'name-change-petitioner', applies: { answers: { 'pet.otherNames.has': 'Yes', 'pet.nameChange.reason': 'By marriage' } }, not: { answers: { 'pet.otherNames.has': 'Yes', 'pet.nameChange.reason': 'No legal name change (nicknames or aliases only)' } } },
  { id: 'name-change-beneficiary', applies: { answers: { 'ben.otherNames.has': 'Yes', 'ben.nameChange.reason': 'By court order' } }, not: { answers: { 'ben.otherNames.has': 'No', 'ben.nameChange.reason': 'By court order' } } },
  { id: 'meeting', applies: {}, not: K3_SPOUSE },
  { id: 'meeting', applies: { answers: { 'elig.met': undefined }, questionnaire: { metInPerson: 'Yes' } }, not: { answers: { 'elig.met': 'No' } } },
  { id: 'meeting-exemption', applies: { answers: { 'elig.met': 'No', 'elig.culturalException': 'Yes' } }, not: { answers: { 'elig.met': 'No', 'elig.culturalException': 'No', 'elig.hardshipException': 'No' } } },
  { id: 'meeting-exemption', applies: { answers: { 'elig.met': 'No', 'elig.culturalException': 'No', 'elig.hardshipException': 'Yes' } }, not: {} },
  { id: 'intent-petitioner', applies: {}, not: K3_SPOUSE },
  { id: 'intent-beneficiary', applies: {}, not: K3_SPOUSE },
  { id: 'imb', applies: { answers: { 'ben.imb.used': 'Yes' } }, not: {} },
  { id: 'imb', applies: { answers: { 'ben.imb.used': undefined }, questionnaire: { metThroughIMB: 'Yes' } }, not: { answers: { 'ben.imb.used': 'No' }, questionnaire: { metThroughIMB: 'Yes' } } },
  { id: 'criminal-records', applies: { answers: { 'crime.abuse': 'Yes' } }, not: { answers: { 'crime.arrested': 'Yes' } } },
  { id: 'criminal-records', applies: { answers: { 'crime.drugs': 'Yes' } }, not: {} },
  { id: 'criminal-records', applies: { questionnaire: { protectionOrder: 'Yes' } }, not: { questionnaire: { protectionOrder: 'No' } } },
  { id: 'multiple-filer-waiver', applies: PRIOR('01/15/2025'), not: PRIOR('09/03/2024'), filingDate: '11/27/2026' },
  { id: 'multiple-filer-waiver', applies: PRIOR('01/01/2020', { 'pet.prior.1.more': 'Yes', 'pet.prior.2.family': 'Lee', 'pet.prior.2.date': '05/05/2021', 'pet.prior.2.result': 'Denied' }), not: PRIOR('01/01/2020'), filingDate: '11/27/2026' },
  { id: 'beneficiary-passport', applies: {}, not: 'never' },
  { id: 'i94', applies: { answers: { 'ben.inUS': 'Yes' } }, not: { answers: { 'ben.inUS': 'No' }, questionnaire: { beneficiaryInUS: 'Yes' } } },
];

describe('evidence model: when each requirement applies', () => {
  it('every requirement has at least one row', () => {
    expect(new Set(TABLE.map((r) => r.id))).toEqual(new Set(REQUIREMENTS.map((r) => r.id)));
  });

  it.each(TABLE.map((r, i) => ({ ...r, n: i + 1 })))('$n. $id', ({ id, applies, not, filingDate }) => {
    expect(ids(applies, filingDate)).toContain(id);
    if (not !== 'never') expect(ids(not, filingDate)).not.toContain(id);
  });

  it('a U.S.-born single K-1 petitioner: citizenship, two photos, the meeting, both intent statements and (recommended) her passport', () => {
    expect(ids()).toEqual(['citizenship', 'photo-petitioner', 'photo-beneficiary', 'meeting', 'intent-petitioner', 'intent-beneficiary', 'beneficiary-passport']);
  });

  it('nothing before the petition has begun (no questionnaire answer, no chat section)', () => {
    expect(evidenceFor({ ...BASE, questionnaire: {}, sections: {} })).toEqual([]);
  });

  it('without a filing date the chat’s multiple-filer decision stands; K-3 petitions never need the waiver', () => {
    expect(evidenceFor(state({ answers: { 'pet.multipleFiler': 'Yes' } })).map((r) => r.id)).toContain('multiple-filer-waiver');
    expect(evidenceFor(state({ ...K3_SPOUSE, answers: { ...K3_SPOUSE.answers, ...PRIOR('01/15/2025').answers } }), { filingDate: '11/27/2026' }).map((r) => r.id)).not.toContain('multiple-filer-waiver');
  });
});

describe('evidence model: alternatives', () => {
  it('citizenship offers the documents that fit how the petitioner became a citizen, and accepts any of them', () => {
    const offered = (method: string) => applied('citizenship', { answers: { 'pet.citizenship.method': method } })!.alternatives.map((a) => (a.type === 'upload' ? a.kind : a.letter));
    expect(offered('Birth in the United States')).toEqual([6, 2, 7]);
    expect(offered('Naturalization')).toEqual([6, 3, 4, 7]);
    expect(offered('U.S. citizen parents')).toEqual([6, 4, 5, 7]);
    expect([...applied('citizenship')!.accepts].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("the petitioner's U.S. passport counts only while unexpired on the filing date (else on the interview's date)", () => {
    const passport = (expiry: string, has = 'Yes') => ({ answers: { 'pet.passport.has': has, 'pet.passport.expiry': expiry } });
    const kinds = (c: Change, filingDate?: string) => {
      const r = evidenceFor(state(c), filingDate ? { filingDate } : {}).find((x) => x.id === 'citizenship')!;
      return { offered: r.alternatives.map((a) => (a.type === 'upload' ? a.kind : 0)), accepts: [...r.accepts].sort((a, b) => a - b) };
    };
    // Expired the day before filing: neither offered nor accepted; on the filing date itself it still counts.
    expect(kinds(passport('05/31/2025'), '06/01/2025')).toEqual({ offered: [2, 7], accepts: [1, 2, 3, 4, 5, 7] });
    expect(kinds(passport('06/01/2025'), '06/01/2025')).toEqual({ offered: [6, 2, 7], accepts: [1, 2, 3, 4, 5, 6, 7] });
    // A later filing date turns a valid passport into an expired one.
    expect(kinds(passport('09/01/2025'), '11/27/2026').offered).toEqual([2, 7]);
    // 'No passport' ignores a stale expiry; without a filing date, the interview's date (asOf) decides.
    expect(kinds(passport('05/31/2025', 'No'), '06/01/2025').offered).toEqual([6, 2, 7]);
    expect(kinds(passport('01/01/2000')).offered).toEqual([2, 7]);
    expect(kinds(passport('01/01/2099')).offered).toEqual([6, 2, 7]);
    const [status] = evidenceStatus(evidenceFor(state(passport('05/31/2025')), { filingDate: '06/01/2025' }).filter((r) => r.id === 'citizenship'), [{ documentId: 6, isTranslated: false }]);
    expect(status!.satisfied).toBe(false);
  });

  it('each previous marriage needs its own proof that it ended: two marriages, two documents', () => {
    const spouses = (n: number): Change => ({
      answers: Object.fromEntries([['pet.previouslyMarried', 'Yes'], ['pet.maritalStatus', 'Divorced'], ...Array.from({ length: n }, (_, i) => [`pet.prevSpouse.${i + 1}.family`, `Ex${i + 1}`])]),
    });
    expect(applied('prior-marriages-petitioner', spouses(0))!.needed).toBe(1);
    expect(applied('prior-marriages-petitioner', spouses(1))!.needed).toBe(1);
    const two = applied('prior-marriages-petitioner', spouses(2))!;
    expect(two.needed).toBe(2);
    const decree = { documentId: 8, isTranslated: false };
    expect(evidenceStatus([two], [decree])[0]!.satisfied).toBe(false);
    expect(evidenceStatus([two], [decree, { documentId: 10, isTranslated: false }])[0]!.satisfied).toBe(true);
    expect(evidenceStatus([two], [decree, { documentId: 8, isTranslated: true }])[0]!.satisfied).toBe(false);
    // Other requirements need one.
    expect(applied('citizenship', spouses(2))!.needed).toBe(1);
  });

  it('name change offers the document of the stated reason first', () => {
    const r = applied('name-change-beneficiary', { answers: { 'ben.otherNames.has': 'Yes', 'ben.nameChange.reason': 'By adoption' } })!;
    expect(r.alternatives.map((a) => (a.type === 'upload' ? a.kind : 0))).toEqual([18, 17, 11, 19]);
  });

  const ALL: Change = {
    ...K3_SPOUSE,
    answers: {
      ...K3_SPOUSE.answers, 'pet.previouslyMarried': 'Yes', 'ben.previouslyMarried': 'Yes', 'pet.otherNames.has': 'Yes', 'pet.nameChange.reason': 'By marriage',
      'ben.otherNames.has': 'Yes', 'ben.nameChange.reason': 'By divorce', 'ben.imb.used': 'Yes', 'crime.violent': 'Yes', 'ben.inUS': 'Yes',
    },
  };
  const k1All: Change = { answers: { ...ALL.answers, ...K3_SPOUSE.answers, 'elig.met': 'Yes', 'pet.multipleFiler': 'Yes' }, questionnaire: {} };
  const everything = [...evidenceFor(state(ALL)), ...evidenceFor(state({ answers: { ...k1All.answers, 'pet.maritalStatus': 'Single', 'elig.married': 'No' } })), ...evidenceFor(state({ answers: { 'elig.met': 'No', 'elig.hardshipException': 'Yes' } }))];
  const rows = everything.flatMap((r) => r.accepts.map((kind) => ({ id: r.id, kind, requirement: r })));

  it('the rows cover every requirement', () => {
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set(REQUIREMENTS.map((r) => r.id)));
  });

  it.each(rows.map(({ id, kind, requirement }) => ({ id, kind, requirement, name: supportingDocument(kind)?.code ?? 'passport' })))('$id is satisfied by an upload of kind $kind ($name) alone', ({ requirement, kind }) => {
    const [status] = evidenceStatus([requirement], [{ documentId: kind, isTranslated: false }]);
    expect(status!.satisfied).toBe(true);
    expect(status!.uploads).toEqual([{ documentId: kind, isTranslated: false }]);
    expect(evidenceStatus([requirement], [{ documentId: kind, isTranslated: true }])[0]!.satisfied).toBe(false);
  });

  it('every kind a requirement names exists in the catalogue, and no other kind satisfies it', () => {
    for (const { requirement, kind } of rows) {
      expect(supportingDocument(kind), `${requirement.id}: ${kind}`).toBeDefined();
      const others = Array.from({ length: 34 }, (_, i) => i + 1).filter((k) => !requirement.accepts.includes(k));
      expect(evidenceStatus([requirement], others.map((documentId) => ({ documentId, isTranslated: false })))[0]!.satisfied, requirement.id).toBe(false);
    }
  });

  it('the intent statements are satisfied by the drafted letter when the caller includes it', () => {
    const r = evidenceFor(state()).filter((x) => x.id.startsWith('intent-'));
    expect(evidenceStatus(r, []).map((s) => s.satisfied)).toEqual([false, false]);
    const s = evidenceStatus(r, [], { letters: ['intent-petitioner', 'intent-beneficiary'] });
    expect(s.map((x) => [x.satisfied, x.letters])).toEqual([[true, ['intent-petitioner']], [true, ['intent-beneficiary']]]);
  });

  it('titles name the people; kinds are listed once in packet order', () => {
    const r = evidenceFor(state());
    expect(r[0]!.title).toBe('Proof of U.S. citizenship of John Smith');
    expect(r.find((x) => x.id === 'photo-beneficiary')!.title).toBe('Passport-style photo of Olga Ivanova');
    expect(evidenceKinds(r)).toEqual([6, 2, 7, 28, 29, 22, 30, 31, 25]);
  });

  it('every requirement cites the instructions with a heading, and says whether the page is established', () => {
    for (const r of REQUIREMENTS) {
      expect(r.source.document).toBe('Form I-129F Instructions (edition 01/20/25)');
      expect(r.source.heading.length).toBeGreaterThan(10);
      expect(typeof r.source.pageEstablished).toBe('boolean');
    }
  });
});
