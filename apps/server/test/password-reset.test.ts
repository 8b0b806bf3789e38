import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@i129f/petition/api/accounts.ts';
import { addUser, buildTestApp, call, login, PASSWORD, readOutbox, resetTokenIn, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await addUser(t, 'john@example.com');
  await addUser(t, 'maria@example.com');
});
afterAll(() => t.close());

const NEW = 'N3wPassw0rd!';
async function forgot(email: string) {
  const res = await call(t.app, 'POST', `/api/user/request-forgotten-password/${encodeURIComponent(email)}`);
  await t.app.deps.background.idle();
  return res;
}
async function mailedToken(email: string): Promise<string> {
  await forgot(email);
  const mails = readOutbox(t.outboxDir);
  return resetTokenIn(mails.at(-1)!);
}
const confirm = (token: string) => call(t.app, 'POST', `/api/user/confirm-password-reset?token=${encodeURIComponent(token)}`);
const accept = (token: string | undefined, body: Record<string, string>) =>
  call(t.app, 'POST', `/api/user/accept-new-pass${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`, { body });

describe('forgotten password', () => {
  it('answers the same for known and unknown accounts; only the known one gets mail', async () => {
    const known = await forgot('john@example.com');
    const unknown = await forgot('ghost@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.json().message).toBe(ACCOUNT_MESSAGES.forgotSuccess);
    const mails = readOutbox(t.outboxDir);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: john@example.com');
    // The token in the fragment (issue 23.6): the first load of the link sends it nowhere.
    expect(mails[0]).toContain('http://app.test/confirm-account#token=');
    expect(mails[0]).not.toContain('?token=');
  });

  it('the mailed link token checks 200, resets the password once, then is used up', async () => {
    const token = await mailedToken('john@example.com');
    const session = await login(t.app, 'john@example.com');
    const check = await confirm(token);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ valid: true, email: 'john@example.com' });
    const res = await accept(token, { email: 'john@example.com', oldPassword: '', newPassword: NEW });
    expect(res.statusCode).toBe(200);
    expect((await login(t.app, 'john@example.com', NEW)).user.email).toBe('john@example.com');
    expect((await call(t.app, 'POST', '/api/login', { body: { username: 'john@example.com', password: PASSWORD } })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/me', { token: session.token })).statusCode).toBe(403);
    // reused
    expect((await confirm(token)).statusCode).toBe(400);
    const again = await accept(token, { email: 'john@example.com', oldPassword: '', newPassword: 'An0therPass!' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'RESET_TOKEN_INVALID', message: ACCOUNT_MESSAGES.tokenInvalid });
  });

  it('an expired token (1 h on the server clock) → 400', async () => {
    const token = await mailedToken('maria@example.com');
    t.clock.advance(60 * 60_000);
    expect((await confirm(token)).statusCode).toBe(400);
    expect((await accept(token, { email: 'maria@example.com', oldPassword: '', newPassword: NEW })).statusCode).toBe(400);
    expect((await login(t.app, 'maria@example.com')).user.email).toBe('maria@example.com');
  });

  it('a bogus token, or a token of another account → 400 and nothing changes', async () => {
    expect((await confirm('bogus')).statusCode).toBe(400);
    expect((await call(t.app, 'POST', '/api/user/confirm-password-reset')).statusCode).toBe(400);
    const token = await mailedToken('maria@example.com');
    expect((await accept(token, { email: 'john@example.com', oldPassword: '', newPassword: 'Hijack3dPass!' })).statusCode).toBe(400);
    expect((await call(t.app, 'POST', '/api/login', { body: { username: 'john@example.com', password: 'Hijack3dPass!' } })).statusCode).toBe(403);
    expect((await confirm(token)).statusCode).toBe(200);
  });

  it('a new request invalidates the previous link', async () => {
    const first = await mailedToken('maria@example.com');
    const second = await mailedToken('maria@example.com');
    expect((await confirm(first)).statusCode).toBe(400);
    expect((await confirm(second)).statusCode).toBe(200);
  });

  it('the token also works in the X-Reset-Token header', async () => {
    const token = await mailedToken('maria@example.com');
    const res = await call(t.app, 'POST', '/api/user/accept-new-pass', { body: { email: 'maria@example.com', oldPassword: '', newPassword: NEW }, headers: { 'x-reset-token': token } });
    expect(res.statusCode).toBe(200);
    expect((await login(t.app, 'maria@example.com', NEW)).token).toBeTruthy();
  });

  it('without a token, oldPassword must be the current password (403 otherwise)', async () => {
    const wrong = await accept(undefined, { email: 'maria@example.com', oldPassword: 'WrongPass1!', newPassword: 'Chang3dPass!' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(ACCOUNT_MESSAGES.invalidCredentials);
    expect((await accept(undefined, { email: 'ghost@example.com', oldPassword: NEW, newPassword: 'Chang3dPass!' })).statusCode).toBe(403);
    const ok = await accept(undefined, { email: 'maria@example.com', oldPassword: NEW, newPassword: 'Chang3dPass!' });
    expect(ok.statusCode).toBe(200);
    expect((await login(t.app, 'maria@example.com', 'Chang3dPass!')).token).toBeTruthy();
  });

  it('the new password must follow the rule (400 naming newPassword)', async () => {
    const token = await mailedToken('maria@example.com');
    const res = await accept(token, { email: 'maria@example.com', oldPassword: '', newPassword: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toContainEqual({ path: 'newPassword', message: ACCOUNT_MESSAGES.passwordRule });
    expect((await confirm(token)).statusCode).toBe(200);
  });
});
