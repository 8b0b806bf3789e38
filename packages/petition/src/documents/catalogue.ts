/** Groups of the required-documents page (spec §3). */
export type DocumentGroup = 'Marriage & Relationship' | 'Identity & Citizenship' | 'Supporting Documents' | 'Others';

export interface SupportingDocument {
  readonly id: number;
  /** Upload category code (null for id 25, which has none). */
  readonly code: string | null;
  readonly meaning: string;
  /** Age limit of the document, when the spec gives one. */
  readonly ageHint?: string;
  readonly group: DocumentGroup;
}

function groupOf(id: number): DocumentGroup {
  if (id === 1 || id === 3) return 'Marriage & Relationship';
  if (id === 2 || id === 4) return 'Identity & Citizenship';
  if (id === 5 || id === 6) return 'Supporting Documents';
  return 'Others';
}

const doc = (id: number, code: string | null, meaning: string, ageHint?: string): SupportingDocument => ({
  id, code, meaning, group: groupOf(id), ...(ageHint ? { ageHint } : {}),
});

/**
 * The supporting document catalogue the required-documents page shows: ids 1–25 (spec §3, first reading:
 * upload category codes), plus ids 26–27 for documents the chat asks for that 1–25 lack.
 */
export const SUPPORTING_DOCUMENTS: readonly SupportingDocument[] = [
  doc(1, 'ID_FRONT', 'Citizenship evidence'),
  doc(2, 'PET_BIRTH_CERT', 'Birth certificate (also proof of termination of previous marriages in the questionnaire list)'),
  doc(3, 'PET_CERT_NATURALIZATION', 'Certificate of naturalization'),
  doc(4, 'PET_CERT_CITIZENSHIP', 'Certificate of citizenship'),
  doc(5, 'PET_FORM_FS240', 'Form FS-240, consular report of birth abroad', 'issued within the last 10 years'),
  doc(6, 'PET_PASSPORT', 'Passport'),
  doc(7, 'PET_STATEMENT_VALID_PASSPORT', 'Valid passport statement, notarized'),
  doc(8, 'PET_FINAL_DIVORCE_DECREE', 'Final divorce decree'),
  doc(9, 'PET_ANNULMENT_ORDER', 'Annulment order'),
  doc(10, 'PET_DEATH_CERTIFICATE', 'Death certificate', 'issued within the last 2 years'),
  doc(11, 'BEN_FINAL_DIVORCE_DECREE', 'Beneficiary final divorce decree'),
  doc(12, 'BEN_ANNULMENT_ORDER', 'Beneficiary annulment order'),
  doc(13, 'BEN_DEATH_CERTIFICATE', 'Beneficiary death certificate'),
  doc(14, 'PET_MARRIAGE_CERTIFICATE', 'Marriage certificate'),
  doc(15, 'PET_ADOPTION_DECREE', 'Adoption decree'),
  doc(16, 'PET_COURT_ORDER', 'Court order'),
  doc(17, 'BEN_MARRIAGE_CERTIFICATE', 'Beneficiary marriage certificate'),
  doc(18, 'BEN_ADOPTION_DECREE', 'Beneficiary adoption decree'),
  doc(19, 'BEN_COURT_ORDER', 'Beneficiary court order'),
  doc(20, 'FORM_I94_RECORD', 'Form I-94 record'),
  doc(21, 'INTENTION_TO_MARRY_STATEMENT', 'Statement of intention to marry, notarized', 'marry within 90 days of entry'),
  doc(22, 'IN_PERSON_MEETING_STATEMENT', 'Statement of in-person meeting', 'meeting within the last 2 years'),
  doc(23, 'I130_RECEIPT_NOTICE', 'I-130 receipt notice'),
  doc(24, 'K3_MARRIAGE_CERTIFICATE', 'K-3 marriage certificate', 'issued within the last 6 months'),
  doc(25, null, 'Second beneficiary adoption decree entry carrying the passport text'),
  // Added (issue 14): documents chat rules ask for that the spec's ids 1–25 lack (docs/spec-deviations.md).
  doc(26, 'BEN_PRIOR_MARRIAGE_ENDED', 'Beneficiary proof that each previous marriage ended (final divorce decree, annulment order or death certificate)'),
  doc(27, 'IMB_DOCUMENTATION', 'Marriage broker documentation (IMB contract, disclosures and correspondence)'),
];

/**
 * The spec's second, differing reading of ids 1–15 (spec §3). Kept as given; which screen uses which
 * reading is not shown (docs/spec-deviations.md).
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
