import { ZLoginResponse, type LoginResponse } from '@i129f/petition/api/auth.ts';
import {
  ENROLMENT_HEADER,
  type EnrolmentCheck,
  ZEnrolConfirmResponse,
  ZEnrolStartResponse,
  ZLoginResult,
  ZTwoFactorChallenge,
  type EnrolConfirmResponse,
  type EnrolStartResponse,
  type LoginResult,
  type TwoFactorChallenge,
} from '@i129f/petition/api/two-factor.ts';
import type { z } from 'zod';
import { api, type ApiResult } from '../../api/client.ts';

const noSession = { redirectOn403: false } as const;

async function parsed<S extends z.ZodType>(schema: S, p: Promise<ApiResult<unknown>>): Promise<ApiResult<z.infer<S>>> {
  const result = await p;
  if (!result.ok) return result;
  const data = schema.safeParse(result.data);
  return data.success ? { ...result, data: data.data } : { ok: false, status: result.status, error: null };
}

/** The password step (POST /api/login): a session for a client, a two-factor challenge for staff. */
export const signIn = (username: string, password: string): Promise<ApiResult<LoginResult>> =>
  parsed(ZLoginResult, api.post('/login', { username, password }, noSession));

export const isChallenge = (r: LoginResult): r is TwoFactorChallenge => ZTwoFactorChallenge.safeParse(r).success;

export const twoFactorApi = {
  enrolStart: (pendingToken: string): Promise<ApiResult<EnrolStartResponse>> =>
    parsed(ZEnrolStartResponse, api.post('/login/two-factor/enrol', { pendingToken }, noSession)),
  enrolConfirm: (pendingToken: string, code: string): Promise<ApiResult<EnrolConfirmResponse>> =>
    parsed(ZEnrolConfirmResponse, api.post('/login/two-factor/enrol/confirm', { pendingToken, code }, noSession)),
  verify: (pendingToken: string, answer: { code: string } | { recoveryCode: string }): Promise<ApiResult<LoginResponse>> =>
    parsed(ZLoginResponse, api.post('/login/two-factor/verify', { pendingToken, ...answer }, noSession)),
  /** The mailed enrolment link (issue 23.7): whose it is; its token only ever travels in the X-Enrolment-Token header. */
  enrolmentCheck: (token: string): Promise<ApiResult<EnrolmentCheck>> => api.post('/two-factor/enrolment/check', undefined, withEnrolment(token)),
  /** Link + password → the 'enrol' challenge that /two-factor continues. */
  enrolmentStart: (token: string, password: string): Promise<ApiResult<TwoFactorChallenge>> =>
    parsed(ZTwoFactorChallenge, api.post('/two-factor/enrolment', { password }, withEnrolment(token))),
};

const withEnrolment = (token: string) => ({ ...noSession, headers: { [ENROLMENT_HEADER]: token } });

/** sessionStorage key of the enrolment link's token (session/linkToken.ts reads it, like the invitation's). */
export const ENROLMENT_KEY = 'enrolmentToken';

export const forgetEnrolmentToken = (): void => sessionStorage.removeItem(ENROLMENT_KEY);

/**
 * The challenge between the login page and /two-factor, in memory only (never in storage or the URL):
 * a reload drops it and the user signs in again.
 */
let pending: TwoFactorChallenge | null = null;
export const pendingLogin = {
  set: (c: TwoFactorChallenge | null) => void (pending = c),
  get: (): TwoFactorChallenge | null => (pending && pending.pendingExpiry > Date.now() ? pending : null),
};
