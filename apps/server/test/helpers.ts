import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { LoginResponse, UserType } from '@i129f/petition/api/accounts.ts';
import { buildApp, type BuildAppOptions } from '../src/app.ts';
import { connectDb, type DbHandle } from '../src/db/connect.ts';
import { createUser } from '../src/users/create-user.ts';
import { findUserByEmail, toUserInfo } from '../src/users/repo.ts';
import { createSession } from '../src/auth/sessions.ts';
import type { Config } from '../src/env.ts';

export const PASSWORD = 'Passw0rd!';

export interface TestClock {
  now: () => number;
  advance(ms: number): void;
}

export function testClock(start = Date.UTC(2026, 0, 1)): TestClock {
  let t = start;
  return { now: () => t, advance: (ms) => void (t += ms) };
}

/** A fresh database: SQLite in memory, or (DATABASE_URL set) a new PostgreSQL schema dropped on close. */
async function freshDb(): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const handle = connectDb({ sqliteFile: ':memory:' });
    return { handle, drop: () => handle.close() };
  }
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const handle = connectDb({ databaseUrl: url, pgSchema: schema });
  return {
    handle,
    drop: async () => {
      await handle.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    },
  };
}

/** Tests log in many times from one address; the rate-limit test sets its own numbers. */
export const RELAXED_LIMITS: Config['rateLimit'] = { windowMs: 900_000, loginPerIp: 10_000, loginPerAccount: 10_000, resetPerIp: 10_000, resetPerAccount: 10_000 };

export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
  dataDir: string;
  outboxDir: string;
  close(): Promise<void>;
}

/** Builds the app on a fresh database and a temp DATA_DIR. Call once per test file (beforeAll). */
export async function buildTestApp(options: Omit<BuildAppOptions, 'db' | 'config'> & { config?: Partial<Config> } = {}): Promise<TestApp> {
  const clock = testClock();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'i129f-test-'));
  const { handle, drop } = await freshDb();
  const app = await buildApp({
    now: clock.now,
    logger: false,
    ...options,
    db: handle,
    config: { dataDir, rateLimit: RELAXED_LIMITS, webDist: path.join(dataDir, 'no-web-dist'), smtpUrl: undefined, publicUrl: 'http://app.test', ...options.config },
  }).catch(async (err: unknown) => {
    await drop();
    throw err;
  });
  return {
    app,
    clock,
    dataDir,
    outboxDir: path.join(dataDir, 'outbox'),
    close: async () => {
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Inserts an account directly (fast, no HTTP). */
export async function addUser(t: TestApp, email: string, userType: UserType = 'CLIENT', parentEmail?: string) {
  return createUser({
    db: t.app.deps.db,
    now: t.clock.now(),
    email,
    fullName: `Name ${email.split('@')[0]}`,
    password: PASSWORD,
    userType,
    parentEmail,
    strictParent: true,
  });
}

export interface XsrfPair {
  cookie: string;
  header: string;
}

/** GET /api/xsrf and return the cookie value to echo. */
export async function xsrf(app: FastifyInstance): Promise<XsrfPair> {
  const res = await app.inject({ method: 'GET', url: '/api/xsrf' });
  const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('no XSRF cookie');
  return { cookie: cookie.value, header: cookie.value };
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  /** false: send no XSRF header. */
  xsrf?: XsrfPair | false;
  headers?: Record<string, string>;
  payload?: string | Buffer;
}

/** Calls the API the way the web client does: JSON, XSRF cookie + header, optional Bearer token. */
export async function call(app: FastifyInstance, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, o: CallOptions = {}): Promise<LightMyRequestResponse> {
  const pair = o.xsrf === false ? undefined : (o.xsrf ?? (await xsrf(app)));
  const headers: Record<string, string> = { ...o.headers };
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  if (pair) headers['x-xsrf-token'] = pair.header;
  if (o.body !== undefined) headers['content-type'] ??= 'application/json';
  return app.inject({
    method,
    url,
    headers,
    cookies: pair ? { 'XSRF-TOKEN': pair.cookie } : {},
    ...(o.payload !== undefined ? { payload: o.payload } : o.body !== undefined ? { payload: JSON.stringify(o.body) } : {}),
  });
}

export async function login(app: FastifyInstance, email: string, password = PASSWORD): Promise<LoginResponse> {
  const res = await call(app, 'POST', '/api/login', { body: { username: email, password } });
  // Staff without an authenticator: the password was right (the refusal comes only after it), see below.
  const unenrolled = res.statusCode === 403 && res.json().code === 'TWO_FACTOR_NOT_ENROLLED';
  if (res.statusCode !== 200 && !unenrolled) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  const body = unenrolled ? { pendingToken: '' } : (res.json() as LoginResponse | { pendingToken: string });
  if (!('pendingToken' in body)) return body;
  // Staff: the password was right; tests that are not about two-factor login (two-factor.test.ts is) get the
  // session the second factor would open, without an authenticator.
  const user = (await findUserByEmail(app.deps.db, email))!;
  const session = await createSession(app.deps, user.id);
  return { user: toUserInfo(user), token: session.token, tokenExpiry: session.expiresAt };
}

/** Inserts an account and logs it in; returns its session token. */
export async function addUserAndLogin(t: TestApp, email: string, userType: UserType = 'CLIENT', parentEmail?: string): Promise<string> {
  await addUser(t, email, userType, parentEmail);
  return (await login(t.app, email)).token;
}

/** Upload bytes: a PNG signature with the start of its header (a tiny image), and an ELF header (an executable). */
export const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
export const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(64)]);

export type MultipartPart = { name: string; value: string } | { name: string; filename: string; bytes: Buffer };

/** A multipart/form-data body (fields and files, in order) with its content-type header, for `call(…, { payload, headers })`. */
export function multipart(parts: readonly MultipartPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----i129f${Date.now()}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const head = 'filename' in p
      ? `Content-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`
      : `Content-Disposition: form-data; name="${p.name}"\r\n\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}`), 'filename' in p ? p.bytes : Buffer.from(p.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export { readOutbox, decodeQuotedPrintable, resetTokenIn } from './outbox.ts';
