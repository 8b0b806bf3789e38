import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@i129f/petition/api/accounts.ts';
import { addUser, buildTestApp, call, PASSWORD, readOutbox, resetTokenIn, xsrf, type TestApp } from './helpers.ts';

let t: TestApp;
const WINDOW = 15 * 60_000;
const LIMITS = { windowMs: WINDOW, loginPerIp: 12, loginPerAccount: 5, loginPerPair: 3, resetPerIp: 6, resetPerAccount: 2 };
beforeAll(async () => {
  t = await buildTestApp({ config: { rateLimit: LIMITS } });
  for (const name of ['john', 'maria', 'owner', 'paula', 'rita', 'dora']) await addUser(t, `${name}@example.com`);
});
afterAll(() => t.close());

/** A login from a given client address (the socket's address: TRUST_PROXY is off in tests). */
async function loginFrom(app: TestApp['app'], remoteAddress: string, username: string, password = 'WrongPass1!', headers: Record<string, string> = {}) {
  const pair = await xsrf(app);
  return app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress,
    headers: { 'content-type': 'application/json', 'x-xsrf-token': pair.header, ...headers },
    cookies: { 'XSRF-TOKEN': pair.cookie },
    payload: JSON.stringify({ username, password }),
  });
}
const codes = async (n: number, attempt: () => Promise<{ statusCode: number }>) => {
  const out: number[] = [];
  for (let i = 0; i < n; i += 1) out.push((await attempt()).statusCode);
  return out;
};

describe('login throttling', () => {
  it('per (account, address): that pair gets 429 with the message and Retry-After, even with the right password; another address is not affected', async () => {
    expect(await codes(3, () => loginFrom(t.app, '10.0.0.1', 'john@example.com'))).toEqual([403, 403, 403]);
    const limited = await loginFrom(t.app, '10.0.0.1', 'John@example.com', PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: ACCOUNT_MESSAGES.rateLimited });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await loginFrom(t.app, '10.0.0.2', 'john@example.com', PASSWORD)).statusCode).toBe(200);
    t.clock.advance(WINDOW);
    expect((await loginFrom(t.app, '10.0.0.1', 'john@example.com', PASSWORD)).statusCode).toBe(200);
    t.clock.advance(WINDOW);
  });

  it('a successful login forgets the failures of its pair', async () => {
    expect(await codes(2, () => loginFrom(t.app, '10.0.1.1', 'rita@example.com'))).toEqual([403, 403]);
    expect((await loginFrom(t.app, '10.0.1.1', 'rita@example.com', PASSWORD)).statusCode).toBe(200);
    expect(await codes(2, () => loginFrom(t.app, '10.0.1.1', 'rita@example.com'))).toEqual([403, 403]);
    expect((await loginFrom(t.app, '10.0.1.1', 'rita@example.com', PASSWORD)).statusCode).toBe(200);
    t.clock.advance(WINDOW);
  });

  it('an attacker spreading guesses over many addresses cannot lock out the owner logging in from a known address', async () => {
    expect((await loginFrom(t.app, '192.0.2.10', 'owner@example.com', PASSWORD)).statusCode).toBe(200);
    // 2 guesses each from 4 addresses: under the pair limit, over the account's 5.
    const attack: number[] = [];
    for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4']) attack.push(...(await codes(2, () => loginFrom(t.app, ip, 'owner@example.com'))));
    expect(attack).toEqual([403, 403, 403, 403, 403, 429, 429, 429]);
    // New addresses are held back (even with the right password) …
    expect((await loginFrom(t.app, '203.0.113.9', 'owner@example.com', PASSWORD)).statusCode).toBe(429);
    // … the owner's address is not, and its wrong guesses are only limited by its own pair limit.
    expect((await loginFrom(t.app, '192.0.2.10', 'owner@example.com', PASSWORD)).statusCode).toBe(200);
    expect((await loginFrom(t.app, '192.0.2.10', 'owner@example.com', 'Typo-pass1!')).statusCode).toBe(403);
    expect((await loginFrom(t.app, '192.0.2.10', 'owner@example.com', PASSWORD)).statusCode).toBe(200);
    // Another account is untouched.
    expect((await loginFrom(t.app, '203.0.113.9', 'paula@example.com', PASSWORD)).statusCode).toBe(200);
    t.clock.advance(WINDOW);
    expect((await loginFrom(t.app, '203.0.113.9', 'owner@example.com', PASSWORD)).statusCode).toBe(200);
    t.clock.advance(WINDOW);
  });

  it('a successful password reset clears the account: the owner then logs in from a new address', async () => {
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) await codes(2, () => loginFrom(t.app, ip, 'maria@example.com'));
    expect((await loginFrom(t.app, '198.51.100.50', 'maria@example.com', PASSWORD)).statusCode).toBe(429);
    expect((await loginFrom(t.app, '198.51.100.1', 'maria@example.com', PASSWORD)).statusCode).toBe(429);

    expect((await call(t.app, 'POST', '/api/user/request-forgotten-password/maria@example.com')).statusCode).toBe(200);
    await t.app.deps.background.idle();
    const mail = readOutbox(t.outboxDir).filter((m) => m.includes('maria@example.com')).at(-1)!;
    const newPassword = 'N3wPassw0rd!';
    const reset = await call(t.app, 'POST', '/api/user/accept-new-pass', {
      headers: { 'x-reset-token': resetTokenIn(mail) },
      body: { email: 'maria@example.com', oldPassword: '', newPassword },
    });
    expect(reset.statusCode).toBe(200);
    expect((await loginFrom(t.app, '198.51.100.50', 'maria@example.com', newPassword)).statusCode).toBe(200);
    expect((await loginFrom(t.app, '198.51.100.1', 'maria@example.com', newPassword)).statusCode).toBe(200);
    t.clock.advance(WINDOW);
  });

  it('spreading guesses over windows does not help: after 5 × the account limit in a day new addresses wait for the day to end', async () => {
    expect((await loginFrom(t.app, '192.0.2.20', 'dora@example.com', PASSWORD)).statusCode).toBe(200);
    const startOfDay = t.clock.now();
    let ip = 0;
    for (let window = 0; window < 5; window += 1) {
      const out = await codes(5, () => loginFrom(t.app, `203.0.114.${(ip += 1)}`, 'dora@example.com'));
      expect(out).toEqual([403, 403, 403, 403, 403]);
      t.clock.advance(WINDOW);
    }
    // A fresh window, but 25 failures today: a new address is still held back, until the day is over.
    const held = await loginFrom(t.app, '203.0.114.200', 'dora@example.com', PASSWORD);
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(WINDOW / 1000);
    expect((await loginFrom(t.app, '192.0.2.20', 'dora@example.com', PASSWORD)).statusCode).toBe(200);
    t.clock.advance(startOfDay + 24 * 3600_000 - t.clock.now());
    expect((await loginFrom(t.app, '203.0.114.200', 'dora@example.com', PASSWORD)).statusCode).toBe(200);
    t.clock.advance(WINDOW);
  });

  it('per address across accounts: every attempt counts, then 429 for any account', async () => {
    const out = await codes(13, () => loginFrom(t.app, '10.7.7.7', `user${Math.random()}@example.com`));
    expect(out.slice(0, 12).every((c) => c === 403)).toBe(true);
    expect(out[12]).toBe(429);
    expect((await loginFrom(t.app, '10.7.7.7', 'paula@example.com', PASSWORD)).statusCode).toBe(429);
    t.clock.advance(WINDOW);
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default: X-Forwarded-For is ignored, the socket address counts', async () => {
    expect(t.app.deps.config.trustProxy).toBe(false);
    const out = await codes(4, () => loginFrom(t.app, '10.8.8.8', 'paula@example.com', 'WrongPass1!', { 'x-forwarded-for': `172.16.0.${Math.floor(Math.random() * 250)}` }));
    expect(out).toEqual([403, 403, 403, 429]);
    t.clock.advance(WINDOW);
  });

  it('when configured, the forwarded client address is the one throttled', async () => {
    const proxied = await buildTestApp({ config: { rateLimit: LIMITS, trustProxy: '10.9.0.1' } });
    try {
      await addUser(proxied, 'paula@example.com');
      await addUser(proxied, 'rita@example.com');
      const viaProxy = (client: string) => loginFrom(proxied.app, '10.9.0.1', 'paula@example.com', 'WrongPass1!', { 'x-forwarded-for': client });
      expect(await codes(4, () => viaProxy('172.16.0.1'))).toEqual([403, 403, 403, 429]);
      expect((await viaProxy('172.16.0.2')).statusCode).toBe(403);
      // A header from an address that is not the configured proxy is ignored: the socket address counts.
      const direct = () => loginFrom(proxied.app, '10.9.9.9', 'rita@example.com', 'WrongPass1!', { 'x-forwarded-for': `172.16.1.${Math.floor(Math.random() * 250)}` });
      expect(await codes(4, direct)).toEqual([403, 403, 403, 429]);
    } finally {
      await proxied.close();
    }
  });
});

describe('other limited routes', () => {
  it('forgotten password: per account, whether or not it exists', async () => {
    const forgot = (email: string) => call(t.app, 'POST', `/api/user/request-forgotten-password/${email}`);
    expect((await forgot('rita@example.com')).statusCode).toBe(200);
    expect((await forgot('rita@example.com')).statusCode).toBe(200);
    expect((await forgot('RITA@example.com')).statusCode).toBe(429);
    expect((await forgot('ghost@example.com')).statusCode).toBe(200);
    expect((await forgot('ghost@example.com')).statusCode).toBe(200);
    expect((await forgot('ghost@example.com')).statusCode).toBe(429);
    await t.app.deps.background.idle();
    t.clock.advance(WINDOW);
  });

  it('accept-new-pass: old-password guesses are limited per account, a mailed token still works', async () => {
    const change = (oldPassword: string) =>
      call(t.app, 'POST', '/api/user/accept-new-pass', { body: { email: 'john@example.com', oldPassword, newPassword: 'An0therPass!' } });
    expect((await change('Wrong-1!')).statusCode).toBe(403);
    expect((await change('Wrong-2!')).statusCode).toBe(403);
    expect((await change(PASSWORD)).statusCode).toBe(429);
    expect((await call(t.app, 'POST', '/api/user/request-forgotten-password/john@example.com')).statusCode).toBe(200);
    await t.app.deps.background.idle();
    const mail = readOutbox(t.outboxDir).filter((m) => m.includes('john@example.com')).at(-1)!;
    const reset = await call(t.app, 'POST', '/api/user/accept-new-pass', {
      headers: { 'x-reset-token': resetTokenIn(mail) },
      body: { email: 'john@example.com', oldPassword: '', newPassword: 'An0therPass!' },
    });
    expect(reset.statusCode).toBe(200);
    t.clock.advance(WINDOW);
  });

  it('reset check: per IP', async () => {
    const out = await codes(7, () => call(t.app, 'POST', '/api/user/confirm-password-reset?token=bogus'));
    expect(out).toEqual([400, 400, 400, 400, 400, 400, 429]);
    t.clock.advance(WINDOW);
  });

  it('other routes and static pages never count', async () => {
    for (let i = 0; i < 30; i += 1) {
      expect((await t.app.inject({ method: 'GET', url: '/some/page' })).statusCode).toBe(200);
      expect((await call(t.app, 'GET', '/api/xsrf')).statusCode).toBe(200);
    }
    expect((await loginFrom(t.app, '10.0.0.3', 'paula@example.com', PASSWORD)).statusCode).toBe(200);
  });
});
