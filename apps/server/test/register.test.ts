import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@i129f/petition/api/accounts.ts';
import { addUser, buildTestApp, call, login, PASSWORD, xsrf, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await addUser(t, 'lawyer@firm.test', 'LAWYER');
  await addUser(t, 'para@firm.test', 'PARALEGAL', 'lawyer@firm.test');
  await addUser(t, 'other-client@example.com');
});
afterAll(() => t.close());

const register = (body: unknown) => call(t.app, 'POST', '/api/user/register', { body });
const base = { password: PASSWORD, fullName: 'John Smith', userType: 'CLIENT', parentEmail: '' };

describe('POST /api/user/register', () => {
  it('creates a CLIENT that can log in (200)', async () => {
    const res = await register({ ...base, email: 'john@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: 'john@example.com', userType: 'CLIENT', role: 'u', acceptedConditions: false });
    expect((await login(t.app, 'john@example.com')).user.fullName).toBe('John Smith');
  });

  it('always creates a CLIENT, whatever userType says', async () => {
    const res = await register({ ...base, email: 'sneaky@example.com', userType: 'LAWYER' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.userType).toBe('CLIENT');
  });

  it('never attaches the new account to anyone: parentEmail is ignored (no self-attachment to a firm)', async () => {
    for (const [email, parentEmail] of [['selflinked@example.com', 'PARA@firm.test'], ['selflinked2@example.com', 'lawyer@firm.test'], ['orphan@example.com', 'other-client@example.com'], ['nobody-parent@example.com', 'ghost@example.com']]) {
      expect((await register({ ...base, email, parentEmail })).statusCode).toBe(200);
    }
    const rows = await t.app.deps.db.selectFrom('users').select(['email', 'parent_id']).where('email', 'in', ['selflinked@example.com', 'selflinked2@example.com', 'orphan@example.com']).execute();
    expect(rows.map((r) => r.parent_id)).toEqual([null, null, null]);
    for (const staff of ['para@firm.test', 'lawyer@firm.test']) {
      const { token } = await login(t.app, staff);
      const tree = (await call(t.app, 'GET', `/api/user/findUserByEmail/${staff}`, { token })).json();
      const listed = JSON.stringify(tree);
      expect(listed).not.toContain('selflinked');
      // …and the staff member cannot reach the account either.
      expect((await call(t.app, 'GET', '/api/chat-state/i29F/load/selflinked@example.com', { token })).statusCode).toBe(403);
    }
  });

  it('duplicate email (any case) → 409', async () => {
    const res = await register({ ...base, email: 'John@Example.COM' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('DUPLICATE_ACCOUNT');
  });

  it('weak password → 400 with the spec message on the password field', async () => {
    const res = await register({ ...base, email: 'weak@example.com', password: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toContainEqual({ path: 'password', message: ACCOUNT_MESSAGES.passwordRule });
  });

  it('missing fields and no body → 400 JSON', async () => {
    const res = await register({});
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.map((f: { path: string }) => f.path)).toEqual(expect.arrayContaining(['email', 'password', 'fullName']));
    const empty = await call(t.app, 'POST', '/api/user/register', { headers: { 'content-type': 'application/json' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('request hygiene (on register)', () => {
  it('missing or wrong XSRF header → 403 JSON', async () => {
    const pair = await xsrf(t.app);
    const none = await call(t.app, 'POST', '/api/user/register', { body: { ...base, email: 'x1@example.com' }, xsrf: false });
    expect(none.statusCode).toBe(403);
    expect(none.json().code).toBe('XSRF_MISMATCH');
    const wrong = await call(t.app, 'POST', '/api/user/register', { body: { ...base, email: 'x2@example.com' }, xsrf: { cookie: pair.cookie, header: 'forged' } });
    expect(wrong.statusCode).toBe(403);
    const noCookie = await t.app.inject({ method: 'POST', url: '/api/login', headers: { 'x-xsrf-token': pair.header }, payload: { username: 'a@b.cd', password: 'x' } });
    expect(noCookie.statusCode).toBe(403);
  });

  it('malformed JSON → 400, never a stack trace', async () => {
    const res = await call(t.app, 'POST', '/api/user/register', { payload: '{"email": "a@', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'MALFORMED_JSON', error: 'Bad Request' });
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('wrong content type → 415 JSON', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const res = await call(t.app, 'POST', '/api/user/register', { payload: 'email=a', headers: { 'content-type': type } });
      expect(res.statusCode, type).toBe(415);
      expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('body over 1 MB → 413 JSON', async () => {
    const res = await register({ ...base, email: 'big@example.com', fullName: 'x'.repeat(1024 * 1024 + 10) });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('prototype-poisoning JSON → 400', async () => {
    const res = await call(t.app, 'POST', '/api/user/register', { payload: '{"__proto__": {"x": 1}}', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
  });
});
