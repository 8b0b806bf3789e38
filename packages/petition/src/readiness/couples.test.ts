import { describe, expect, it } from 'vitest';
import type { InterviewState } from '../engine/types.ts';
import { K3 } from '../questionnaire/questions.ts';
import { computeReadiness } from './index.ts';
import { readyK1State, uploadsFor } from './test-state.ts';
import type { UploadSummary } from './types.ts';

/** Issue 20: whole couples, nothing uploaded and everything uploaded — the report says what is really missing, and only that. */
const BASE = readyK1State();
const up = (...ids: number[]): UploadSummary[] => ids.map((documentId) => ({ documentId, isTranslated: false }));
const messages = (state: InterviewState, uploads: readonly UploadSummary[], filingDate = '06/01/2025') =>
  computeReadiness({ state, uploads, filingDate }).findings.map((f) => `${f.severity}: ${f.message}`);

/** A naturalized, divorced petitioner; the fiancée is widowed and used other names (her late husband's surname). */
function naturalizedAndWidowed(reason: string): InterviewState {
  return {
    ...BASE,
    names: { ...BASE.names, petitionerFirstName: 'Mark', petitionerLastName: 'Jones', beneficiaryFirstName: 'Ekaterina', beneficiaryLastName: 'Smirnova' },
    questionnaire: { ...BASE.questionnaire, petitionerMaritalStatus: 'Divorced', citizenshipMethod: 'Naturalization', beneficiaryMaritalStatus: 'Widowed', beneficiaryOtherNames: 'Yes', petitionerOtherNames: 'No' },
    answers: {
      ...BASE.answers,
      'pet.name.given': 'Mark', 'pet.name.family': 'Jones', 'ben.name.given': 'Ekaterina', 'ben.name.family': 'Smirnova',
      'pet.citizenship.method': 'Naturalization', 'pet.certificate.has': 'Yes', 'pet.aNumber': '087654321', 'pet.certificate.number': '31234567',
      'pet.maritalStatus': 'Divorced', 'pet.previouslyMarried': 'Yes', 'pet.prevSpouse.1.family': 'Jones', 'pet.prevSpouse.1.given': 'Karen', 'pet.prevSpouse.1.endDate': '10/10/2020',
      'ben.maritalStatus': 'Widowed', 'ben.previouslyMarried': 'Yes', 'ben.prevSpouse.1.family': 'Kuznetsov', 'ben.prevSpouse.1.given': 'Dmitry', 'ben.prevSpouse.1.endDate': '08/08/2021',
      'ben.otherNames.has': 'Yes', 'ben.otherName.1.family': 'Kuznetsova', 'ben.otherName.1.given': 'Ekaterina', 'ben.otherName.1.more': 'No', 'ben.nameChange.reason': reason,
    },
  };
}

describe('readiness of whole couples (issue 20)', () => {
  it('U.S.-born single petitioner, nothing uploaded: citizenship (any one of three), two photos and the meeting evidence — nothing else', () => {
    expect(messages(BASE, [])).toEqual([
      "error: Proof of U.S. citizenship of John Smith is missing: upload any one of U.S. passport (unexpired), U.S. birth certificate, Consular officer's statement of citizenship and valid passport.",
      'error: Passport-style photo of John Smith is missing: upload Passport-style photo.',
      'error: Passport-style photo of Olga Ivanova is missing: upload Passport-style photo.',
      'error: Evidence that John Smith and Olga Ivanova met in person within 2 years before filing is missing: upload Meeting statement with proof.',
    ]);
    expect(messages(BASE, uploadsFor(BASE))).toEqual([]);
  });

  it('naturalized divorced petitioner, widowed fiancée with other names (nicknames only): only what the answers call for', () => {
    const state = naturalizedAndWidowed('No legal name change (nicknames or aliases only)');
    expect(messages(state, [])).toEqual([
      "error: Proof of U.S. citizenship of Mark Jones is missing: upload any one of U.S. passport (unexpired), Certificate of naturalization, Certificate of citizenship, Consular officer's statement of citizenship and valid passport.",
      'error: Passport-style photo of Mark Jones is missing: upload Passport-style photo.',
      'error: Passport-style photo of Ekaterina Smirnova is missing: upload Passport-style photo.',
      'error: Proof that each previous marriage of Mark Jones ended is missing: upload any one of Final divorce decree, Annulment order, Former spouse\'s death certificate.',
      'error: Proof that each previous marriage of Ekaterina Smirnova ended is missing: upload any one of Final divorce decree, Annulment order, Former spouse\'s death certificate.',
      'error: Evidence that Mark Jones and Ekaterina Smirnova met in person within 2 years before filing is missing: upload Meeting statement with proof.',
    ]);
    // The certificate of naturalization alone proves citizenship; her late husband's death certificate (translated) ends her marriage.
    const uploads = [...up(3, 28, 29, 8, 13, 22), { documentId: 13, isTranslated: true }];
    expect(messages(state, uploads)).toEqual([]);
  });

  it('… and when her other name came with her marriage: the marriage certificate (or another name-change document) too', () => {
    const state = naturalizedAndWidowed('By marriage');
    expect(messages(state, [...up(3, 28, 29, 8, 13, 22), { documentId: 13, isTranslated: true }])).toEqual([
      'error: Evidence of the legal name change of Ekaterina Smirnova is missing: upload any one of Marriage certificate, Final divorce decree, Adoption decree, Court order.',
    ]);
    expect(messages(state, [...up(3, 28, 29, 8, 13, 22, 17), { documentId: 13, isTranslated: true }, { documentId: 17, isTranslated: true }])).toEqual([]);
  });

  it('K-3 spouse abroad: the I-130 receipt and the marriage certificate; no meeting, no intent statements', () => {
    const { 'elig.met': _met, 'elig.meetingDescription': _described, 'elig.intent': _intent, ...answers } = BASE.answers;
    const state: InterviewState = {
      ...BASE,
      questionnaire: { ...BASE.questionnaire, classificationBeneficiary: K3, petitionerMaritalStatus: 'Married', beneficiaryMaritalStatus: 'Married', filedFormI130: 'Yes' },
      answers: { ...answers, 'elig.married': 'Yes', 'elig.marriedToBeneficiary': 'Yes', 'pet.maritalStatus': 'Married', 'ben.maritalStatus': 'Married' },
    };
    expect(messages(state, up(6, 28, 29))).toEqual([
      'error: Form I-797 receipt notice of the Form I-130 filed for Olga Ivanova is missing: upload Form I-797 receipt notice (I-130).',
      'error: Marriage certificate of John Smith and Olga Ivanova is missing: upload Marriage certificate.',
    ]);
    expect(messages(state, [...up(6, 28, 29, 23, 24), { documentId: 24, isTranslated: true }])).toEqual([]);
  });

  it('beneficiary in the U.S. on an F-1 with an expiring passport: the warning, no I-94 demand', () => {
    const { 'ben.passport.expiry': _abroad, ...answers } = BASE.answers;
    const state: InterviewState = { ...BASE, answers: { ...answers, 'ben.inUS': 'Yes', 'ben.everInUS': 'Yes', 'ben.document.type': 'Passport', 'ben.document.expiry': '09/30/2025' } };
    expect(messages(state, uploadsFor(state))).toEqual([
      "warning: The beneficiary's passport expires on 09/30/2025, less than 6 months after filing: renew it before the visa interview.",
    ]);
  });
});
