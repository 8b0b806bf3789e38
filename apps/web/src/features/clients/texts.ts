/** The Clients page's texts (spec §2 Clients page, §8). */
export const CLIENTS_TEXT = {
  title: 'Clients',
  empty: 'There are currently no available users.',
  loadError: 'Catch Data Error',
  noFiles: 'No files were generated for this user.',
  downloadFailed: 'The files could not be downloaded. Please try again.',
  clientOnly: 'The Clients page is for lawyers and paralegals. Your own documents are on the Files page.',
  lawyerCaption: 'Your paralegals and clients. Open a paralegal to see their clients.',
  paralegalCaption: 'Your clients',
} as const;
