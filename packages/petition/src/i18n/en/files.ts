/** /documents, the Files page (spec §2 Documents): table, actions, delete confirmation, preview. */
export const files = {
  title: 'Files',
  loading: 'Loading your files…',
  columns: { name: 'Name', owner: 'Owner', actions: 'Actions' },
  actions: {
    download: 'Download',
    downloadLabel: 'Download {{file}}',
    edit: 'Edit',
    editLabel: 'Edit {{file}}',
    view: 'View',
    viewLabel: 'View {{file}}',
    delete: 'Delete',
    deleteLabel: 'Delete {{file}}',
    caption: 'Caption',
    captionLabel: 'Caption of {{file}}',
  },
  messages: {
    empty: "You haven't generated any files yet.",
    loadError: 'Error loading documents.',
    deleteFailed: 'Failed to delete file',
    editorFailed: 'Failed to open editor',
    previewFailed: 'Failed to load PDF preview',
  },
  deleteDialog: {
    title: 'Delete {{file}}?',
    text: 'Are you sure you want to delete this file? This action cannot be undone.',
    cancel: 'Cancel',
    confirm: 'Confirm Delete',
  },
  /** The caption of an upload (date, place, who), printed under the picture in the filing packet. */
  captionDialog: {
    title: 'Caption of {{file}}',
    label: 'Caption (optional)',
    hint: 'When, where and who: for example “06/14/2025, Cancún, Mexico: John and Maria at her sister’s wedding”. It is printed under the picture in your filing packet and listed in its index; leave it empty to remove it.',
    invalid: 'The caption has a character that cannot be printed; please remove it.',
    failed: 'The caption could not be saved. Please try again.',
    cancel: 'Cancel',
    save: 'Save caption',
  },
  preview: {
    title: 'Preview of {{file}}',
    loading: 'Loading the preview…',
    pages: 'Pages of {{file}}',
    close: 'Close',
  },
};
