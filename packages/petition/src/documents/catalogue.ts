import type { Concerns } from '../evidence/types.ts';

/**
 * A document kind: what an uploaded file is (its numeric `documentId`, stored with the file). Kinds are not advice:
 * which of them a petition needs comes from the evidence model (src/evidence), whose requirements list kinds as
 * alternatives. Ids never change meaning in a way that would make a stored upload wrong.
 */
export interface SupportingDocument {
  readonly id: number;
  /** Upload category code (null for id 25, which has none). */
  readonly code: string | null;
  /** What the document is (English; documents.catalogue.meanings.d<id> in the reader's language). */
  readonly meaning: string;
  /** Whose document it is. */
  readonly concerns: Concerns;
  /** Usually issued in the beneficiary's country, so it may need an English translation (readiness warns). */
  readonly issuedAbroad?: true;
}

const doc = (id: number, code: string | null, concerns: Concerns, meaning: string, issuedAbroad = false): SupportingDocument => ({
  id, code, concerns, meaning, ...(issuedAbroad ? { issuedAbroad: true as const } : {}),
});

/**
 * The document kinds: ids 1–25 keep the spec's upload category codes (spec §3) with true descriptions (the spec's
 * 'notarized', 'issued within …' and id 25's 'second beneficiary adoption decree entry' are not the law's: see
 * docs/spec-deviations.md), 26–27 were added for the chat (issue 14), 28–34 for the evidence model (issue 20).
 */
export const SUPPORTING_DOCUMENTS: readonly SupportingDocument[] = [
  doc(1, 'ID_FRONT', 'petitioner', 'Proof of U.S. citizenship (another document)'),
  doc(2, 'PET_BIRTH_CERT', 'petitioner', 'U.S. birth certificate issued by a civil registrar'),
  doc(3, 'PET_CERT_NATURALIZATION', 'petitioner', 'Certificate of naturalization'),
  doc(4, 'PET_CERT_CITIZENSHIP', 'petitioner', 'Certificate of citizenship'),
  doc(5, 'PET_FORM_FS240', 'petitioner', 'Form FS-240, Consular Report of Birth Abroad of a Citizen of the United States'),
  doc(6, 'PET_PASSPORT', 'petitioner', 'Unexpired U.S. passport, biographic page'),
  doc(7, 'PET_STATEMENT_VALID_PASSPORT', 'petitioner', 'Statement from a U.S. consular officer that you are a U.S. citizen with a valid passport'),
  doc(8, 'PET_FINAL_DIVORCE_DECREE', 'petitioner', 'Final divorce decree'),
  doc(9, 'PET_ANNULMENT_ORDER', 'petitioner', 'Annulment order'),
  doc(10, 'PET_DEATH_CERTIFICATE', 'petitioner', "Death certificate of the petitioner's former spouse"),
  doc(11, 'BEN_FINAL_DIVORCE_DECREE', 'beneficiary', 'Beneficiary final divorce decree', true),
  doc(12, 'BEN_ANNULMENT_ORDER', 'beneficiary', 'Beneficiary annulment order', true),
  doc(13, 'BEN_DEATH_CERTIFICATE', 'beneficiary', "Death certificate of the beneficiary's former spouse", true),
  doc(14, 'PET_MARRIAGE_CERTIFICATE', 'petitioner', 'Marriage certificate'),
  doc(15, 'PET_ADOPTION_DECREE', 'petitioner', 'Adoption decree'),
  doc(16, 'PET_COURT_ORDER', 'petitioner', 'Court order changing the name'),
  doc(17, 'BEN_MARRIAGE_CERTIFICATE', 'beneficiary', 'Beneficiary marriage certificate', true),
  doc(18, 'BEN_ADOPTION_DECREE', 'beneficiary', 'Beneficiary adoption decree', true),
  doc(19, 'BEN_COURT_ORDER', 'beneficiary', 'Beneficiary court order changing the name', true),
  doc(20, 'FORM_I94_RECORD', 'beneficiary', 'Form I-94 arrival-departure record'),
  doc(21, 'INTENTION_TO_MARRY_STATEMENT', 'both', 'Statements of intent to marry within 90 days, signed by both of you (no notarization)'),
  doc(22, 'IN_PERSON_MEETING_STATEMENT', 'both', 'Evidence of your in-person meeting: a statement with photos together, tickets or passport stamps'),
  doc(23, 'I130_RECEIPT_NOTICE', 'petitioner', 'Form I-797 receipt notice of the Form I-130'),
  doc(24, 'K3_MARRIAGE_CERTIFICATE', 'both', 'Marriage certificate of the petitioner and the beneficiary'),
  doc(25, null, 'beneficiary', 'Passport, biographic page'),
  doc(26, 'BEN_PRIOR_MARRIAGE_ENDED', 'beneficiary', 'Beneficiary proof that each previous marriage ended (final divorce decree, annulment order or death certificate)', true),
  doc(27, 'IMB_DOCUMENTATION', 'both', "Marriage broker documentation (the beneficiary's signed consent and the background information the broker disclosed)"),
  doc(28, 'PET_PHOTO', 'petitioner', 'Passport-style photo'),
  doc(29, 'BEN_PHOTO', 'beneficiary', 'Passport-style photo'),
  doc(30, 'PET_INTENT_STATEMENT', 'petitioner', 'Signed statement of intent to marry within 90 days'),
  doc(31, 'BEN_INTENT_STATEMENT', 'beneficiary', 'Signed statement of intent to marry within 90 days'),
  doc(32, 'MEETING_EXEMPTION_REQUEST', 'both', 'Request for exemption from the in-person meeting requirement, with evidence'),
  doc(33, 'CRIMINAL_RECORDS', 'petitioner', 'Certified court and police records'),
  doc(34, 'MULTIPLE_FILER_WAIVER', 'petitioner', 'Multiple-filer waiver request with a signed statement and evidence'),
];

/**
 * The spec's second, differing reading of ids 1–15 (spec §3). Kept as given; the required-documents page uses
 * reading A's ids as document kinds (docs/spec-deviations.md).
 */
export const SUPPORTING_DOCUMENTS_SECOND_READING: Readonly<Record<number, string>> = {
  1: 'Citizenship evidence',
  2: 'Proof of termination of previous marriages',
  3: 'Passport-style photographs',
  4: 'Legal name change evidence',
  5: 'Evidence of in-person meeting',
  6: 'I-130 filing evidence',
  7: 'Marriage certificate (K-3)',
  8: 'I-94 record',
  9: 'Marriage broker documentation',
  10: 'Criminal history',
  11: 'Family relationship',
  12: 'In-person meeting waiver evidence',
  13: 'General waiver',
  14: 'Extraordinary circumstances waiver',
  15: 'Mandatory waiver',
};

export function supportingDocument(id: number): SupportingDocument | undefined {
  return SUPPORTING_DOCUMENTS.find((d) => d.id === id);
}
