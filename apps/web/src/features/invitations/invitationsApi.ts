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

/** sessionStorage key of the invitation link's token (session/linkToken.ts reads it; the page clears the fragment). */
export const STORAGE_KEY = 'invitationToken';

export function forgetInvitationToken(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}
