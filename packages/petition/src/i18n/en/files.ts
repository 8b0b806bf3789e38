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
  preview: {
    title: 'Preview of {{file}}',
    loading: 'Loading the preview…',
    pages: 'Pages of {{file}}',
    close: 'Close',
  },
};
