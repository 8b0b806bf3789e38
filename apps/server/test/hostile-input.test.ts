import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EMAIL_MAX_LENGTH, FULL_NAME_MAX_LENGTH } from '@i129f/petition/api/accounts.ts';
import { createUser } from '../src/users/create-user.ts';
import { main as createUserCli } from '../src/cli/create-user.ts';
import { checkJsonShape } from '../src/http/json-limits.ts';
import { AppError } from '../src/http/errors.ts';
import { STORED_NAME_MAX_LENGTH } from '../src/files/file-rules.ts';
import { addUserAndLogin, buildTestApp, call, login, multipart, PASSWORD, PNG, type TestApp } from './helpers.ts';

/**
 * Issue 8 point 3 (input): NUL bytes, control characters and over-long values in path parameters and names are a
 * 400 before any query (PostgreSQL refused NUL with a 500); names/emails that could not be addressed later are
 * refused at creation; deeply nested or huge JSON is a 400. Runs on SQLite and on PostgreSQL (DATABASE_URL).
 */

/** A valid email of exactly `length` characters, with '+' in the local part (3 characters each when URL-encoded). */
function emailOfLength(length: number): string {
  const domain = `${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(60)}.test`;
  const local = 'a+'.repeat(Math.ceil((length - domain.length - 1) / 2)).slice(0, length - domain.length - 1);
  const email = `${local}@${domain}`;
  if (email.length !== length) throw new Error('bad length');
  return email;
}

const JSON_HEADERS = { 'content-type': 'application/json' };

describe('hostile input', () => {
  let t: TestApp;
  let token: string;
  const email = 'hostile@example.com';

  beforeAll(async () => {
    t = await buildTestApp({ validateChatState: () => [] });
    token = await addUserAndLogin(t, email);
  });
  afterAll(() => t.close());

  it('NUL and control characters in :email are a 400 naming the parameter, before the session lookup or any query', async () => {
    const spy = vi.spyOn(t.app.deps.db, 'selectFrom');
    const bad = ['a%00b@example.com', 'hostile%00@example.com', 'a%01@example.com', 'a%7F@example.com', 'a%C2%85@example.com', 'a%0A@example.com'];
    for (const param of bad) {
      for (const [method, url] of [
        ['GET', `/api/user/findUserByEmail/${param}`],
        ['GET', `/api/chat-state/i29F/load/${param}`],
        ['POST', `/api/user/request-forgotten-password/${param}`],
        ['GET', `/api/file/client/download/${param}/a.pdf`],
      ] as const) {
        // Without a session too: the refusal comes before authentication (a query).
        for (const withToken of [true, false]) {
          const res = await call(t.app, method, url, withToken ? { token } : {});
          expect(res.statusCode, `${method} ${url}`).toBe(400);
          expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ path: 'email' }] });
        }
      }
    }
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('NUL in any other path parameter (file names) is a 400 too', async () => {
    for (const url of [`/api/file/client/download/${email}/a%00.pdf`, `/api/pdf/${email}/a%00b.pdf`]) {
      const res = await call(t.app, 'GET', url, { token });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ path: 'fileName' }] });
    }
  });

  it(':email that is no email is a 400 naming it; longer than any email (the route parameter limit) a 414 with the JSON body', async () => {
    const res = await call(t.app, 'GET', `/api/user/findUserByEmail/${'a'.repeat(EMAIL_MAX_LENGTH)}`, { token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: [{ path: 'email' }] });
    for (const length of [EMAIL_MAX_LENGTH + 1, 3000]) {
      const huge = await call(t.app, 'GET', `/api/user/findUserByEmail/${'a'.repeat(length - '@example.com'.length)}@example.com`, { token });
      expect(huge.statusCode).toBe(414);
      expect(huge.json()).toEqual({ error: 'URI Too Long', code: 'BAD_REQUEST', message: 'A value in the address is too long.' });
    }
  });

  it('the longest email sign-up accepts stays addressable (not 414), also made of characters the router keeps encoded', async () => {
    const domain = `${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(60)}.test`;
    for (const longest of [emailOfLength(EMAIL_MAX_LENGTH), `${'%'.repeat(EMAIL_MAX_LENGTH - domain.length - 1)}@${domain}`]) {
      expect(longest).toHaveLength(EMAIL_MAX_LENGTH);
      const reg = await call(t.app, 'POST', '/api/user/register', { body: { email: longest, password: PASSWORD, fullName: 'Long Address' } });
      expect(reg.statusCode).toBe(200);
      const session = await login(t.app, longest);
      const me = await call(t.app, 'GET', `/api/user/findUserByEmail/${encodeURIComponent(longest)}`, { token: session.token });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ email: longest });
      const state = await call(t.app, 'GET', `/api/chat-state/i29F/load/${encodeURIComponent(longest)}`, { token: session.token });
      expect(state.statusCode).toBe(200);
    }
  });

  it('the longest stored file name stays addressable (not 414), also made of characters the router keeps encoded', async () => {
    for (const name of [`${'文'.repeat(STORED_NAME_MAX_LENGTH - 4)}.png`, `${'%+'.repeat((STORED_NAME_MAX_LENGTH - 4) / 2)}.png`]) {
      const up = multipart([{ name: 'file', filename: `${'x'.repeat(40)}${name}`, bytes: PNG }]);
      expect((await call(t.app, 'POST', `/api/file/client/upload/${email}`, { token, payload: up.payload, headers: up.headers })).statusCode).toBe(200);
      const listed = (await call(t.app, 'POST', `/api/file/client/files/${email}`, { token })).json() as { name: string }[];
      const stored = listed.map((f) => f.name).find((n) => n === name);
      expect(stored, name.slice(0, 10)).toBe(name);
      const download = await call(t.app, 'GET', `/api/file/client/download/${email}/${encodeURIComponent(name)}`, { token });
      expect(download.statusCode, name.slice(0, 10)).toBe(200);
      expect(download.rawPayload.equals(PNG)).toBe(true);
    }
  });

  it('sign-up refuses names and emails that could not be stored or addressed, naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: emailOfLength(EMAIL_MAX_LENGTH + 1), fullName: 'Too Long' }, 'email'],
      [{ email: 'ctrl@example.com', fullName: 'Bad\u0001Name' }, 'fullName'],
      [{ email: 'ctrl2@example.com', fullName: 'Bad\u0085Name' }, 'fullName'],
      [{ email: 'long-name@example.com', fullName: 'N'.repeat(FULL_NAME_MAX_LENGTH + 1) }, 'fullName'],
      [{ email: 'parent@example.com', fullName: 'P', parentEmail: 'x\u0007@example.com' }, 'parentEmail'],
    ];
    for (const [body, field] of cases) {
      const res = await call(t.app, 'POST', '/api/user/register', { body: { password: PASSWORD, ...body } });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fields.map((f: { path: string }) => f.path)).toContain(field);
    }
    const ok = await call(t.app, 'POST', '/api/user/register', { body: { email: 'max-name@example.com', password: PASSWORD, fullName: 'N'.repeat(FULL_NAME_MAX_LENGTH) } });
    expect(ok.statusCode).toBe(200);
  });

  it('createUser (create-user CLI, invitations) refuses the same before any query, naming the field', async () => {
    const spy = vi.spyOn(t.app.deps.db, 'insertInto');
    const base = { db: t.app.deps.db, now: 0, password: PASSWORD, userType: 'LAWYER' as const, strictParent: true };
    const cases: [Partial<Parameters<typeof createUser>[0]>, string][] = [
      [{ email: 'nul@example.com', fullName: 'Nul\u0000Name' }, 'fullName'],
      [{ email: 'nul\u0000@example.com', fullName: 'N' }, 'email'],
      [{ email: emailOfLength(EMAIL_MAX_LENGTH + 1), fullName: 'N' }, 'email'],
      [{ email: 'long@example.com', fullName: 'N'.repeat(FULL_NAME_MAX_LENGTH + 1) }, 'fullName'],
      [{ email: 'child@example.com', fullName: 'N', parentEmail: 'p\u0000@example.com' }, 'parentEmail'],
    ];
    for (const [input, field] of cases) {
      const err = await createUser({ ...base, email: '', fullName: '', ...input }).catch((e: unknown) => e);
      expect(err, field).toBeInstanceOf(AppError);
      expect((err as AppError).statusCode).toBe(400);
      expect((err as AppError).fields?.[0]?.path).toBe(field);
    }
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('over-long strings in JSON bodies are a 400 naming the field (login, register, password change), also on PostgreSQL', async () => {
    const long = `${'a'.repeat(100_000)}@example.com`;
    const cases: [string, Record<string, unknown>, string][] = [
      ['/api/login', { username: long, password: 'x' }, 'username'],
      ['/api/user/register', { email: long, password: PASSWORD, fullName: 'X' }, 'email'],
      ['/api/user/register', { email: 'x@example.com', password: PASSWORD, fullName: 'X'.repeat(100_000) }, 'fullName'],
      ['/api/user/accept-new-pass', { email: long, oldPassword: 'x', newPassword: PASSWORD }, 'email'],
    ];
    for (const [url, body, field] of cases) {
      const res = await call(t.app, 'POST', url, { body });
      expect(res.statusCode, `${url} ${field}`).toBe(400);
      expect(res.json().fields.map((f: { path: string }) => f.path)).toContain(field);
    }
  });

  it('NUL inside any JSON string is a 400 (login, register, chat state), never a 500 from the database', async () => {
    const bodies: [string, string][] = [
      ['/api/login', JSON.stringify({ username: 'a\u0000@example.com', password: 'x' })],
      ['/api/user/register', JSON.stringify({ email: 'n@example.com', password: PASSWORD, fullName: 'A\u0000B' })],
      [`/api/chat-state/i29F/save/${email}`, JSON.stringify({ state: { answers: { name: 'x\u0000y' } }, version: 0 })],
    ];
    for (const [url, payload] of bodies) {
      expect(payload).toContain('\\u0000');
      const res = await call(t.app, 'POST', url, { token, payload, headers: JSON_HEADERS });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    // An escaped backslash followed by "u0000" is ordinary text.
    const text = await call(t.app, 'POST', `/api/chat-state/i29F/save/${email}`, { token, payload: JSON.stringify({ state: { note: '\\u0000' }, version: 0 }), headers: JSON_HEADERS });
    expect(text.statusCode).toBe(200);
  });

  it('JSON nested 10,000 levels deep or with a huge array is a 400 on every JSON route, never a 500 or a stack overflow', async () => {
    const deepArray = '['.repeat(10_000) + ']'.repeat(10_000);
    const deepObject = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);
    const hugeArray = `[${'0,'.repeat(200_000)}0]`;
    const manyKeys = `{${Array.from({ length: 30_000 }, (_, i) => `"k${i}":1`).join(',')}}`;
    const routes = ['/api/login', '/api/user/register', `/api/chat-state/i29F/save/${email}`, `/api/file/generate/i29f/${email}`];
    for (const url of routes) {
      for (const [what, state] of [['deep array', deepArray], ['deep object', deepObject], ['huge array', hugeArray], ['many keys', manyKeys]] as const) {
        const payload = url.includes('chat-state') ? `{"version":0,"state":${state}}` : state;
        const res = await call(t.app, 'POST', url, { token, payload, headers: JSON_HEADERS });
        expect(res.statusCode, `${url} ${what}`).toBe(400);
        expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ path: '(body)' }] });
      }
    }
  });

  it('the shape check counts exactly: limits are inclusive, strings are text', () => {
    const limits = { maxDepth: 3, maxItems: 3 };
    expect(checkJsonShape('[[[1]]]', limits)).toBeNull();
    expect(checkJsonShape('[[[[1]]]]', limits)).toEqual({ problem: 'depth' });
    expect(checkJsonShape('[1,2,3]', limits)).toBeNull();
    expect(checkJsonShape('[1,2,3,4]', limits)).toEqual({ problem: 'items' });
    expect(checkJsonShape('{"a":1,"b":"x","c":[1,2,3]}', limits)).toBeNull();
    expect(checkJsonShape('{"a":1,"b":2,"c":3,"d":4}', limits)).toEqual({ problem: 'items' });
    expect(checkJsonShape('["[[[[", "]]]]", "\\"[[[[["]', limits)).toBeNull();
    expect(checkJsonShape('["a\\u0000"]', limits)).toEqual({ problem: 'nul' });
    expect(checkJsonShape('["a\\\\u0000"]', limits)).toBeNull();
    expect(checkJsonShape('[true, false, null]', limits)).toBeNull();
  });
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('create-user CLI (SQLite in a temp DATA_DIR)', () => {
  it('refuses a name or email that could not be stored or addressed, naming the field, and stores nothing', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'i129f-cli-hostile-'));
    vi.stubEnv('DATA_DIR', dataDir);
    vi.stubEnv('DATABASE_URL', '');
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      expect(await createUserCli(['--type', 'LAWYER', '--email', emailOfLength(EMAIL_MAX_LENGTH + 1), '--name', 'Long Mail'])).toBe(1);
      expect(err.mock.calls.flat().join('\n')).toMatch(/email: The email is too long/);
      expect(await createUserCli(['--type', 'LAWYER', '--email', 'ctl@example.com', '--name', 'Bell\u0007Name'])).toBe(1);
      expect(err.mock.calls.flat().join('\n')).toMatch(/fullName: Invalid name/);
      expect(await createUserCli(['--type', 'LAWYER', '--email', 'long-name@example.com', '--name', 'N'.repeat(FULL_NAME_MAX_LENGTH + 1)])).toBe(1);
      expect(err.mock.calls.flat().join('\n')).toMatch(/fullName: The name is too long/);
      expect(log).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllEnvs();
      err.mockRestore();
      log.mockRestore();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
