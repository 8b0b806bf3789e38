import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@i129f/petition/api/accounts.ts';
import { addUser, buildTestApp, call, login, PASSWORD, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await addUser(t, 'john@example.com');
});
afterAll(() => t.close());

describe('POST /api/login', () => {
  it('answers the user, an opaque token and its 4-hour expiry', async () => {
    const res = await call(t.app, 'POST', '/api/login', { body: { username: 'John@Example.com ', password: PASSWORD } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toEqual({ fullName: 'Name john', email: 'john@example.com', userType: 'CLIENT', acceptedConditions: false, role: 'u', language: null });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.tokenExpiry).toBe(t.clock.now() + 4 * 3600_000);
  });

  it('stores only the SHA-256 hash of the token and an argon2id password hash', async () => {
    const { token } = await login(t.app, 'john@example.com');
    const rows = await t.app.deps.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
    const user = await t.app.deps.db.selectFrom('users').select('password_hash').executeTakeFirstOrThrow();
    expect(user.password_hash.startsWith('$argon2id$')).toBe(true);
  });

  it('wrong password and unknown account → 403 Invalid credentials', async () => {
    for (const username of ['john@example.com', 'nobody@example.com']) {
      const res = await call(t.app, 'POST', '/api/login', { body: { username, password: 'WrongPass1!' } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', message: ACCOUNT_MESSAGES.invalidCredentials });
    }
  });

  it('bad body → 400 naming the fields', async () => {
    const res = await call(t.app, 'POST', '/api/login', { body: { username: 'not-an-email' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fields.map((f: { path: string }) => f.path).sort()).toEqual(['password', 'username']);
  });
});

describe('sessions', () => {
  it('GET /api/me works with the token, then 403 once the server clock passes 4 h', async () => {
    const { token } = await login(t.app, 'john@example.com');
    const ok = await call(t.app, 'GET', '/api/me', { token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email).toBe('john@example.com');
    t.clock.advance(4 * 3600_000 - 1);
    expect((await call(t.app, 'GET', '/api/me', { token })).statusCode).toBe(200);
    t.clock.advance(1);
    const expired = await call(t.app, 'GET', '/api/me', { token });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().code).toBe('SESSION_INVALID');
  });

  it('no token or a bogus token → 403', async () => {
    expect((await call(t.app, 'GET', '/api/me')).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/me', { token: 'bogus' })).statusCode).toBe(403);
  });

  it('POST /api/logout revokes the token', async () => {
    const { token } = await login(t.app, 'john@example.com');
    const out = await call(t.app, 'POST', '/api/logout', { token });
    expect(out.statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/me', { token })).statusCode).toBe(403);
    expect((await call(t.app, 'POST', '/api/logout', { token })).statusCode).toBe(200);
  });
});
