/** /welcome-client and /welcome (spec §2 'Quick Housekeeping'). */
export const welcome = {
  client: {
    title: 'Welcome',
    titleNamed: 'Welcome, {{name}}',
    lead: 'This is your dashboard for the fiancé(e) visa petition (form I-129F). Pick up where you left off at any time: your answers are saved as you go.',
    continue: 'Continue your application',
  },
  intro: {
    title: 'Your fiancé(e) visa petition in five steps',
    start: 'Start Application',
    steps: {
      signUp: { title: 'Sign up', text: 'Create your account. Done!' },
      upload: { title: 'Upload documents', text: 'Add passports, certificates and other supporting documents.' },
      answer: { title: 'Answer questions', text: 'A guided interview asks one question at a time.' },
      evaluation: { title: 'Automatic check', text: 'Your answers and documents are checked for gaps and inconsistencies.' },
      submission: { title: 'Submission', text: 'You review the completed form, sign it and mail it (with your law firm, if you work with one).' },
    },
  },
  consent: {
    title: 'Quick Housekeeping',
    lead: 'Before we begin, please read and agree to the following statements.',
    legend: 'Statements to agree to',
    statements: {
      advice: 'I understand that this service helps me prepare form I-129F and does not replace legal advice from a lawyer.',
      truthful: 'I confirm that the information I provide will be true, complete and correct to the best of my knowledge.',
      storage: 'I agree that my answers and documents are stored securely and shared only with my law firm, if I work with one, to prepare my petition.',
    },
    back: 'Go Back',
    agree: 'I Agree',
  },
};
