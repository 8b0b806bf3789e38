import { describe, expect, it } from 'vitest';
import { SECTIONS } from '../sections/index.ts';
import { supportingDocument } from './catalogue.ts';
import { QUESTIONNAIRE_DOCUMENT_RULES } from './rules.ts';

/**
 * Issue 14, bug 1: every rule that adds a document names the catalogue entry the required-documents page
 * shows for what the rule means. One row per rule: where it is, the document meant, the catalogue code.
 * A new rule without a row here fails the first test.
 */
const CHAT_RULES: readonly { at: string; meant: string; id: number; code: string }[] = [
  { at: '2/marriedToBeneficiary', meant: 'K-3: certificate of the marriage to the beneficiary', id: 24, code: 'K3_MARRIAGE_CERTIFICATE' },
  { at: '2/intent', meant: 'statement of intention to marry within 90 days', id: 21, code: 'INTENTION_TO_MARRY_STATEMENT' },
  { at: '2/sure', meant: 'statement of intention to marry within 90 days', id: 21, code: 'INTENTION_TO_MARRY_STATEMENT' },
  { at: '2/met', meant: 'statement of the in-person meeting', id: 22, code: 'IN_PERSON_MEETING_STATEMENT' },
  { at: '4/method', meant: 'citizenship evidence', id: 1, code: 'ID_FRONT' },
  { at: '4/method', meant: 'certificate of naturalization', id: 3, code: 'PET_CERT_NATURALIZATION' },
  { at: '4/certificate', meant: 'certificate of citizenship', id: 4, code: 'PET_CERT_CITIZENSHIP' },
  { at: '4/certificate', meant: 'Form FS-240', id: 5, code: 'PET_FORM_FS240' },
  { at: '7/status', meant: "death certificate of the petitioner's late spouse", id: 10, code: 'PET_DEATH_CERTIFICATE' },
  { at: '7/status', meant: "petitioner's final divorce decree", id: 8, code: 'PET_FINAL_DIVORCE_DECREE' },
  { at: '15/used', meant: 'marriage broker documentation', id: 27, code: 'IMB_DOCUMENTATION' },
  { at: '16/maritalStatus', meant: 'K-3 marriage certificate (the beneficiary is married to the petitioner)', id: 24, code: 'K3_MARRIAGE_CERTIFICATE' },
  { at: '20/has', meant: "proof that the beneficiary's previous marriages ended", id: 26, code: 'BEN_PRIOR_MARRIAGE_ENDED' },
  { at: '21/inUS', meant: 'Form I-94 record', id: 20, code: 'FORM_I94_RECORD' },
];

const QUESTIONNAIRE_RULES: readonly { at: string; id: number; code: string | null }[] = [
  { at: '*', id: 6, code: 'PET_PASSPORT' },
  { at: '*', id: 25, code: null },
  { at: 'petitionerOtherNames=Yes', id: 8, code: 'PET_FINAL_DIVORCE_DECREE' },
  { at: 'petitionerMaritalStatus=Married', id: 14, code: 'PET_MARRIAGE_CERTIFICATE' },
  { at: 'petitionerMaritalStatus=Widowed', id: 10, code: 'PET_DEATH_CERTIFICATE' },
  { at: 'petitionerMaritalStatus=Divorced', id: 8, code: 'PET_FINAL_DIVORCE_DECREE' },
  { at: 'citizenshipMethod=Birth in the United States', id: 4, code: 'PET_CERT_CITIZENSHIP' },
  { at: 'citizenshipMethod=Birth in the United States', id: 2, code: 'PET_BIRTH_CERT' },
  { at: 'citizenshipMethod=Naturalization', id: 4, code: 'PET_CERT_CITIZENSHIP' },
  { at: 'citizenshipMethod=Naturalization', id: 3, code: 'PET_CERT_NATURALIZATION' },
  { at: 'citizenshipMethod=U.S. citizen parents', id: 4, code: 'PET_CERT_CITIZENSHIP' },
  { at: 'citizenshipMethod=U.S. citizen parents', id: 5, code: 'PET_FORM_FS240' },
  { at: 'beneficiaryOtherNames=Yes', id: 18, code: 'BEN_ADOPTION_DECREE' },
  { at: 'beneficiaryOtherNames=Yes', id: 11, code: 'BEN_FINAL_DIVORCE_DECREE' },
  { at: 'beneficiaryOtherNames=Yes', id: 17, code: 'BEN_MARRIAGE_CERTIFICATE' },
  { at: 'beneficiaryOtherNames=Yes', id: 15, code: 'PET_ADOPTION_DECREE' },
  { at: 'beneficiaryOtherNames=Yes', id: 19, code: 'BEN_COURT_ORDER' },
  { at: 'beneficiaryMaritalStatus=Widowed', id: 13, code: 'BEN_DEATH_CERTIFICATE' },
  { at: 'beneficiaryInUS=Yes', id: 20, code: 'FORM_I94_RECORD' },
  { at: 'filedFormI130=Yes', id: 23, code: 'I130_RECEIPT_NOTICE' },
];

const chatRules = SECTIONS.flatMap((s) =>
  s.steps.flatMap((step) => (step.effects ?? []).flatMap((e) => (e.addDocuments ?? []).map((id) => ({ at: `${s.id}/${step.id}`, id })))),
);
const questionnaireRules = QUESTIONNAIRE_DOCUMENT_RULES.flatMap((r) =>
  (r.add ?? []).map((id) => ({ at: r.key === '*' ? '*' : `${r.key}=${r.value}`, id })),
);
const sorted = <T extends { at: string; id: number }>(rows: readonly T[]) => rows.map((r) => `${r.at} → ${r.id}`).sort();

describe('document rules name the catalogue entry they mean (issue 14, bug 1)', () => {
  it('every chat rule that adds a document has a row in the table, and no row is stale', () => {
    expect(sorted(chatRules)).toEqual(sorted(CHAT_RULES));
    expect(sorted(questionnaireRules)).toEqual(sorted(QUESTIONNAIRE_RULES));
  });

  it.each(CHAT_RULES)('chat $at adds $id: $meant ($code)', ({ id, code }) => {
    expect(supportingDocument(id)?.code).toBe(code);
  });

  it.each(QUESTIONNAIRE_RULES)('questionnaire $at adds $id ($code)', ({ id, code }) => {
    expect(supportingDocument(id)?.code ?? null).toBe(code);
  });

  it('the entries the chat needed exist with their meaning', () => {
    expect(supportingDocument(20)?.meaning).toBe('Form I-94 arrival-departure record');
    expect(supportingDocument(24)?.meaning).toBe('Marriage certificate of the petitioner and the beneficiary');
    expect(supportingDocument(26)?.meaning).toMatch(/^Beneficiary proof that each previous marriage ended/);
    expect(supportingDocument(27)?.meaning).toMatch(/^Marriage broker documentation/);
  });
});
