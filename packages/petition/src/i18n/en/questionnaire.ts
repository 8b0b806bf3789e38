/**
 * /file-upload-quesionnaire: page chrome, the 16 prompts (questionnaire/questions.ts, a test compares) and the
 * options' labels. The stored answer is always the English option; only its label is translated. {beneficiary} is
 * the engine's name template (engine/template.ts), filled after translation.
 */
export const questionnaire = {
  title: 'A few questions about your case',
  counter: 'Question {{n}} of {{total}}',
  previous: 'Previous',
  next: 'Next',
  finish: 'Finish',
  prompts: {
    petitionerOtherNames: 'Have you ever used other names (maiden name, aliases, nicknames)?',
    petitionerMaritalStatus: 'What is your current marital status?',
    citizenshipMethod: 'How did you become a U.S. citizen?',
    filedI129F: 'Have you ever filed Form I-129F for another beneficiary?',
    petitionerChildren: 'Do you have any children under 18 years of age?',
    beneficiaryOtherNames: 'Has {beneficiary} ever used other names?',
    beneficiaryMaritalStatus: 'What is the marital status of {beneficiary}?',
    beneficiaryInUS: 'Is {beneficiary} currently in the United States?',
    beneficiaryHasChildren: 'Does {beneficiary} have any children?',
    metInPerson: 'Have you and {beneficiary} met in person within the last 2 years?',
    metThroughIMB: 'Did you meet {beneficiary} through an international marriage broker?',
    protectionOrder: 'Have you ever been subject to a temporary or permanent protection or restraining order?',
    beneficiaryCrimes: 'Has {beneficiary} ever been arrested or convicted of a crime?',
    classificationBeneficiary: 'Which classification are you requesting for {beneficiary}?',
    filedFormI130: 'Have you filed Form I-130 for {beneficiary}?',
    beneficiaryChildCount: 'How many children does {beneficiary} have?',
  },
  options: {
    yes: 'Yes',
    no: 'No',
    single: 'Single',
    married: 'Married',
    divorced: 'Divorced',
    widowed: 'Widowed',
    birth: 'Birth in the United States',
    parents: 'U.S. citizen parents',
    naturalization: 'Naturalization',
    denied: 'Denied',
    revoked: 'Revoked',
    k1: 'Fiancé(e) (K-1 visa)',
    k3: 'Spouse (K-3 visa)',
  },
};
