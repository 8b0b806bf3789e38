/** The letters page (issue 11): the page's own texts; the letters themselves are drafted in English for USCIS. */
export const letters = {
  title: 'Letters',
  intro: 'Each letter is drafted from your answers. Generate it as a PDF to print and sign, and as a Word file to edit. Both appear on your Files page.',
  notStarted: 'Answer the interview first: the letters are drafted from your answers.',
  loadError: 'The letters could not be loaded.',
  failed: 'The letter could not be generated. Please try again.',
  editHint: 'Edit the statement in your own words before you generate it. Leave a blank line between paragraphs.',
  drafting: 'Drafting your letters…',
  headings: {
    intentPetitioner: 'Statement of intent to marry — petitioner',
    intentBeneficiary: 'Statement of intent to marry — beneficiary',
    relationship: 'How we met — relationship statement',
    cover: 'Cover letter',
  },
  yourStatement: 'Your statement',
  signatureLines: 'Signature lines for: {{names}}',
  generating: 'Generating…',
  generate: 'Generate PDF and Word',
  savedTo: 'Saved to',
  yourFiles: 'your files',
};
