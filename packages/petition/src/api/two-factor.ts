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
} as const;

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

/** POST /api/user/reassign/:email (lawyer only): the client goes under this paralegal of the lawyer. */
export const ZReassignRequest = z.object({ paralegalEmail: zEmail });
