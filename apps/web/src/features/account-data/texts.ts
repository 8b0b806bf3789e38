import type { AuditAction } from '@i129f/petition/api/account-data.ts';

/** What each audited action means, for people (the Activity list). */
export const ACTION_LABELS = {
  'file.list': 'Listed the files',
  'file.upload': 'Uploaded a file',
  'file.download': 'Downloaded a file',
  'file.delete': 'Deleted a file',
  'file.replace': 'Saved an edited PDF',
  'files.zip': 'Downloaded all files as a zip',
  'chat-state.read': 'Opened the interview answers',
  'chat-state.save': 'Saved interview answers',
  'petition.generate': 'Generated the I-129F',
  'extraction.run': 'Read values from uploaded documents',
  'readiness.read': 'Opened the filing readiness check',
  'letters.read': 'Opened the letters drafted from the answers',
  'letters.generate': 'Generated a letter',
  'packet.generate': 'Generated the filing packet',
  'account.export': 'Downloaded all account data',
  'account.delete': 'Deleted the account',
  'review.read': 'Opened the petition review',
  'review.mark': 'Marked the petition reviewed',
  'review.comment': 'Commented on an answer',
  'review.comments.read': 'Read the review comments',
  'review.status': 'Changed the petition status',
  'account.deactivate': 'Deactivated the account',
  'account.reactivate': 'Reactivated the account',
  'account.reassign': 'Moved the client to another paralegal',
  'account.reset-two-factor': 'Reset the two-factor login',
} as const satisfies Record<AuditAction, string>;

export const ROLE_LABELS = { CLIENT: 'Client', PARALEGAL: 'Paralegal', LAWYER: 'Lawyer' } as const;

export const DATA_TEXT = {
  activityTitle: 'Activity',
  activityIntro: 'Who opened, downloaded or changed the data of this account, newest first.',
  activityEmpty: 'No activity has been recorded for this account yet.',
  activityError: 'The activity could not be loaded. Please try again.',
  activityLoading: 'Loading activity…',
  yourDataTitle: 'Your Data',
  exportIntro: 'Download everything stored about your account: your answers, your files and the activity record, as one zip file.',
  exportButton: 'Download my data',
  exportDone: 'Your data was downloaded.',
  exportFailed: 'Your data could not be downloaded. Please try again.',
  deleteIntro:
    'Deleting your account removes your answers, your uploaded and generated files and your login for good. This cannot be undone.',
  deleteButton: 'Delete my account',
  deleteTitle: 'Delete your account?',
  deleteConfirm: 'Delete account',
  deletePasswordLabel: 'Type your password to confirm',
  deleteFailed: 'Your account could not be deleted. Please try again.',
  deleted: 'Your account and its data were deleted.',
  fileGone: 'a file no longer stored',
} as const;
