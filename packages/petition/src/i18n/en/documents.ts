/** /file-upload-list: the required documents page (titles and descriptions come from documents/catalogue.ts). */
export const documents = {
  title: 'Upload your documents',
  intro: 'These documents support your petition. Upload each one you have; you can also continue now and upload them later.',
  loadFailed: 'We could not load the files you already uploaded. Reload the page to try again.',
  columns: { document: 'Document', upload: 'Upload', status: 'Status' },
  about: 'About {{title}}',
  translation: '{{file}} (translation)',
  upload: 'Upload',
  manage: 'Manage Files',
  buttonLabel: '{{action}}: {{title}}',
  uploaded: 'Uploaded',
  pending: 'Pending...',
  next: 'Next Step',
  processing: 'Processing...',
};
