import crypto from 'node:crypto';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PENDING_LOGIN_MAX_FAILURES, PENDING_LOGIN_TTL_MS } from '@i129f/petition/api/two-factor.ts';
import { twoFactorDb } from '../src/auth/two-factor-repo.ts';
import { attachKeyring, keyringOf } from '../src/crypto/db-keyring.ts';
import { Keyring } from '../src/crypto/keyring.ts';
import { resealAll } from '../src/crypto/reseal-all.ts';
import { sealedKeyId } from '../src/crypto/seal.ts';
import { addUser, buildTestApp, call, PASSWORD, RELAXED_LIMITS, type TestApp } from './helpers.ts';
import { enrolByLink, enrolmentStart, enrolmentToken } from './two-factor-helpers.ts';

/** Staff two-factor login (issue 10.1) on the test clock: codes are computed here with otplib for the server's time. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const code = (secret: string, app = t) => generate({ secret, epoch: Math.floor(app.clock.now() / 1000) });
const password = (email: string, app = t) => call(app.app, 'POST', '/api/login', { body: { username: email, password: PASSWORD } });

/** Password step of a staff account: the challenge (no session token). */
async function challenge(email: string, app = t) {
  const res = await password(email, app);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.token).toBeUndefined();
  return body as { twoFactor: 'enrol' | 'verify'; pendingToken: string; pendingExpiry: number };
}

/** Enrols `email` from a mailed enrolment link (the only way since issue 23.7; two-factor-enrolment.test.ts); its secret and recovery codes. */
const enrol = (email: string, app = t) => enrolByLink(app, email);

const verify = (body: Record<string, string>, app = t) => call(app.app, 'POST', '/api/login/two-factor/verify', { body });
const me = (token: string) => call(t.app, 'GET', '/api/me', { token });

describe('staff two-factor login', () => {
  it('enrols from the mailed link: secret as text and QR code, a code confirms it, the session opens with 10 recovery codes', async () => {
    await addUser(t, 'enrol.lawyer@example.com', 'LAWYER');
    const { secret, otpauthUrl, qrDataUrl, confirmed } = await enrol('enrol.lawyer@example.com');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toBe(`otpauth://totp/I-129F%20Petition:enrol.lawyer%40example.com?secret=${secret}&issuer=I-129F%20Petition`);
    expect(Buffer.from(qrDataUrl.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8')).toMatch(/^<svg[^>]*>.*<path/s);
    expect(confirmed.user.email).toBe('enrol.lawyer@example.com');
    expect(confirmed.recoveryCodes).toHaveLength(10);
    for (const c of confirmed.recoveryCodes) expect(c).toMatch(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){3}$/);
    expect(new Set(confirmed.recoveryCodes).size).toBe(10);
    expect((await me(confirmed.token)).json().user.userType).toBe('LAWYER');

    // At rest: the secret is sealed (never stored as text), recovery codes only as hashes.
    const db = twoFactorDb(t.app.deps.db);
    const stored = await db.selectFrom('two_factor').innerJoin('users', 'users.id', 'two_factor.user_id').select(['two_factor.secret', 'two_factor.confirmed_at']).where('users.email', '=', 'enrol.lawyer@example.com').executeTakeFirstOrThrow();
    expect(stored.secret.startsWith('v1:')).toBe(true);
    expect(stored.secret).not.toContain(secret);
    expect(stored.confirmed_at).toBe(t.clock.now());
    const hashes = await db.selectFrom('recovery_codes').select('code_hash').execute();
    expect(hashes.map((h) => h.code_hash).some((h) => confirmed.recoveryCodes.some((c: string) => h.includes(c.replace(/-/g, ''))))).toBe(false);

    // The next login asks for a code, no enrolment again.
    expect((await challenge('enrol.lawyer@example.com')).twoFactor).toBe('verify');
  });

  it('keeps the unconfirmed secret across a reload and refuses a wrong enrolment code', async () => {
    await addUser(t, 'reload.lawyer@example.com', 'LAWYER');
    const c = (await enrolmentStart(t, await enrolmentToken(t, 'reload.lawyer@example.com'))).json();
    const first = (await call(t.app, 'POST', '/api/login/two-factor/enrol', { body: { pendingToken: c.pendingToken } })).json();
    const again = (await call(t.app, 'POST', '/api/login/two-factor/enrol', { body: { pendingToken: c.pendingToken } })).json();
    expect(again.secret).toBe(first.secret);
    const wrong = String((Number(await code(first.secret)) + 1) % 1_000_000).padStart(6, '0');
    const bad = await call(t.app, 'POST', '/api/login/two-factor/enrol/confirm', { body: { pendingToken: c.pendingToken, code: wrong } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'TWO_FACTOR_INVALID', fields: [{ path: 'code' }] });
    expect(bad.json().token).toBeUndefined();
  });

  it('logs in with a current code; a wrong code and the same code again (replay within the window) are refused', async () => {
    await addUser(t, 'code.para@example.com', 'LAWYER');
    const { secret } = await enrol('code.para@example.com');
    t.clock.advance(30_000);

    const c1 = await challenge('code.para@example.com');
    const current = await code(secret);
    const wrong = String((Number(current) + 7) % 1_000_000).padStart(6, '0');
    const refused = await verify({ pendingToken: c1.pendingToken, code: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'TWO_FACTOR_INVALID', message: 'That code is not valid. Please enter the current 6-digit code from your authenticator app.' });
    const ok = await verify({ pendingToken: c1.pendingToken, code: current });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await me(ok.json().token)).statusCode).toBe(200);

    // The pending token was used once.
    expect((await verify({ pendingToken: c1.pendingToken, code: current })).json().code).toBe('LOGIN_EXPIRED');

    // Same code, 10 s later, still inside its step: refused as used.
    t.clock.advance(10_000);
    const c2 = await challenge('code.para@example.com');
    const replay = await verify({ pendingToken: c2.pendingToken, code: current });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe('That code was already used. Please wait for the next code in your authenticator app.');
    // A code of the step before the last used one, inside the ±30 s tolerance, is refused too.
    const older = await generate({ secret, epoch: Math.floor(t.clock.now() / 1000) - 30 });
    expect((await verify({ pendingToken: c2.pendingToken, code: older })).statusCode).toBe(400);
    // The next step's code works.
    t.clock.advance(30_000);
    expect((await verify({ pendingToken: c2.pendingToken, code: await code(secret) })).statusCode).toBe(200);
  });

  it('accepts each recovery code once (case and dashes do not matter)', async () => {
    await addUser(t, 'recovery.lawyer@example.com', 'LAWYER');
    const { confirmed } = await enrol('recovery.lawyer@example.com');
    const [first, second] = confirmed.recoveryCodes as string[];
    const c1 = await challenge('recovery.lawyer@example.com');
    const ok = await verify({ pendingToken: c1.pendingToken, recoveryCode: first!.toLowerCase().replace(/-/g, ' ') });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().recoveryCodesLeft).toBe(9);
    expect((await me(ok.json().token)).statusCode).toBe(200);

    const c2 = await challenge('recovery.lawyer@example.com');
    const again = await verify({ pendingToken: c2.pendingToken, recoveryCode: first! });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'TWO_FACTOR_INVALID', message: 'That recovery code is not valid or was already used.' });
    expect((await verify({ pendingToken: c2.pendingToken, recoveryCode: second! })).statusCode).toBe(200);
  });

  it('staff reach no API with the pending token or without finishing the second step', async () => {
    await addUser(t, 'pending.lawyer@example.com', 'LAWYER');
    await addUser(t, 'pending.client@example.com', 'CLIENT', 'pending.lawyer@example.com');
    await enrol('pending.lawyer@example.com');
    const c = await challenge('pending.lawyer@example.com');
    for (const [method, url] of [
      ['GET', '/api/me'],
      ['GET', '/api/user/findUserByEmail/pending.lawyer%40example.com'],
      ['GET', '/api/user/findUserByEmail/pending.client%40example.com'],
      ['GET', '/api/file/clients/generated/pending.lawyer%40example.com'],
      ['GET', '/api/invitations'],
      ['POST', '/api/user/deactivate/pending.client%40example.com'],
    ] as const) {
      const res = await call(t.app, method, url, { token: c.pendingToken });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().code).toBe('SESSION_INVALID');
    }
    // The pending token expires after 5 minutes.
    t.clock.advance(PENDING_LOGIN_TTL_MS + 1);
    const late = await call(t.app, 'POST', '/api/login/two-factor/verify', { body: { pendingToken: c.pendingToken, code: '123456' } });
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ code: 'LOGIN_EXPIRED', message: 'Your sign-in has expired. Please sign in again.' });
  });

  it(`ends a pending login after ${PENDING_LOGIN_MAX_FAILURES} wrong codes`, async () => {
    await addUser(t, 'guess.lawyer@example.com', 'LAWYER');
    const { secret } = await enrol('guess.lawyer@example.com');
    t.clock.advance(30_000);
    const c = await challenge('guess.lawyer@example.com');
    const right = await code(secret);
    const wrong = (i: number) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0');
    const codes: number[] = [];
    for (let i = 0; i < PENDING_LOGIN_MAX_FAILURES; i += 1) codes.push((await verify({ pendingToken: c.pendingToken, code: wrong(i) })).statusCode);
    expect(codes).toEqual(Array(PENDING_LOGIN_MAX_FAILURES).fill(400));
    const after = await verify({ pendingToken: c.pendingToken, code: right });
    expect(after.statusCode).toBe(401);
  });

  it('wrong codes count as failed logins of the account and address (429 after the pair limit)', async () => {
    const limited = await buildTestApp({ config: { rateLimit: { ...RELAXED_LIMITS, loginPerPair: 3 } } });
    try {
      await addUser(limited, 'throttle.lawyer@example.com', 'LAWYER');
      const { secret } = await enrol('throttle.lawyer@example.com', limited);
      limited.clock.advance(30_000);
      const right = await code(secret, limited);
      const wrong = String((Number(right) + 3) % 1_000_000).padStart(6, '0');
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const c = await password('throttle.lawyer@example.com', limited);
        if (c.statusCode !== 200) {
          statuses.push(c.statusCode);
          continue;
        }
        statuses.push((await verify({ pendingToken: c.json().pendingToken, code: wrong }, limited)).statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
    } finally {
      await limited.close();
    }
  });

  it('rotate-key re-seals the secrets with the new key; logins go on with the new keyring alone', async () => {
    await addUser(t, 'rotate.lawyer@example.com', 'LAWYER');
    const { secret } = await enrol('rotate.lawyer@example.com');
    const db = t.app.deps.db;
    const before = keyringOf(db);
    const fresh = new Keyring({ id: 'tf-new', key: crypto.randomBytes(32) }, before.ids.map((id) => before.get(id)!));
    const report = await resealAll(db, fresh);
    expect(report.failures).toEqual([]);
    expect(report.twoFactor.resealed).toBeGreaterThanOrEqual(1);
    const stored = await twoFactorDb(db).selectFrom('two_factor').select('secret').execute();
    expect(stored.map((r) => sealedKeyId(r.secret))).toEqual(stored.map(() => 'tf-new'));
    attachKeyring(db, new Keyring({ id: 'tf-new', key: fresh.get('tf-new')!.key }));
    try {
      t.clock.advance(30_000);
      const c = await challenge('rotate.lawyer@example.com');
      expect((await verify({ pendingToken: c.pendingToken, code: await code(secret) })).statusCode).toBe(200);
    } finally {
      attachKeyring(db, fresh);
    }
  });

  it('leaves clients alone: a client logs in with the password and gets its session at once', async () => {
    await addUser(t, 'plain.client@example.com', 'CLIENT');
    const res = await password('plain.client@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json().twoFactor).toBeUndefined();
    expect((await me(res.json().token)).json().user.email).toBe('plain.client@example.com');
  });
});
