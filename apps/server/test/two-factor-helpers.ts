import { generate } from 'otplib';
import { expect } from 'vitest';
import { issueEnrolmentLink } from '../src/auth/enrolment-links.ts';
import { findUserByEmail } from '../src/users/repo.ts';
import { call, PASSWORD, type TestApp } from './helpers.ts';

/**
 * Staff two-factor set-up through the API as the web app does it (issue 23.7): an enrolment link (link + password →
 * an 'enrol' challenge → QR secret → code), or a staff invitation (secret first, then the accept with the code).
 * Codes are computed with otplib for the server's test clock.
 */
export const totp = (t: TestApp, secret: string) => generate({ secret, epoch: Math.floor(t.clock.now() / 1000) });

/** The token of a fresh enrolment link of `email` (issued directly, as a lawyer's reset or the CLI would mail it). */
export async function enrolmentToken(t: TestApp, email: string): Promise<string> {
  const user = (await findUserByEmail(t.app.deps.db, email))!;
  const { link } = await issueEnrolmentLink(t.app.deps, { userId: user.id, issuedBy: null, linkBase: 'http://app.test' });
  return new URLSearchParams(new URL(link).hash.slice(1)).get('token')!;
}

/** The token of the newest mail to `email` holding a /two-factor-enrolment#token= link, or undefined. */
export function mailedEnrolmentToken(mails: readonly string[], email: string): string | undefined {
  const mail = mails.filter((m) => m.includes(`To: ${email}`) && m.includes('/two-factor-enrolment#token=')).at(-1);
  return mail ? /\/two-factor-enrolment#token=([A-Za-z0-9_-]+)/.exec(mail)?.[1] : undefined;
}

export const enrolmentStart = (t: TestApp, token: string, password = PASSWORD) =>
  call(t.app, 'POST', '/api/two-factor/enrolment', { headers: { 'x-enrolment-token': token }, body: { password } });

/** Enrols `email` from an enrolment link (`token`, else a fresh one): its secret and the confirm answer (session, recovery codes). */
export async function enrolByLink(t: TestApp, email: string, token?: string) {
  const challenge = await enrolmentStart(t, token ?? (await enrolmentToken(t, email)));
  expect(challenge.statusCode, challenge.body).toBe(200);
  const { pendingToken, twoFactor } = challenge.json();
  expect(twoFactor).toBe('enrol');
  const start = await call(t.app, 'POST', '/api/login/two-factor/enrol', { body: { pendingToken } });
  expect(start.statusCode, start.body).toBe(200);
  const { secret, otpauthUrl, qrDataUrl } = start.json();
  const confirm = await call(t.app, 'POST', '/api/login/two-factor/enrol/confirm', { body: { pendingToken, code: await totp(t, secret) } });
  expect(confirm.statusCode, confirm.body).toBe(200);
  return { secret: secret as string, otpauthUrl: otpauthUrl as string, qrDataUrl: qrDataUrl as string, confirmed: confirm.json() };
}

/** Accepts a staff invitation as the page does: the authenticator's secret, then password + code + the sealed enrolment. */
export async function acceptStaffInvitation(t: TestApp, invitationToken: string, password = PASSWORD) {
  const headers = { 'x-invitation-token': invitationToken };
  const enrol = await call(t.app, 'POST', '/api/invitations/enrol', { headers });
  expect(enrol.statusCode, enrol.body).toBe(200);
  const { secret, enrolment } = enrol.json();
  const res = await call(t.app, 'POST', '/api/invitations/accept', { headers, body: { password, code: await totp(t, secret), enrolment } });
  return { res, secret: secret as string };
}
