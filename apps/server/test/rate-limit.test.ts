import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@i129f/petition/api/accounts.ts';
import { addUser, buildTestApp, call, PASSWORD, type TestApp } from './helpers.ts';

let t: TestApp;
const WINDOW = 15 * 60_000;
beforeAll(async () => {
  t = await buildTestApp({ config: { rateLimit: { windowMs: WINDOW, loginPerIp: 8, loginPerAccount: 3, resetPerIp: 6, resetPerAccount: 2 } } });
  await addUser(t, 'john@example.com');
  await addUser(t, 'maria@example.com');
});
afterAll(() => t.close());

const loginAs = (username: string, password = 'WrongPass1!', ip = '10.0.0.1') =>
  call(t.app, 'POST', '/api/login', { body: { username, password }, headers: { 'x-forwarded-for': ip } }).then((r) => r);

describe('rate limits', () => {
  it('login: per account → 429 with the message, even with the right password; the window then resets', async () => {
    for (let i = 0; i < 3; i += 1) expect((await loginAs('john@example.com')).statusCode).toBe(403);
    const limited = await loginAs('John@example.com', PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: ACCOUNT_MESSAGES.rateLimited });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(WINDOW);
    expect((await loginAs('john@example.com', PASSWORD)).statusCode).toBe(200);
    t.clock.advance(WINDOW);
  });

  it('login: per IP across accounts', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 9; i += 1) codes.push((await loginAs(`user${i}@example.com`)).statusCode);
    expect(codes.slice(0, 8).every((c) => c === 403)).toBe(true);
    expect(codes[8]).toBe(429);
    t.clock.advance(WINDOW);
  });

  it('forgotten password: per account, whether or not it exists', async () => {
    const forgot = (email: string) => call(t.app, 'POST', `/api/user/request-forgotten-password/${email}`);
    expect((await forgot('maria@example.com')).statusCode).toBe(200);
    expect((await forgot('maria@example.com')).statusCode).toBe(200);
    expect((await forgot('MARIA@example.com')).statusCode).toBe(429);
    expect((await forgot('ghost@example.com')).statusCode).toBe(200);
    expect((await forgot('ghost@example.com')).statusCode).toBe(200);
    expect((await forgot('ghost@example.com')).statusCode).toBe(429);
    await t.app.deps.background.idle();
    t.clock.advance(WINDOW);
  });

  it('reset check and accept-new-pass: per IP', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i += 1) codes.push((await call(t.app, 'POST', '/api/user/confirm-password-reset?token=bogus')).statusCode);
    expect(codes.slice(0, 6)).toEqual([400, 400, 400, 400, 400, 400]);
    expect(codes[6]).toBe(429);
    t.clock.advance(WINDOW);
  });

  it('other routes and static pages never count', async () => {
    for (let i = 0; i < 30; i += 1) {
      expect((await t.app.inject({ method: 'GET', url: '/some/page' })).statusCode).toBe(200);
      expect((await call(t.app, 'GET', '/api/xsrf')).statusCode).toBe(200);
    }
    expect((await loginAs('maria@example.com', PASSWORD)).statusCode).toBe(200);
  });
});
