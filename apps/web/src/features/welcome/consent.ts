/** Statements the client agrees to before starting (spec §2 'Quick Housekeeping'). */
export const CONSENT_STATEMENTS = [
  'I understand that this service helps me prepare form I-129F and does not replace legal advice from my lawyer.',
  'I confirm that the information I provide will be true, complete and correct to the best of my knowledge.',
  'I agree that my answers and documents are stored securely and shared only with my law firm to prepare my petition.',
] as const;

/** The five steps shown on the intro (spec §2). */
export const INTRO_STEPS = [
  { title: 'Sign up', text: 'Create your account. Done!' },
  { title: 'Upload documents', text: 'Add passports, certificates and other supporting documents.' },
  { title: 'Answer questions', text: 'A guided interview asks one question at a time.' },
  { title: 'AI evaluation', text: 'Your answers and documents are checked for gaps and inconsistencies.' },
  { title: 'Submission', text: 'Your lawyer reviews the completed form before it is filed.' },
] as const;
