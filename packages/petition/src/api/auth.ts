import { z } from 'zod';
import { USER_TYPES } from '../account/roles.ts';
import { ACCOUNT_MESSAGES } from '../account/messages.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { checkFullName, EMAIL_MAX_LENGTH, EMAIL_PATTERN, PASSWORD_MAX_LENGTH, PASSWORD_PATTERN } from '../account/validators.ts';

/** Payload schemas of the account API (spec §7), shared by the browser forms and the server. */
export const zEmail = z.string().trim().max(EMAIL_MAX_LENGTH, ACCOUNT_MESSAGES.emailTooLong).regex(EMAIL_PATTERN, ACCOUNT_MESSAGES.emailRequired);
/** An account's full name: trimmed, 1–FULL_NAME_MAX_LENGTH characters, no control characters (checkFullName). */
export const zFullName = z.string().trim().superRefine((value, ctx) => {
  const check = checkFullName(value);
  if (!check.ok) ctx.addIssue({ code: 'custom', message: check.message });
});
export const zPassword = z.string().max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordRule).regex(PASSWORD_PATTERN, ACCOUNT_MESSAGES.passwordRule);

export const ZLoginRequest = z.object({
  username: zEmail,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.infer<typeof ZLoginRequest>;

export const ZRegisterRequest = z.object({
  email: zEmail,
  password: zPassword,
  fullName: zFullName,
  /** Always CLIENT from the sign-up screen; the server ignores any other value and creates a CLIENT. */
  userType: z.enum(USER_TYPES).optional(),
  parentEmail: z.union([zEmail, z.literal('')]).optional(),
  /** The language the sign-up page was read in; kept on the account (issue 21.5). Default: the request's Accept-Language. */
  language: z.enum(LANGUAGES).optional(),
});
export type RegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZAcceptNewPassRequest = z.object({
  email: zEmail,
  oldPassword: z.string().max(PASSWORD_MAX_LENGTH),
  newPassword: zPassword,
});
export type AcceptNewPassRequest = z.infer<typeof ZAcceptNewPassRequest>;

export const ZUserInfo = z.object({
  fullName: z.string(),
  email: z.string(),
  userType: z.enum(USER_TYPES),
  acceptedConditions: z.boolean(),
  role: z.enum(['u', 'paralegal', 'lawyer']),
  /** The language kept on the account (issue 21.5); null or absent: never chosen, the browser's stays. */
  language: z.enum(LANGUAGES).nullable().optional(),
});
export type UserInfo = z.infer<typeof ZUserInfo>;

/** POST /api/me/language: the language the signed-in user picked (issue 21.5). */
export const ZLanguageRequest = z.object({ language: z.enum(LANGUAGES) }).strict();
export type LanguageRequest = z.infer<typeof ZLanguageRequest>;

export const ZLoginResponse = z.object({
  user: ZUserInfo,
  token: z.string(),
  /** Milliseconds since the epoch. */
  tokenExpiry: z.number(),
});
export type LoginResponse = z.infer<typeof ZLoginResponse>;

/** GET /user/findUserByEmail/{email} (spec §3 user listing). */
export interface ListedUser {
  userId: string;
  fullName: string;
  email: string;
  roles: { role: string }[];
  userType: (typeof USER_TYPES)[number];
  acceptedConditions: boolean;
  /** Deactivated by the firm (issue 10.1): no login; the data stays. */
  deactivated?: boolean;
  paralegals?: ListedUser[];
  clients?: ListedUser[];
}

/** Error body of every failed API call. `fields` names the invalid inputs on a 400. */
export interface ApiError {
  error: string;
  code: string;
  message: string;
  fields?: { path: string; message: string }[];
}
