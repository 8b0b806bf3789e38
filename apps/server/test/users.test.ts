import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, buildTestApp, call, login, type TestApp } from './helpers.ts';

/**
 * Firm A: lawyer la, paralegal pa1 (clients c1, c2), paralegal pa2 (client c3), direct client c4.
 * Firm B: lawyer lb, paralegal pb (client c5). Plus a client with no firm (solo).
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const email = (name: string) => `${name}@example.com`;
beforeAll(async () => {
  t = await buildTestApp();
  await addUser(t, email('la'), 'LAWYER');
  await addUser(t, email('pa1'), 'PARALEGAL', email('la'));
  await addUser(t, email('pa2'), 'PARALEGAL', email('la'));
  await addUser(t, email('c1'), 'CLIENT', email('pa1'));
  await addUser(t, email('c2'), 'CLIENT', email('pa1'));
  await addUser(t, email('c3'), 'CLIENT', email('pa2'));
  await addUser(t, email('c4'), 'CLIENT', email('la'));
  await addUser(t, email('lb'), 'LAWYER');
  await addUser(t, email('pb'), 'PARALEGAL', email('lb'));
  await addUser(t, email('c5'), 'CLIENT', email('pb'));
  await addUser(t, email('solo'));
  for (const n of ['la', 'pa1', 'c1', 'lb', 'solo']) tokens[n] = (await login(t.app, email(n))).token;
});
afterAll(() => t.close());

const find = (caller: string, target: string) => call(t.app, 'GET', `/api/user/findUserByEmail/${email(target)}`, { token: tokens[caller] });
const emails = (list: { email: string }[] | undefined) => (list ?? []).map((u) => u.email);

describe('GET /api/user/findUserByEmail/{email}', () => {
  it('a lawyer gets paralegals with their clients, and direct clients', async () => {
    const res = await find('la', 'la');
    expect(res.statusCode).toBe(200);
    const tree = res.json();
    expect(tree).toMatchObject({ email: email('la'), fullName: 'Name la', roles: [{ role: 'lawyer' }], userType: 'LAWYER' });
    expect(typeof tree.userId).toBe('string');
    expect(emails(tree.paralegals)).toEqual([email('pa1'), email('pa2')]);
    expect(emails(tree.paralegals[0].clients)).toEqual([email('c1'), email('c2')]);
    expect(emails(tree.paralegals[1].clients)).toEqual([email('c3')]);
    expect(tree.paralegals[0].roles).toEqual([{ role: 'paralegal' }]);
    expect(emails(tree.clients)).toEqual([email('c4')]);
  });

  it('a paralegal gets its clients; a client gets itself with role u and no children', async () => {
    const para = (await find('pa1', 'pa1')).json();
    expect(emails(para.clients)).toEqual([email('c1'), email('c2')]);
    expect(para.paralegals).toBeUndefined();
    const client = (await find('c1', 'c1')).json();
    expect(client.roles).toEqual([{ role: 'u' }]);
    expect(client.clients).toBeUndefined();
    expect(client.paralegals).toBeUndefined();
  });

  it('staff reach down the hierarchy only', async () => {
    const allowed: [string, string][] = [['la', 'pa1'], ['la', 'c1'], ['la', 'c3'], ['la', 'c4'], ['pa1', 'c1'], ['pa1', 'c2']];
    const denied: [string, string][] = [
      ['pa1', 'c3'], ['pa1', 'c4'], ['pa1', 'la'], ['pa1', 'pa2'], ['c1', 'pa1'], ['c1', 'c2'],
      ['lb', 'pa1'], ['lb', 'c1'], ['lb', 'c4'], ['la', 'c5'], ['la', 'pb'], ['la', 'lb'], ['solo', 'c1'], ['la', 'solo'], ['la', 'ghost'],
    ];
    for (const [caller, target] of allowed) expect((await find(caller, target)).statusCode, `${caller}→${target}`).toBe(200);
    for (const [caller, target] of denied) {
      const res = await find(caller, target);
      expect(res.statusCode, `${caller}→${target}`).toBe(403);
      expect(Object.keys(res.json()).sort()).toEqual(['code', 'error', 'message']);
    }
  });

  it('the email in the path is matched case-insensitively and URL-decoded', async () => {
    const res = await call(t.app, 'GET', `/api/user/findUserByEmail/${encodeURIComponent('C1@Example.com')}`, { token: tokens.c1 });
    expect(res.statusCode).toBe(200);
  });

  it('without a session → 403', async () => {
    expect((await call(t.app, 'GET', `/api/user/findUserByEmail/${email('c1')}`)).statusCode).toBe(403);
  });
});

describe('POST /api/user/mark-accepted-conditions/{email}', () => {
  it('records the acceptance (no body, or an empty JSON body); login then reports it', async () => {
    const res = await call(t.app, 'POST', `/api/user/mark-accepted-conditions/${email('c1')}`, { token: tokens.c1, headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.acceptedConditions).toBe(true);
    expect((await login(t.app, email('c1'))).user.acceptedConditions).toBe(true);
  });

  it("another user's email → 403 and nothing changes", async () => {
    const res = await call(t.app, 'POST', `/api/user/mark-accepted-conditions/${email('c5')}`, { token: tokens.c1 });
    expect(res.statusCode).toBe(403);
    expect((await login(t.app, email('c5'))).user.acceptedConditions).toBe(false);
  });
});

describe('every route that names an email', () => {
  it('answers 403 with no data to another user, and to an expired session', async () => {
    expect(t.app.emailRoutes.length).toBeGreaterThanOrEqual(2);
    for (const route of t.app.emailRoutes) {
      const url = route.url.replace(':email', email('c5')).replace(/:(\w+)/g, 'x.pdf');
      const res = await call(t.app, route.method as 'GET', url, { token: tokens.c1, ...(route.method === 'GET' ? {} : { body: {} }) });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    const { token } = await login(t.app, email('c2'));
    t.clock.advance(4 * 3600_000);
    for (const route of t.app.emailRoutes) {
      const url = route.url.replace(':email', email('c2')).replace(/:(\w+)/g, 'x.pdf');
      const res = await call(t.app, route.method as 'GET', url, { token });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json().code).toBe('SESSION_INVALID');
    }
  });
});
