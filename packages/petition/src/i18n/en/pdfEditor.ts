/** The PDF editor (/documents/edit): fill in the generated form's fields in the browser. */
export const pdfEditor = {
  openFailed: 'Failed to open editor',
  saveFailed: 'The changes could not be saved. Please try again.',
  title: 'Edit {{file}}',
  document: 'document',
  close: 'Close without saving',
  saving: 'Saving…',
  save: 'Save',
  opening: 'Opening the document…',
  hint: 'Click a field to change it. Save stores the edited file in place of the old one.',
  pages: 'Pages of {{file}}',
  /** Accessible names of the form's own controls that have none in the PDF. */
  formField: 'Form field',
  formButton: 'Form button',
  linkTo: 'Link to {{url}}',
};
