import type { LoginResponse } from '@i129f/petition/api/auth.ts';
import {
  INVITATION_HEADER,
  type CreateInvitationRequest,
  type InvitationCheck,
  type InvitationEnrolResponse,
  type InvitationInfo,
} from '@i129f/petition/api/invitations.ts';
import { api } from '../../api/client.ts';

/** The accept answer: a session when the invitation created the account; a staff account's recovery codes, shown once. */
export type AcceptAnswer = { linked: true; user: LoginResponse['user']; recoveryCodes?: string[] } & Partial<Pick<LoginResponse, 'token' | 'tokenExpiry'>>;

// The invitee's calls run logged out (or as the account being linked): a 401/403 is an answer to show, not "session over".
const asInvitee = (token: string) => ({ redirectOn403: false, headers: { [INVITATION_HEADER]: token } }) as const;

/** Calls of apps/server/src/invitations/routes.ts. The token only ever travels in the X-Invitation-Token header. */
export const invitationsApi = {
  create: (body: CreateInvitationRequest) => api.post<{ invitation: InvitationInfo }>('/invitations', body),
  list: () => api.get<{ invitations: InvitationInfo[] }>('/invitations'),
  revoke: (id: string) => api.delete<{ revoked: true }>(`/invitations/${encodeURIComponent(id)}`),
  check: (token: string) => api.post<InvitationCheck>('/invitations/check', undefined, asInvitee(token)),
  accept: (token: string, password?: string, factor?: { code: string; enrolment: string }) =>
    api.post<AcceptAnswer>('/invitations/accept', password === undefined ? {} : { password, ...factor }, asInvitee(token)),
  /** A staff invitation (issue 23.7): the authenticator's secret, bound by the accept together with the password. */
  enrol: (token: string) => api.post<InvitationEnrolResponse>('/invitations/enrol', undefined, asInvitee(token)),
};

const STORAGE_KEY = 'invitationToken';

/**
 * The token of the link: read from the URL fragment (#token=…, never sent to the server) and kept in this tab's
 * sessionStorage, so signing in on the page or a reload does not lose it; without a fragment, the kept one.
 * The page removes the fragment from the address bar once read.
 */
export function readInvitationToken(hash: string): string {
  const fromHash = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  if (fromHash) {
    sessionStorage.setItem(STORAGE_KEY, fromHash);
    return fromHash;
  }
  return sessionStorage.getItem(STORAGE_KEY) ?? '';
}

export function forgetInvitationToken(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}
