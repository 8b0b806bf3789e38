import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUserAndLogin, buildTestApp, call, login, PASSWORD, type TestApp } from './helpers.ts';

/** Issue 21.5: the language is kept on the account (users.language), set at sign-up and when the user picks one. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const register = (email: string, extra: object = {}, headers: Record<string, string> = {}) =>
  call(t.app, 'POST', '/api/user/register', { body: { email, password: PASSWORD, fullName: 'José Núñez', userType: 'CLIENT', parentEmail: '', ...extra }, headers });
const me = async (token: string) => (await call(t.app, 'GET', '/api/me', { token })).json().user;
const choose = (token: string | undefined, body: unknown) => call(t.app, 'POST', '/api/me/language', { body, ...(token ? { token } : {}) });

describe('the language kept on the account', () => {
  it('a sign-up in Spanish keeps es: the sign-up answer, the login and /api/me say so', async () => {
    const res = await register('jose@example.com', { language: 'es' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.language).toBe('es');
    const session = await login(t.app, 'jose@example.com');
    expect(session.user.language).toBe('es');
    expect((await me(session.token)).language).toBe('es');
  });

  it("a sign-up without a language in the body keeps the request's Accept-Language; none at all keeps none", async () => {
    expect((await register('maria@example.com', {}, { 'accept-language': 'es-MX,es;q=0.9' })).json().user.language).toBe('es');
    expect((await register('mary@example.com', {}, {})).json().user.language).toBeNull();
  });

  it('picking a language while signed in is kept, and the next sign-in (any browser) returns it', async () => {
    const token = await addUserAndLogin(t, 'ana@example.com');
    expect((await me(token)).language).toBeNull();
    const res = await choose(token, { language: 'es' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ language: 'es' });
    expect((await me(token)).language).toBe('es');
    expect((await login(t.app, 'ana@example.com')).user.language).toBe('es');
    expect((await choose(token, { language: 'en' })).statusCode).toBe(200);
    expect((await login(t.app, 'ana@example.com')).user.language).toBe('en');
  });

  it('refuses a language the product does not speak, extra fields and a caller without a session', async () => {
    const token = await addUserAndLogin(t, 'bob@example.com');
    expect((await choose(token, { language: 'fr' })).statusCode).toBe(400);
    expect((await choose(token, { language: 'es', admin: true })).statusCode).toBe(400);
    expect((await choose(undefined, { language: 'es' })).statusCode).toBe(403);
    expect((await me(token)).language).toBeNull();
    expect((await register('zoe@example.com', { language: 'fr' })).statusCode).toBe(400);
  });
});
