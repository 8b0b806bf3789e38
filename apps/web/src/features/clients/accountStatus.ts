import type { ListedUser } from '@i129f/petition/api/auth.ts';
import type { DeactivateResponse, FirmLawyer, ResetTwoFactorResponse } from '@i129f/petition/api/two-factor.ts';
import { api } from '../../api/client.ts';

const e = encodeURIComponent;

/** Deactivate / reactivate / reassign / reset two-factor login (issues 10.1, 23.7; apps/server/src/users/account-status*.ts). */
export const accountStatusApi = {
  deactivate: (email: string) => api.post<DeactivateResponse>(`/user/deactivate/${e(email)}`),
  reactivate: (email: string) => api.post(`/user/reactivate/${e(email)}`),
  reassign: (clientEmail: string, paralegalEmail: string) => api.post(`/user/reassign/${e(clientEmail)}`, { paralegalEmail }),
  /** A paralegal of the lawyer or another lawyer of its firm: the factor goes and a new set-up link is mailed to them. */
  resetTwoFactor: (email: string) => api.post<ResetTwoFactorResponse>(`/user/reset-two-factor/${e(email)}`),
  /** The other lawyers of the caller's firm (lawyer only). */
  firmLawyers: () => api.get<{ lawyers: FirmLawyer[] }>('/user/firm-lawyers'),
};

/** One account the caller manages: a paralegal (lawyer only) or a client, with whose list it is on. */
export interface ManagedAccount {
  email: string;
  fullName: string;
  kind: 'paralegal' | 'client';
  deactivated: boolean;
  /** The paralegal a client is under (null: directly under the lawyer, or the caller is that paralegal). */
  paralegalEmail: string | null;
}

/** The listing flattened: a lawyer's paralegals, then every client of the firm; a paralegal's clients. */
export function managedAccounts(tree: ListedUser): ManagedAccount[] {
  const client = (c: ListedUser, paralegalEmail: string | null): ManagedAccount => ({
    email: c.email,
    fullName: c.fullName,
    kind: 'client',
    deactivated: c.deactivated === true,
    paralegalEmail,
  });
  if (tree.userType === 'PARALEGAL') return (tree.clients ?? []).map((c) => client(c, null));
  if (tree.userType !== 'LAWYER') return [];
  const paralegals = tree.paralegals ?? [];
  return [
    ...paralegals.map((p): ManagedAccount => ({ email: p.email, fullName: p.fullName, kind: 'paralegal', deactivated: p.deactivated === true, paralegalEmail: null })),
    ...paralegals.flatMap((p) => (p.clients ?? []).map((c) => client(c, p.email))),
    ...(tree.clients ?? []).map((c) => client(c, null)),
  ];
}
