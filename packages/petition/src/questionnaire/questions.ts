/** One question of the 16-question questionnaire (spec §2 'Question n of 16', radio options). */
export interface QuestionnaireQuestion {
  /** Spec §3 questionnaire answer key. */
  readonly key: string;
  readonly prompt: string;
  readonly options: readonly string[];
  /** Shown only when this other answer has this value (otherwise the answer stays empty). */
  readonly askIf?: { readonly key: string; readonly in: readonly string[] };
}

const YES_NO = ['Yes', 'No'] as const;
export const K1 = 'Fiancé(e) (K-1 visa)';
export const K3 = 'Spouse (K-3 visa)';

/** The 16 questions in the spec's key order; options from spec §9. */
export const QUESTIONNAIRE: readonly QuestionnaireQuestion[] = [
  { key: 'petitionerOtherNames', prompt: 'Have you ever used other names (maiden name, aliases, nicknames)?', options: YES_NO },
  { key: 'petitionerMaritalStatus', prompt: 'What is your current marital status?', options: ['Single', 'Married', 'Divorced', 'Widowed'] },
  { key: 'citizenshipMethod', prompt: 'How did you become a U.S. citizen?', options: ['Birth in the United States', 'U.S. citizen parents', 'Naturalization'] },
  { key: 'filedI129F', prompt: 'Have you ever filed Form I-129F for another beneficiary?', options: ['Yes', 'Denied', 'Revoked', 'No'] },
  { key: 'petitionerChildren', prompt: 'Do you have any children under 18 years of age?', options: YES_NO },
  { key: 'beneficiaryOtherNames', prompt: 'Has {beneficiary} ever used other names?', options: YES_NO },
  // 'Married' added: a K-3 beneficiary is married to the petitioner (docs/spec-deviations.md).
  { key: 'beneficiaryMaritalStatus', prompt: 'What is the marital status of {beneficiary}?', options: ['Single', 'Married', 'Divorced', 'Widowed'] },
  { key: 'beneficiaryInUS', prompt: 'Is {beneficiary} currently in the United States?', options: YES_NO },
  { key: 'beneficiaryHasChildren', prompt: 'Does {beneficiary} have any children?', options: YES_NO },
  { key: 'metInPerson', prompt: 'Have you and {beneficiary} met in person within the last 2 years?', options: YES_NO },
  { key: 'metThroughIMB', prompt: 'Did you meet {beneficiary} through an international marriage broker?', options: YES_NO },
  { key: 'protectionOrder', prompt: 'Have you ever been subject to a temporary or permanent protection or restraining order?', options: YES_NO },
  { key: 'beneficiaryCrimes', prompt: 'Has {beneficiary} ever been arrested or convicted of a crime?', options: YES_NO },
  { key: 'classificationBeneficiary', prompt: 'Which classification are you requesting for {beneficiary}?', options: [K1, K3] },
  // Always asked ('Question n of 16'); written to P1 5 only for K-3 (questionnaire/fields.ts).
  { key: 'filedFormI130', prompt: 'Have you filed Form I-130 for {beneficiary}?', options: YES_NO },
  {
    key: 'beneficiaryChildCount',
    prompt: 'How many children does {beneficiary} have?',
    options: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15', '16', '17', '18', '19', '20'],
  },
];

export const QUESTIONNAIRE_KEYS = QUESTIONNAIRE.map((q) => q.key);
