import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/env.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

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
  const limits = { headersTimeoutMs: 300, requestTimeoutMs: 600, idleTimeoutMs: 60_000, keepAliveTimeoutMs: 60_000, maxRequestsPerSocket: 2, maxConnections: 50 };

  beforeAll(async () => {
    t = await buildTestApp({ config: { connections: limits } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('the limits reach the Node server', () => {
    const s = t.app.server;
    expect([s.headersTimeout, s.requestTimeout, s.keepAliveTimeout, s.maxConnections]).toEqual([300, 600, 60_000, 50]);
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
    const capped = await buildTestApp({ config: { connections: { ...limits, headersTimeoutMs: 60_000, requestTimeoutMs: 60_000, maxConnections: 2 } } });
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

  it('defaults come from the environment and headers may not outlast the whole request', () => {
    expect(loadConfig({}).connections).toEqual({
      headersTimeoutMs: 20_000,
      requestTimeoutMs: 120_000,
      idleTimeoutMs: 120_000,
      keepAliveTimeoutMs: 72_000,
      maxRequestsPerSocket: 1000,
      maxConnections: 1000,
    });
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '30000', MAX_CONNECTIONS: '10' }).connections).toMatchObject({ requestTimeoutMs: 30_000, maxConnections: 10 });
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '9000', REQUEST_TIMEOUT_MS: '5000' })).toThrow(/HEADERS_TIMEOUT_MS/);
  });
});
