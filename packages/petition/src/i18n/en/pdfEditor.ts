/** The PDF editor (/documents/edit): fill in the generated form's fields in the browser. */
export const pdfEditor = {
  openFailed: 'Failed to open editor',
  saveFailed: 'The changes could not be saved. Please try again.',
  title: 'Edit {{file}}',
  document: 'document',
  /** Stores the changes, if any, then returns to the Files page (spec FILE-10). */
  close: 'Close',
  discard: 'Close without saving',
  saving: 'Saving…',
  save: 'Save',
  opening: 'Opening the document…',
  hint: 'Click a field to change it. Save or Close stores the edited file in place of the old one; Close without saving drops your changes.',
  pages: 'Pages of {{file}}',
  /** Accessible names of the form's own controls that have none in the PDF. */
  formField: 'Form field',
  formButton: 'Form button',
  linkTo: 'Link to {{url}}',
};
