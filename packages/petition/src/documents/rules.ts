import { QUESTIONNAIRE } from '../questionnaire/questions.ts';

/**
 * Document rules as data: an answer (questionnaire key or chat answer key) and value → documents to add
 * or remove (spec §4). Applied by questionnaire/apply.ts; the chat sections carry their own rules as
 * step effects (see src/sections/*.ts), listed here for reference in CHAT_DOCUMENT_RULES.
 */
export interface DocumentRule {
  readonly key: string;
  /** Value the rule applies to; omitted = any answer. */
  readonly value?: string;
  readonly add?: readonly number[];
  readonly remove?: readonly number[];
}

export const QUESTIONNAIRE_DOCUMENT_RULES: readonly DocumentRule[] = [
  { key: '*', add: [6, 25] },
  { key: 'petitionerOtherNames', value: 'Yes', add: [8] },
  { key: 'petitionerOtherNames', value: 'No', remove: [8] },
  { key: 'petitionerMaritalStatus', value: 'Married', add: [14], remove: [10, 8] },
  { key: 'petitionerMaritalStatus', value: 'Widowed', add: [10], remove: [14, 8] },
  { key: 'petitionerMaritalStatus', value: 'Divorced', add: [8], remove: [14, 10] },
  { key: 'petitionerMaritalStatus', value: 'Single', remove: [14, 10, 8] },
  { key: 'citizenshipMethod', value: 'Birth in the United States', add: [4, 2], remove: [3, 5] },
  { key: 'citizenshipMethod', value: 'Naturalization', add: [4, 3], remove: [2, 5] },
  { key: 'citizenshipMethod', value: 'U.S. citizen parents', add: [4, 5], remove: [2, 3] },
  { key: 'beneficiaryOtherNames', value: 'Yes', add: [18, 11, 17, 15, 19] },
  { key: 'beneficiaryMaritalStatus', value: 'Widowed', add: [13], remove: [11] },
  { key: 'beneficiaryMaritalStatus', value: 'Divorced', remove: [11, 13] },
  { key: 'beneficiaryInUS', value: 'Yes', add: [20] },
  { key: 'beneficiaryInUS', value: 'No', remove: [20] },
  { key: 'filedFormI130', value: 'Yes', add: [23] },
  { key: 'filedFormI130', value: 'No', remove: [23] },
];

/**
 * Chat rules that add documents (spec §4 'Chat rules also add documents'), implemented as step effects in
 * the sections named; listed here so the documents page can explain them. documents/rules.test.ts checks
 * every rule names the catalogue entry it means. `requiredDocuments` is derived from the current answers
 * (`questionnaireDocuments` + engine/documents.ts), never accumulated.
 */
export const CHAT_DOCUMENT_RULES: readonly { readonly section: number; readonly when: string; readonly add: readonly number[] }[] = [
  { section: 2, when: 'intends to marry within 90 days', add: [21] },
  { section: 2, when: 'met in person within 2 years', add: [22] },
  { section: 2, when: 'K-3: married to the beneficiary', add: [24] },
  { section: 4, when: 'any citizenship basis (citizenship evidence)', add: [1] },
  { section: 4, when: 'naturalization', add: [3] },
  { section: 4, when: 'U.S. citizen parents with a certificate of citizenship', add: [4] },
  { section: 4, when: 'U.S. citizen parents without a certificate (FS-240)', add: [5] },
  { section: 7, when: 'petitioner divorced', add: [8] },
  { section: 7, when: 'petitioner widowed', add: [10] },
  { section: 15, when: 'met through an international marriage broker (marriage broker documentation)', add: [27] },
  { section: 16, when: 'beneficiary married (K-3 marriage certificate)', add: [24] },
  { section: 20, when: "beneficiary previously married (proof the marriages ended)", add: [26] },
  { section: 21, when: 'beneficiary in the United States (Form I-94 record)', add: [20] },
];

/**
 * The documents the questionnaire's current answers require: its rules applied to the answers in question
 * order, from nothing. A changed answer therefore takes its documents with it (issue 14).
 */
export function questionnaireDocuments(questionnaire: Readonly<Record<string, string>>): number[] {
  let docs: number[] = [];
  for (const q of QUESTIONNAIRE) {
    const value = questionnaire[q.key];
    if (value !== undefined && value !== '') docs = applyDocumentRules(docs, QUESTIONNAIRE_DOCUMENT_RULES, q.key, value);
  }
  return docs;
}

export function applyDocumentRules(docs: readonly number[], rules: readonly DocumentRule[], key: string, value: string): number[] {
  let out = [...docs];
  for (const r of rules) {
    if (r.key !== '*' && r.key !== key) continue;
    if (r.value !== undefined && r.value.toLowerCase() !== value.trim().toLowerCase()) continue;
    out = out.filter((id) => !r.remove?.includes(id));
    for (const id of r.add ?? []) if (!out.includes(id)) out.push(id);
  }
  return out;
}
