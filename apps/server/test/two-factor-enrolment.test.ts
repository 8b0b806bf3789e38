import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENROLMENT_TTL_MS, TWO_FACTOR_MESSAGES } from '@i129f/petition/api/two-factor.ts';
import { twoFactorDb } from '../src/auth/two-factor-repo.ts';
import { createUser } from '../src/users/create-user.ts';
import { addUser, buildTestApp, call, login, PASSWORD, readOutbox, type TestApp } from './helpers.ts';
import { acceptStaffInvitation, enrolByLink, enrolmentStart, enrolmentToken, mailedEnrolmentToken, totp } from './two-factor-helpers.ts';

/**
 * Staff enrol their authenticator only from a mailed link (issue 23.7): a password alone never reaches enrolment;
 * an invited paralegal binds it inside the invitation's accept; a lawyer resets a paralegal's or another lawyer's of
 * the same firm, which mails a new enrolment link.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const password = (email: string, pw = PASSWORD) => call(t.app, 'POST', '/api/login', { body: { username: email, password: pw } });
const me = (token: string) => call(t.app, 'GET', '/api/me', { token });
const userExists = async (email: string) => Boolean(await t.app.deps.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst());

/** A code of the next time step (a step is accepted once): the clock moves 30 s first. */
async function nextCode(secret: string) {
  t.clock.advance(30_000);
  return totp(t, secret);
}

/** Signs in with password and code; the session token. */
async function signIn(email: string, secret: string): Promise<string> {
  const challenge = await password(email);
  expect(challenge.statusCode, challenge.body).toBe(200);
  expect(challenge.json().twoFactor).toBe('verify');
  const res = await call(t.app, 'POST', '/api/login/two-factor/verify', { body: { pendingToken: challenge.json().pendingToken, code: await nextCode(secret) } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token;
}

describe('a staff password alone', () => {
  it('never reaches enrolment: the right password of an unenrolled lawyer or paralegal → 403 TWO_FACTOR_NOT_ENROLLED, no pending login', async () => {
    await addUser(t, 'alone.lawyer@example.com', 'LAWYER');
    await addUser(t, 'alone.para@example.com', 'PARALEGAL', 'alone.lawyer@example.com');
    for (const email of ['alone.lawyer@example.com', 'alone.para@example.com']) {
      const res = await password(email);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ code: 'TWO_FACTOR_NOT_ENROLLED', message: TWO_FACTOR_MESSAGES.notEnrolled });
      expect(res.json().pendingToken).toBeUndefined();
      expect(res.json().token).toBeUndefined();
      // A wrong password is told nothing more.
      expect((await password(email, 'WrongPass1!')).json().code).toBe('INVALID_CREDENTIALS');
    }
    const pending = await twoFactorDb(t.app.deps.db).selectFrom('pending_logins').innerJoin('users', 'users.id', 'pending_logins.user_id').select('users.email').where('users.email', 'like', 'alone.%').execute();
    expect(pending).toEqual([]);
  });

  it('nor does an unconfirmed secret left by the old first-login enrolment, nor the pending login of an enrolled account', async () => {
    await addUser(t, 'half.lawyer@example.com', 'LAWYER');
    const user = (await t.app.deps.db.selectFrom('users').select('id').where('email', '=', 'half.lawyer@example.com').executeTakeFirstOrThrow()).id;
    await twoFactorDb(t.app.deps.db).insertInto('two_factor').values({ user_id: user, secret: 'v1:x:y:z:w', created_at: t.clock.now(), confirmed_at: null, last_step: null }).execute();
    expect((await password('half.lawyer@example.com')).json().code).toBe('TWO_FACTOR_NOT_ENROLLED');

    await addUser(t, 'done.lawyer@example.com', 'LAWYER');
    await enrolByLink(t, 'done.lawyer@example.com');
    const { pendingToken } = (await password('done.lawyer@example.com')).json();
    for (const route of ['/api/login/two-factor/enrol', '/api/login/two-factor/enrol/confirm']) {
      const res = await call(t.app, 'POST', route, { body: { pendingToken, code: '123456' } });
      expect(res.statusCode, route).toBe(403);
      expect(res.json().code).toBe('TWO_FACTOR_NOT_ENROLLED');
    }
  });
});

describe('the enrolment link', () => {
  it('is read from its header only, needs the password, works once, and then the login asks for the code', async () => {
    await addUser(t, 'link.lawyer@example.com', 'LAWYER');
    const token = await enrolmentToken(t, 'link.lawyer@example.com');
    const check = await call(t.app, 'POST', '/api/two-factor/enrolment/check', { headers: { 'x-enrolment-token': token } });
    expect(check.json()).toEqual({ email: 'link.lawyer@example.com', fullName: 'Name link.lawyer' });
    expect((await call(t.app, 'POST', `/api/two-factor/enrolment/check?token=${token}`)).json()).toMatchObject({ code: 'ENROLMENT_INVALID' });
    // The link without the password (or with a wrong one) opens nothing.
    const wrong = await enrolmentStart(t, token, 'WrongPass1!');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', fields: [{ path: 'password' }] });
    expect((await call(t.app, 'POST', '/api/two-factor/enrolment', { body: { password: PASSWORD } })).json().code).toBe('ENROLMENT_INVALID');

    const { secret, confirmed } = await enrolByLink(t, 'link.lawyer@example.com', token);
    expect(confirmed.recoveryCodes).toHaveLength(10);
    expect((await me(confirmed.token)).statusCode).toBe(200);
    // Used: the same link is refused; the password step now asks for a code.
    expect((await enrolmentStart(t, token)).json()).toMatchObject({ code: 'ENROLMENT_INVALID', message: TWO_FACTOR_MESSAGES.enrolmentInvalid });
    await signIn('link.lawyer@example.com', secret);
  });

  it(`expires after ${ENROLMENT_TTL_MS / 3600_000} h, a newer link replaces an older one, and clients have none`, async () => {
    await addUser(t, 'late.para@example.com', 'PARALEGAL', 'alone.lawyer@example.com');
    const old = await enrolmentToken(t, 'late.para@example.com');
    const newer = await enrolmentToken(t, 'late.para@example.com');
    expect((await enrolmentStart(t, old)).json().code).toBe('ENROLMENT_INVALID');
    t.clock.advance(ENROLMENT_TTL_MS);
    expect((await enrolmentStart(t, newer)).json().code).toBe('ENROLMENT_INVALID');
    await addUser(t, 'link.client@example.com', 'CLIENT');
    expect((await enrolmentStart(t, await enrolmentToken(t, 'link.client@example.com'))).json().code).toBe('ENROLMENT_INVALID');
  });
});

describe('a paralegal invited by a lawyer', () => {
  const invite = async (lawyer: string, email: string, userType: 'PARALEGAL' | 'CLIENT') => {
    const res = await call(t.app, 'POST', '/api/invitations', { token: lawyer, body: { email, fullName: 'Invited Person', userType } });
    expect(res.statusCode, res.body).toBe(201);
    await t.app.deps.background.idle();
    const mail = readOutbox(t.outboxDir).filter((m) => m.includes(`To: ${email}`)).at(-1)!;
    return /\/invitation#token=([A-Za-z0-9_-]+)/.exec(mail)![1]!;
  };
  const headers = (token: string) => ({ 'x-invitation-token': token });

  it('sets the password and binds the authenticator in the accept, from the mailed link; then the login asks for the code', async () => {
    await addUser(t, 'inviting.lawyer@example.com', 'LAWYER');
    const lawyer = (await login(t.app, 'inviting.lawyer@example.com')).token;
    const token = await invite(lawyer, 'new.para@example.com', 'PARALEGAL');
    expect((await call(t.app, 'POST', '/api/invitations/check', { headers: headers(token) })).json()).toMatchObject({ userType: 'PARALEGAL', accountExists: false, twoFactor: true });

    // The password alone no longer accepts a staff invitation: no account is made.
    const bare = await call(t.app, 'POST', '/api/invitations/accept', { headers: headers(token), body: { password: PASSWORD } });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ path: 'code' }] });
    expect(await userExists('new.para@example.com')).toBe(false);

    const enrol = (await call(t.app, 'POST', '/api/invitations/enrol', { headers: headers(token) })).json();
    expect(enrol.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrol.otpauthUrl).toContain('new.para%40example.com');
    expect(enrol.enrolment).not.toContain(enrol.secret);
    const right = await totp(t, enrol.secret);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    const refused = await call(t.app, 'POST', '/api/invitations/accept', { headers: headers(token), body: { password: PASSWORD, code: wrong, enrolment: enrol.enrolment } });
    expect(refused.json()).toMatchObject({ code: 'TWO_FACTOR_INVALID', fields: [{ path: 'code' }] });
    // A secret sealed for another invitation does not open for this one.
    const other = await invite(lawyer, 'other.para@example.com', 'PARALEGAL');
    const foreign = (await call(t.app, 'POST', '/api/invitations/enrol', { headers: headers(other) })).json();
    const swapped = await call(t.app, 'POST', '/api/invitations/accept', { headers: headers(token), body: { password: PASSWORD, code: await totp(t, foreign.secret), enrolment: foreign.enrolment } });
    expect(swapped.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ path: 'code' }] });
    expect(await userExists('new.para@example.com')).toBe(false);

    const ok = await call(t.app, 'POST', '/api/invitations/accept', { headers: headers(token), body: { password: PASSWORD, code: right, enrolment: enrol.enrolment } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ linked: true, user: { email: 'new.para@example.com', userType: 'PARALEGAL' } });
    expect(ok.json().recoveryCodes).toHaveLength(10);
    expect((await me(ok.json().token)).json().user.email).toBe('new.para@example.com');
    // Used; and the next sign-in asks for a code of the bound app (a recovery code works too).
    expect((await call(t.app, 'POST', '/api/invitations/accept', { headers: headers(token), body: { password: PASSWORD, code: right, enrolment: enrol.enrolment } })).json().code).toBe('INVITATION_INVALID');
    await signIn('new.para@example.com', enrol.secret);
    const challenge = (await password('new.para@example.com')).json();
    const recovery = await call(t.app, 'POST', '/api/login/two-factor/verify', { body: { pendingToken: challenge.pendingToken, recoveryCode: ok.json().recoveryCodes[0] } });
    expect(recovery.statusCode).toBe(200);

    // A client's invitation has no authenticator step.
    const clientToken = await invite(lawyer, 'invited.client@example.com', 'CLIENT');
    expect((await call(t.app, 'POST', '/api/invitations/check', { headers: headers(clientToken) })).json().twoFactor).toBe(false);
    expect((await call(t.app, 'POST', '/api/invitations/enrol', { headers: headers(clientToken) })).statusCode).toBe(400);
    // The helper other tests use goes the same way.
    const { res } = await acceptStaffInvitation(t, other);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('a lost second factor', () => {
  const reset = (email: string, session: string) => call(t.app, 'POST', `/api/user/reset-two-factor/${encodeURIComponent(email)}`, { token: session });
  const firmLawyers = (session: string) => call(t.app, 'GET', '/api/user/firm-lawyers', { token: session });

  it('a lawyer resets another lawyer of the same firm (mailing a new enrolment link); another firm, the lawyer itself and a paralegal are refused', async () => {
    const { db } = t.app.deps;
    await addUser(t, 'first@firm-a.test', 'LAWYER');
    await createUser({ db, now: t.clock.now(), email: 'second@firm-a.test', fullName: 'Second Lawyer', password: PASSWORD, userType: 'LAWYER', strictParent: true, firmOf: 'first@firm-a.test' });
    await addUser(t, 'lawyer@firm-b.test', 'LAWYER');
    await addUser(t, 'para@firm-a.test', 'PARALEGAL', 'first@firm-a.test');
    const first = (await enrolByLink(t, 'first@firm-a.test')).confirmed.token as string;
    const second = (await enrolByLink(t, 'second@firm-a.test')).confirmed.token as string;
    const other = (await enrolByLink(t, 'lawyer@firm-b.test')).confirmed.token as string;
    const para = (await enrolByLink(t, 'para@firm-a.test')).confirmed.token as string;

    expect((await firmLawyers(first)).json()).toEqual({ lawyers: [{ email: 'second@firm-a.test', fullName: 'Second Lawyer', twoFactorEnrolled: true }] });
    expect((await firmLawyers(other)).json()).toEqual({ lawyers: [] });
    expect((await firmLawyers(para)).statusCode).toBe(403);

    for (const [target, session] of [['second@firm-a.test', other], ['first@firm-a.test', para], ['first@firm-a.test', first], ['lawyer@firm-b.test', second]] as const) {
      expect((await reset(target, session)).statusCode, `${target}`).toBe(403);
    }
    expect((await me(second)).statusCode).toBe(200);

    const res = await reset('second@firm-a.test', first);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ email: 'second@firm-a.test', twoFactorReset: true, enrolmentLinkSent: true });
    expect((await me(second)).statusCode).toBe(403);
    expect((await firmLawyers(first)).json().lawyers[0].twoFactorEnrolled).toBe(false);
    // The password alone does not re-enrol; the mailed link (it names who reset it) and the password do.
    expect((await password('second@firm-a.test')).json().code).toBe('TWO_FACTOR_NOT_ENROLLED');
    await t.app.deps.background.idle();
    const mails = readOutbox(t.outboxDir);
    const mail = mails.filter((m) => m.includes('To: second@firm-a.test')).at(-1)!;
    expect(mail).toContain('Name first reset the two-factor login of your account');
    expect(mail).toContain('http://app.test/two-factor-enrolment#token=');
    const { secret } = await enrolByLink(t, 'second@firm-a.test', mailedEnrolmentToken(mails, 'second@firm-a.test'));
    await signIn('second@firm-a.test', secret);

    // The reset of a paralegal mails a link too.
    expect((await reset('para@firm-a.test', first)).json()).toEqual({ email: 'para@firm-a.test', twoFactorReset: true, enrolmentLinkSent: true });
    expect((await me(para)).statusCode).toBe(403);
    await t.app.deps.background.idle();
    expect(mailedEnrolmentToken(readOutbox(t.outboxDir), 'para@firm-a.test')).toEqual(expect.any(String));
  });

  it('a lawyer signs in with a recovery code, each once', async () => {
    await addUser(t, 'phoneless@firm-c.test', 'LAWYER');
    const { confirmed } = await enrolByLink(t, 'phoneless@firm-c.test');
    const [code] = confirmed.recoveryCodes as string[];
    const verify = async () => {
      const { pendingToken } = (await password('phoneless@firm-c.test')).json();
      return call(t.app, 'POST', '/api/login/two-factor/verify', { body: { pendingToken, recoveryCode: code } });
    };
    const ok = await verify();
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().recoveryCodesLeft).toBe(9);
    expect((await verify()).statusCode).toBe(400);
  });
});
