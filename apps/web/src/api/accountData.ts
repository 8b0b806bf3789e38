import type { AuditPage } from '@i129f/petition/api/account-data.ts';
import { api } from './client.ts';

const enc = encodeURIComponent;

/** The audit trail, export and deletion calls (issue 8.6). */
export const accountDataApi = {
  /** Who read or changed this account's data, newest first. */
  audit: (email: string, page: number, pageSize = 25, by: 'anyone' | 'others' = 'anyone') =>
    api.get<AuditPage>(`/audit/${enc(email)}`, { query: { page: String(page), pageSize: String(pageSize), by } }),
  /** Everything stored about the account as a zip. */
  exportZip: (email: string) => api.blob(`/user/export/${enc(email)}`),
  /**
   * Deletes the account (the holder, password re-typed). A wrong password is a 400 naming `password`;
   * a 403 here still means the session is over.
   */
  deleteAccount: (email: string, password: string) => api.delete<{ deleted: true }>(`/user/${enc(email)}`, { json: { password } }),
};

export const EXPORT_FILE_NAME = 'i129f-account-export.zip';
