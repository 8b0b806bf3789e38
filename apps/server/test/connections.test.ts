import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/env.ts';
import { bodyDeadline } from '../src/http/body-rate.ts';
import { addUser, buildTestApp, login, multipart, PNG, type TestApp } from './helpers.ts';

/**
 * Issue 8 point 2: timeouts and caps on every connection. Small configured values; every test waits on the
 * server closing the socket (the 'close' event), never on time.
 */

interface Conn {
  socket: net.Socket;
  received: () => string;
  closed: Promise<void>;
}

function connect(port: number): Promise<Conn> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (d) => (received += d.toString('latin1')));
    const closed = new Promise<void>((done) => socket.on('close', () => done()));
    socket.once('error', () => {});
    socket.once('connect', () => resolve({ socket, received: () => received, closed }));
    socket.once('error', reject);
  });
}

describe('connection limits', () => {
  let t: TestApp;
  let port: number;
  const limits = { headersTimeoutMs: 300, bodyTimeoutMs: 600, bodyMinBytesPerSecond: 1000, idleTimeoutMs: 60_000, keepAliveTimeoutMs: 60_000, maxRequestsPerSocket: 2, maxConnections: 50 };

  beforeAll(async () => {
    t = await buildTestApp({ config: { connections: limits } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('the limits reach the Node server', () => {
    const s = t.app.server;
    // Node's flat request timeout is off: bodies are held to a minimum rate instead (http/body-rate.ts).
    expect([s.headersTimeout, s.requestTimeout, s.keepAliveTimeout, s.maxConnections]).toEqual([300, 0, 60_000, 50]);
    expect(s.timeout).toBe(60_000);
  });

  it('a slow body (headers sent, body never finished) is cut with 408 and the connection closed', async () => {
    const c = await connect(port);
    c.socket.write(
      'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n' +
        'Cookie: XSRF-TOKEN=abc\r\nX-XSRF-TOKEN: abc\r\n\r\n{"username":"slow@example.com",',
    );
    await c.closed;
    expect(c.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(c.received()).toContain('"code":"BAD_REQUEST"');
    expect(c.received().toLowerCase()).toContain('x-content-type-options: nosniff');
  });

  it('headers that never finish (slow-loris) are cut and the connection closed', async () => {
    const c = await connect(port);
    c.socket.write('GET /api/xsrf HTTP/1.1\r\nHost: x\r\nX-Slow: 1\r\n');
    await c.closed;
    expect(c.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('a keep-alive connection is closed after maxRequestsPerSocket requests (the last answer says Connection: close)', async () => {
    const c = await connect(port);
    const request = 'GET /api/xsrf HTTP/1.1\r\nHost: x\r\n\r\n';
    c.socket.write(request + request + request);
    await c.closed;
    const statuses = [...c.received().matchAll(/HTTP\/1\.1 (\d+) /g)].map((m) => m[1]);
    expect(statuses).toEqual(['200', '200']);
    const connectionHeaders = [...c.received().matchAll(/\r\nconnection: (\S+)\r\n/gi)].map((m) => m[1]!.toLowerCase());
    expect(connectionHeaders).toEqual(['keep-alive', 'close']);
  });

  it('connections beyond maxConnections are refused while the others stay open', async () => {
    const capped = await buildTestApp({ config: { connections: { ...limits, headersTimeoutMs: 60_000, bodyTimeoutMs: 60_000, maxConnections: 2 } } });
    try {
      await capped.app.listen({ port: 0, host: '127.0.0.1' });
      const cappedPort = (capped.app.server.address() as AddressInfo).port;
      const first = await connect(cappedPort);
      const second = await connect(cappedPort);
      // Wait until the server has accepted both (a condition, polled).
      const count = () => new Promise<number>((r) => capped.app.server.getConnections((_e, n) => r(n)));
      while ((await count()) < 2) await new Promise((r) => setImmediate(r));
      const third = await connect(cappedPort);
      await third.closed;
      expect(third.received()).toBe('');
      expect(first.socket.destroyed || second.socket.destroyed).toBe(false);
      first.socket.write('GET /api/xsrf HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
      await first.closed;
      expect(first.received()).toMatch(/^HTTP\/1\.1 200 /);
      second.socket.destroy();
    } finally {
      await capped.close();
    }
  });

  it('defaults come from the environment', () => {
    expect(loadConfig({}).connections).toEqual({
      headersTimeoutMs: 20_000,
      bodyTimeoutMs: 20_000,
      bodyMinBytesPerSecond: 500,
      idleTimeoutMs: 120_000,
      keepAliveTimeoutMs: 72_000,
      maxRequestsPerSocket: 1000,
      maxConnections: 1000,
    });
    expect(loadConfig({ BODY_TIMEOUT_MS: '30000', BODY_MIN_RATE: '2000', MAX_CONNECTIONS: '10' }).connections).toMatchObject({ bodyTimeoutMs: 30_000, bodyMinBytesPerSecond: 2000, maxConnections: 10 });
    expect(() => loadConfig({ BODY_MIN_RATE: '0' })).toThrow(/BODY_MIN_RATE/);
  });
});

/**
 * Issue 23.2: a minimum data rate for bodies (20 s to start, then 500 bytes/s by default) instead of one flat limit
 * that cut a phone's 20 MB upload at 1 Mbit/s (160 s) as surely as a trickling attacker.
 */
describe('request bodies: a minimum data rate, not a flat time limit', () => {
  const defaults = { timeoutMs: 20_000, minBytesPerSecond: 500 };
  /** When a body sending `bytesPerSecond` steadily is cut with the default rate, or Infinity before `totalBytes` arrive. */
  const cutAt = (bytesPerSecond: number, totalBytes: number): number => {
    for (let ms = 0; ms <= (totalBytes / bytesPerSecond) * 1000; ms += 100) {
      if (ms > bodyDeadline(defaults, { start: 0, received: Math.floor((bytesPerSecond * ms) / 1000), serverWaitMs: 0 })) return ms;
    }
    return Infinity;
  };

  it('with the defaults: one byte every 5 s is cut after about 20 s (within 60 s); 20 MB at 1 Mbit/s (160 s) is never cut', () => {
    const trickle = cutAt(0.2, 1_000_000);
    expect(trickle).toBeGreaterThanOrEqual(20_000);
    expect(trickle).toBeLessThan(60_000);
    expect(cutAt(125_000, 20 * 1024 * 1024)).toBe(Infinity);
    // Just above the minimum rate is never cut either; time the server itself was not reading is not counted.
    expect(cutAt(510, 1_000_000)).toBe(Infinity);
    expect(bodyDeadline(defaults, { start: 0, received: 0, serverWaitMs: 5000 })).toBe(25_000);
  });

  let t: TestApp;
  let port: number;
  // Small so the test is short: 1 s to start, then 1000 bytes/s.
  const limits = { headersTimeoutMs: 1000, bodyTimeoutMs: 1000, bodyMinBytesPerSecond: 1000, idleTimeoutMs: 60_000, keepAliveTimeoutMs: 60_000, maxRequestsPerSocket: 100, maxConnections: 50 };
  beforeAll(async () => {
    t = await buildTestApp({ config: { connections: limits } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  /** Writes `body` in pieces of `piece` bytes, one every `everyMs`, until it is sent or the server closes the connection. */
  async function send(c: Conn, body: Buffer, piece: number, everyMs: number): Promise<number> {
    let sent = 0;
    let closed = false;
    void c.closed.then(() => (closed = true));
    while (sent < body.length && !closed) {
      c.socket.write(body.subarray(sent, sent + piece));
      sent += piece;
      await new Promise((r) => setTimeout(r, everyMs));
    }
    return Math.min(sent, body.length);
  }

  it('a trickling body (a few bytes at a time, far below the rate) is cut with 408 and the connection closed', async () => {
    const c = await connect(port);
    const body = Buffer.from(JSON.stringify({ username: 'trickle@example.com', password: 'x'.repeat(2000) }));
    c.socket.write(
      `POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nCookie: XSRF-TOKEN=abc\r\nX-XSRF-TOKEN: abc\r\n\r\n`,
    );
    const sent = await send(c, body, 2, 100); // 20 bytes/s: 2% of the minimum
    await c.closed;
    expect(c.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(c.received()).toContain('"code":"BAD_REQUEST"');
    expect(c.received().toLowerCase()).toContain('x-content-type-options: nosniff');
    // Cut long before the body was through.
    expect(sent).toBeLessThan(body.length / 2);
  });

  it('a steady slow upload that takes several times the start allowance completes (200, file stored)', async () => {
    await addUser(t, 'slow@example.com');
    const { token } = await login(t.app, 'slow@example.com');
    const up = multipart([{ name: 'file', filename: 'slow-scan.png', bytes: Buffer.concat([PNG, Buffer.alloc(12_000)]) }]);
    const c = await connect(port);
    c.socket.write(
      `POST /api/file/client/upload/slow%40example.com HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nCookie: XSRF-TOKEN=abc\r\nX-XSRF-TOKEN: abc\r\n` +
        `Content-Type: ${up.headers['content-type']}\r\nContent-Length: ${up.payload.length}\r\nConnection: close\r\n\r\n`,
    );
    // 200 bytes every 50 ms = 4000 bytes/s, 4 × the minimum: ≈ 3 s for 12 KB, three times the 1 s a flat limit would give.
    const started = Date.now();
    expect(await send(c, up.payload, 200, 50)).toBe(up.payload.length);
    await c.closed;
    expect(Date.now() - started).toBeGreaterThan(limits.bodyTimeoutMs);
    expect(c.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(c.received()).toContain('slow-scan.png');
  });
});
