import { z } from 'zod';
import { zEmail, zFullName, zPassword } from './auth.ts';
import { ZEnrolConfirmResponse, ZEnrolStartResponse, zTotpCode } from './two-factor.ts';

/**
 * Invitations (issue 10.1): a lawyer or paralegal invites a client, a lawyer also a paralegal. The
 * mailed link carries the token in the URL fragment (never sent to a server, never logged); the web
 * app sends it in the X-Invitation-Token header.
 */
export const INVITABLE_TYPES = ['CLIENT', 'PARALEGAL'] as const;
export type InvitableType = (typeof INVITABLE_TYPES)[number];

/** How long a mailed invitation link works. */
export const INVITATION_TTL_MS = 7 * 24 * 3600_000;
export const INVITATION_HEADER = 'X-Invitation-Token';

/** The account name rules of sign-up (length, no control characters), with the form's message for an empty name. */
const zInviteeName = z.string().trim().min(1, 'Please enter a name.').pipe(zFullName);

export const ZCreateInvitationRequest = z.object({
  email: zEmail,
  fullName: zInviteeName,
  userType: z.enum(INVITABLE_TYPES).default('CLIENT'),
});
export type CreateInvitationRequest = z.input<typeof ZCreateInvitationRequest>;

/** A pending invitation as staff see it (POST/GET /api/invitations). */
export interface InvitationInfo {
  id: string;
  email: string;
  fullName: string;
  userType: InvitableType;
  invitedBy: { fullName: string; email: string };
  createdAt: number;
  expiresAt: number;
}

/** POST /api/invitations/check: what the accept page shows. */
export interface InvitationCheck {
  email: string;
  fullName: string;
  userType: InvitableType;
  inviterName: string;
  /** An account with this email exists: accepting links it (logged in as that account). */
  accountExists: boolean;
  /**
   * Accepting creates a staff account: the authenticator is bound in the same step (POST /api/invitations/enrol, then
   * accept with the password, a code and the `enrolment` it answered), before any session (issue 23.7).
   */
  twoFactor: boolean;
}

/**
 * POST /api/invitations/enrol (staff invitation): a new secret for the authenticator app, shown as text and QR code,
 * and `enrolment`, the same secret sealed by the server for this invitation, which the accept sends back.
 */
export const ZInvitationEnrolResponse = ZEnrolStartResponse.extend({ enrolment: z.string() });
export type InvitationEnrolResponse = z.infer<typeof ZInvitationEnrolResponse>;

/**
 * POST /api/invitations/accept: a password when the invitation creates the account; for a staff account also the
 * authenticator's current `code` and the `enrolment` of /invitations/enrol.
 */
export const ZAcceptInvitationRequest = z.object({
  password: zPassword.optional(),
  code: zTotpCode.optional(),
  enrolment: z.string().min(1).max(1000).optional(),
});

/** A staff invitation's accept answer: the session and the recovery codes, shown once. */
export const ZStaffAcceptResponse = ZEnrolConfirmResponse.extend({ linked: z.literal(true) });
