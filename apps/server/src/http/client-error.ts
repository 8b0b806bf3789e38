import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ErrorCode } from './errors.ts';
import { securityHeaders, type SecurityHeaderOptions } from './security-headers.ts';

/** Node's client errors (before any request object exists) → our status and code. */
function classify(code: string | undefined): [number, ErrorCode, string] {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'BAD_REQUEST', 'The request took too long to arrive.'];
  if (code === 'HPE_HEADER_OVERFLOW') return [431, 'BAD_REQUEST', 'The request headers are too large.'];
  return [400, 'BAD_REQUEST', 'Bad request.'];
}

/**
 * Fastify's `clientErrorHandler`: a request Node's parser refuses (malformed, headers too large) or that does not
 * arrive in time (headers / request timeout: slow-loris) is answered with the JSON error body and the security
 * headers, then the connection is closed. Replaces Fastify's default, which sends neither.
 */
export function clientErrorHandler(options: SecurityHeaderOptions = {}) {
  const headerLines = Object.entries(securityHeaders(options)).map(([k, v]) => `${k}: ${v}\r\n`).join('');
  return function onClientError(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket): void {
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, code, message] = classify(err.code);
    // debug: a flood of malformed requests must not flood the log.
    this.log.debug({ code: err.code, status }, 'connection refused');
    const body = JSON.stringify({ error: STATUS_CODES[status] ?? 'Error', code, message });
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    // Closed once written (a small answer: the write completes even when the client reads nothing).
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\n${headerLines}\r\n${body}`,
      () => socket.destroy(),
    );
    setTimeout(() => socket.destroy(), 1000).unref();
  };
}
