/** /setup: the name wizard's chrome and help; prompts mirror packages/petition/src/setup/wizard.ts (a test compares). */
export const setup = {
  title: "Let's start with the names",
  counter: 'Step {{n}} of {{total}}',
  previous: 'Previous',
  next: 'Next',
  finish: 'Finish',
  tip: 'Tip: press Enter or → for the next step and ← for the previous one.',
  prompts: {
    petitionerFirstName: 'What is your first name?',
    petitionerSecondName: 'What is your middle name?',
    petitionerLastName: 'What is your last name?',
    beneficiaryFirstName: "What is your beneficiary's first name?",
    beneficiarySecondName: "What is your beneficiary's middle name?",
    beneficiaryLastName: "What is your beneficiary's last name?",
  },
  hints: {
    petitionerFirstName: 'You are the petitioner: the U.S. citizen filing. Write it as on your passport.',
    petitionerSecondName: 'Leave empty or type N/A if you have none.',
    petitionerLastName: 'Family name, as on your passport.',
    beneficiaryFirstName: 'The beneficiary is your fiancé(e), as on their passport.',
    beneficiarySecondName: 'Leave empty or type N/A if they have none.',
    beneficiaryLastName: 'Family name, as on their passport.',
  },
};
