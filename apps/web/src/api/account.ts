import { ZLoginResponse, type LanguageRequest, type LoginResponse, type RegisterRequest } from '@i129f/petition/api/auth.ts';
import type { Language } from '@i129f/petition/i18n/languages.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { api, type ApiResult } from './client.ts';

const noSession = { redirectOn403: false } as const;
const enc = encodeURIComponent;

/** Account calls of spec §7. A non-200 login answer or a malformed one reads as a failure. */
export async function login(username: string, password: string): Promise<ApiResult<LoginResponse>> {
  const result = await api.post<unknown>('/login', { username, password }, noSession);
  if (!result.ok) return result;
  const parsed = ZLoginResponse.safeParse(result.data);
  return parsed.success ? { ...result, data: parsed.data } : { ok: false, status: result.status, error: null };
}

/** The language the page is read in goes with the sign-up: the account keeps it (issue 21.5). */
export const register = (payload: Required<Pick<RegisterRequest, 'email' | 'password' | 'fullName'>>) =>
  api.post('/user/register', { ...payload, userType: 'CLIENT', parentEmail: '', language: currentLanguage() }, noSession);

/** Keeps the language the signed-in user picked on the account (issue 21.5). */
export const saveLanguage = (language: Language) => api.post('/me/language', { language } satisfies LanguageRequest, noSession);

export const markAcceptedConditions = (email: string) => api.post(`/user/mark-accepted-conditions/${enc(email)}`);

export const requestForgottenPassword = (email: string) =>
  api.post(`/user/request-forgotten-password/${enc(email)}`, undefined, noSession);

/** The reset token travels in a header, never in a request URL (URLs end up in logs and history). */
const resetTokenHeader = (token: string) => ({ 'X-Reset-Token': token });

export const confirmPasswordReset = (token: string) =>
  api.post('/user/confirm-password-reset', undefined, { ...noSession, headers: resetTokenHeader(token) });

export const acceptNewPass = (payload: { email: string; oldPassword: string; newPassword: string }, token?: string) =>
  api.post('/user/accept-new-pass', payload, { ...noSession, headers: token ? resetTokenHeader(token) : undefined });

export const logout = () => api.post('/logout', undefined, noSession);
