import { z } from 'zod';
import { ZLoginResponse, ZUserInfo, zEmail } from './auth.ts';

/**
 * Staff two-factor login and account status (issue 10.1). POST /api/login answers a client with a session
 * (ZLoginResponse) and a lawyer or paralegal with a challenge: a pending-login token (5 minutes, single use)
 * that the second step trades for the session — enrolment the first time, a 6-digit code or a recovery code after.
 */
export const PENDING_LOGIN_TTL_MS = 5 * 60_000;
/** Wrong codes one pending login takes before it ends (the password must be entered again). */
export const PENDING_LOGIN_MAX_FAILURES = 5;
export const RECOVERY_CODE_COUNT = 10;

export const TWO_FACTOR_MESSAGES = {
  codeInvalid: 'That code is not valid. Please enter the current 6-digit code from your authenticator app.',
  codeUsed: 'That code was already used. Please wait for the next code in your authenticator app.',
  recoveryInvalid: 'That recovery code is not valid or was already used.',
  loginExpired: 'Your sign-in has expired. Please sign in again.',
  alreadyEnrolled: 'Two-factor login is already set up for this account.',
  deactivated: 'This account has been deactivated. Please contact your law firm.',
  notEnrolled: 'Two-factor login is not set up for this account yet. Open the set-up link e-mailed to you; if you have none, ask a lawyer of your firm to send a new one.',
  enrolmentInvalid: 'This set-up link is invalid, expired or already used. Please ask a lawyer of your firm for a new one.',
} as const;

/**
 * Staff enrol their authenticator only from a mailed link (issue 23.7): the invitation link of a new paralegal, or an
 * enrolment link (/two-factor-enrolment#token=…) that a lawyer's reset of the factor, `npm run create-user` or
 * `npm run enrolment-link` mails. A password alone never reaches enrolment. The link's token travels in this header.
 */
export const ENROLMENT_HEADER = 'X-Enrolment-Token';
/** How long a mailed enrolment link works. */
export const ENROLMENT_TTL_MS = 72 * 3600_000;

/** POST /api/two-factor/enrolment/check: whose link it is. */
export interface EnrolmentCheck {
  email: string;
  fullName: string;
}
/** POST /api/two-factor/enrolment: the link's token (header) and the account's password → an 'enrol' challenge. */
export const ZEnrolmentStartRequest = z.object({ password: z.string().min(1, 'Please enter your password.').max(200) });

export const ZTwoFactorChallenge = z.object({
  user: ZUserInfo,
  twoFactor: z.enum(['enrol', 'verify']),
  pendingToken: z.string(),
  /** Milliseconds since the epoch. */
  pendingExpiry: z.number(),
});
export type TwoFactorChallenge = z.infer<typeof ZTwoFactorChallenge>;

/** What POST /api/login answers: a session (clients) or a challenge (staff). */
export const ZLoginResult = z.union([ZLoginResponse, ZTwoFactorChallenge]);
export type LoginResult = z.infer<typeof ZLoginResult>;

const zPendingToken = z.string().min(1).max(200);
/** Six digits; spaces the user typed between groups are dropped. */
export const zTotpCode = z
  .string()
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Please enter the 6-digit code.'));
/** XXXX-XXXX-XXXX-XXXX in base32 letters; case, spaces and dashes do not matter. */
export const zRecoveryCode = z
  .string()
  .max(64)
  .transform((v) => v.toUpperCase().replace(/[\s-]+/g, ''))
  .pipe(z.string().regex(/^[A-Z2-7]{16}$/, 'Please enter a recovery code as shown (16 letters and digits).'));

export const ZEnrolStartRequest = z.object({ pendingToken: zPendingToken });
export const ZEnrolStartResponse = z.object({
  /** Base32 secret for manual entry. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The QR code of otpauthUrl as an SVG data URL. */
  qrDataUrl: z.string(),
});
export type EnrolStartResponse = z.infer<typeof ZEnrolStartResponse>;

export const ZEnrolConfirmRequest = z.object({ pendingToken: zPendingToken, code: zTotpCode });
export const ZEnrolConfirmResponse = ZLoginResponse.extend({ recoveryCodes: z.array(z.string()) });
export type EnrolConfirmResponse = z.infer<typeof ZEnrolConfirmResponse>;

export const ZVerifyRequest = z.union([
  z.object({ pendingToken: zPendingToken, code: zTotpCode }).strict(),
  z.object({ pendingToken: zPendingToken, recoveryCode: zRecoveryCode }).strict(),
]);

/** POST /api/user/deactivate/:email: the pending invitations the account had sent are revoked with it (issue 23.5). */
export interface DeactivateResponse {
  email: string;
  deactivated: true;
  invitationsRevoked: number;
}

/** POST /api/user/reset-two-factor/:email: the factor is removed and a new enrolment link mailed to the account. */
export interface ResetTwoFactorResponse {
  email: string;
  twoFactorReset: true;
  enrolmentLinkSent: true;
}

/** GET /api/user/firm-lawyers: the other lawyers of the caller's firm (a lawyer resets their second factor). */
export interface FirmLawyer {
  email: string;
  fullName: string;
  /** An authenticator is bound (false: not yet, or reset and waiting for the mailed link). */
  twoFactorEnrolled: boolean;
}

/** POST /api/user/reassign/:email (lawyer only): the client goes under this paralegal of the lawyer. */
export const ZReassignRequest = z.object({ paralegalEmail: zEmail });
