import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, buildTestApp, call, readOutbox, resetTokenIn, type TestApp } from './helpers.ts';

/** The web page sends the reset token in X-Reset-Token (never in a request URL); no log line holds it. */
const EMAIL = 'maria.lopez@example.com';
const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ logger: undefined, logStream: { write: (l: string) => void lines.push(l) } });
  await addUser(t, EMAIL);
});
afterAll(() => t.close());

async function mailedToken(): Promise<string> {
  await call(t.app, 'POST', `/api/user/request-forgotten-password/${EMAIL}`);
  await t.app.deps.background.idle();
  return resetTokenIn(readOutbox(t.outboxDir).at(-1)!);
}

describe('reset token in a header', () => {
  it('confirm-password-reset accepts X-Reset-Token and refuses a wrong one', async () => {
    const token = await mailedToken();
    const ok = await call(t.app, 'POST', '/api/user/confirm-password-reset', { headers: { 'x-reset-token': token } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ valid: true, email: EMAIL });
    const bad = await call(t.app, 'POST', '/api/user/confirm-password-reset', { headers: { 'x-reset-token': `${token}x` } });
    expect(bad.statusCode).toBe(400);
    expect((await call(t.app, 'POST', '/api/user/confirm-password-reset')).statusCode).toBe(400);
  });

  it('accept-new-pass with the header sets the password; no log line has the token or the address', async () => {
    const token = await mailedToken();
    const res = await call(t.app, 'POST', '/api/user/accept-new-pass', {
      headers: { 'x-reset-token': token },
      body: { email: EMAIL, oldPassword: '', newPassword: 'N3wPassw0rd!' },
    });
    expect(res.statusCode, res.body).toBe(200);
    // Also the spec's ?token= form: logged with the value redacted.
    await call(t.app, 'POST', `/api/user/confirm-password-reset?token=${token}`);
    await t.app.deps.background.idle();
    expect(lines.length).toBeGreaterThan(0);
    const log = lines.join('\n');
    expect(log).not.toContain(token);
    expect(log).not.toContain('x-reset-token');
    expect(log).not.toContain('maria');
  });
});
