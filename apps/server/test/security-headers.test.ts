import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUserAndLogin, buildTestApp, call, PASSWORD, type TestApp } from './helpers.ts';

/** Issue 8 point 7: CSP, frame-ancestors / X-Frame-Options and nosniff on EVERY answer, errors and static files included. */

function expectSecurityHeaders(headers: Record<string, unknown>, what: string): void {
  const csp = String(headers['content-security-policy'] ?? '');
  expect(csp, `${what}: CSP`).toContain("default-src 'self'");
  expect(csp, `${what}: frame-ancestors`).toContain("frame-ancestors 'self'");
  expect(csp, `${what}: object-src`).toContain("object-src 'none'");
  expect(headers['x-frame-options'], `${what}: X-Frame-Options`).toBe('SAMEORIGIN');
  expect(headers['x-content-type-options'], `${what}: nosniff`).toBe('nosniff');
  expect(headers['referrer-policy'], `${what}: Referrer-Policy`).toBe('no-referrer');
}

/** Headers of a raw HTTP answer (lower-cased names). */
function parseRawHeaders(raw: string): { status: number; headers: Record<string, string> } {
  const [head = ''] = raw.split('\r\n\r\n', 1);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers };
}

/** Writes `text` on a fresh connection and collects everything until the server closes it. */
function rawExchange(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let received = '';
    socket.on('data', (d) => (received += d.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
  });
}

/** Writes `text` and collects the answer until the server closes the connection, or until `done` says so. */
function rawConnection(port: number): { socket: net.Socket; received: () => string; closed: Promise<void> } {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (d) => (received += d.toString('latin1')));
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  return { socket, received: () => received, closed };
}

describe('security headers on every answer', () => {
  let t: TestApp;
  let limited: TestApp;
  let token: string;
  let webDist: string;
  const email = 'headers@example.com';

  beforeAll(async () => {
    // A built web app: index.html and one asset, so static files and the SPA fallback are served for real.
    webDist = fs.mkdtempSync(path.join(fs.realpathSync(process.env.TMPDIR ?? '/tmp'), 'i129f-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>x</title>');
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log(1)');
    t = await buildTestApp({ config: { webDist } });
    token = await addUserAndLogin(t, email);
    limited = await buildTestApp({ config: { rateLimit: { windowMs: 900_000, loginPerIp: 1, loginPerAccount: 1, resetPerIp: 1, resetPerAccount: 1 } } });
  });
  afterAll(async () => {
    await t.close();
    await limited.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('routed answers, refusals and errors made by Fastify (inject)', async () => {
    const cases: [string, () => Promise<{ statusCode: number; headers: Record<string, unknown> }>, number][] = [
      ['200 API', () => call(t.app, 'GET', '/api/xsrf'), 200],
      ['200 API with session', () => call(t.app, 'GET', `/api/user/findUserByEmail/${email}`, { token }), 200],
      ['403 no session', () => call(t.app, 'GET', `/api/user/findUserByEmail/${email}`), 403],
      ['403 XSRF (onRequest hook)', () => call(t.app, 'POST', '/api/login', { body: { username: email, password: PASSWORD }, xsrf: false }), 403],
      ['404 unknown API path', () => call(t.app, 'GET', '/api/nope'), 404],
      ['404 POST outside the API', () => call(t.app, 'POST', '/somewhere', { body: {} }), 404],
      ['400 bad URL (frameworkErrors, before routing)', () => t.app.inject({ method: 'GET', url: '/api/user/findUserByEmail/%E0%A4%A' }), 400],
      ['414 over-long path parameter (frameworkErrors)', () => t.app.inject({ method: 'GET', url: `/api/user/findUserByEmail/${'a'.repeat(3000)}@example.com` }), 414],
      ['400 NUL in a path parameter', () => call(t.app, 'GET', '/api/user/findUserByEmail/a%00b@example.com', { token }), 400],
      ['400 malformed JSON', () => call(t.app, 'POST', '/api/login', { payload: '{"username":', headers: { 'content-type': 'application/json' } }), 400],
      ['400 JSON nested too deeply', () => call(t.app, 'POST', '/api/login', { payload: '['.repeat(10_000) + ']'.repeat(10_000), headers: { 'content-type': 'application/json' } }), 400],
      ['413 body too large', () => call(t.app, 'POST', '/api/login', { payload: `{"x":"${'a'.repeat(1_100_000)}"}`, headers: { 'content-type': 'application/json' } }), 413],
      ['415 unsupported content type', () => call(t.app, 'POST', '/api/login', { payload: 'x', headers: { 'content-type': 'text/plain' } }), 415],
      ['200 static file', () => t.app.inject({ method: 'GET', url: '/assets/app.js' }), 200],
      ['200 index', () => t.app.inject({ method: 'GET', url: '/' }), 200],
      ['200 SPA fallback (deep link)', () => t.app.inject({ method: 'GET', url: '/section/3' }), 200],
      ['200 HEAD of the SPA fallback', () => t.app.inject({ method: 'HEAD', url: '/files' }), 200],
    ];
    for (const [what, send, status] of cases) {
      const res = await send();
      expect(res.statusCode, what).toBe(status);
      expectSecurityHeaders(res.headers, what);
    }
  });

  it('429 from the rate limiter', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await call(limited.app, 'POST', '/api/login', { body: { username: 'nobody@example.com', password: 'WrongPass1!' } });
      codes.push(res.statusCode);
      expectSecurityHeaders(res.headers, `login attempt ${i + 1}`);
    }
    expect(codes).toContain(429);
  });

  it('answers Node makes before any request exists (malformed request line, oversized headers) carry them too', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const malformed = parseRawHeaders(await rawExchange(port, 'NOT HTTP AT ALL\r\n\r\n'));
    expect(malformed.status).toBe(400);
    expectSecurityHeaders(malformed.headers, 'malformed request');
    const oversized = parseRawHeaders(await rawExchange(port, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`));
    expect(oversized.status).toBe(431);
    expectSecurityHeaders(oversized.headers, 'headers too large');
    const routed = parseRawHeaders(await rawExchange(port, 'GET /api/nope HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'));
    expect(routed.status).toBe(404);
    expectSecurityHeaders(routed.headers, '404 over a real socket');
  });
});

describe('security headers while the server shuts down', () => {
  it("Fastify's own 503 for a request that arrives while closing carries them (set on the raw answer)", async () => {
    const t = await buildTestApp();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let entered!: () => void;
    const inHandler = new Promise<void>((r) => (entered = r));
    t.app.get('/test/slow', async () => {
      entered();
      await gate;
      return { ok: true };
    });
    let c!: ReturnType<typeof rawConnection>;
    // preClose runs once Fastify refuses new requests (503) and before the server stops: send one then.
    t.app.addHook('preClose', async () => {
      const seen = new Promise<void>((r) => t.app.server.once('request', () => setImmediate(r)));
      c.socket.write('GET /api/xsrf HTTP/1.1\r\nHost: x\r\n\r\n');
      await seen;
      release();
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    c = rawConnection(port);
    c.socket.write('GET /test/slow HTTP/1.1\r\nHost: x\r\n\r\n');
    await inHandler;
    await Promise.all([t.close(), c.closed]);
    const answers = c.received().split(/(?=HTTP\/1\.1 )/);
    expect(answers.map((a) => a.slice(0, 12))).toEqual(['HTTP/1.1 200', 'HTTP/1.1 503']);
    expectSecurityHeaders(parseRawHeaders(answers[1]!).headers, '503 while closing');
  });
});
