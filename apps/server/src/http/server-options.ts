import http from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { EMAIL_MAX_LENGTH } from '@i129f/petition/api/accounts.ts';
import { STORED_NAME_MAX_LENGTH } from '../files/file-rules.ts';
import { watchBodyRates } from './body-rate.ts';
import { clientErrorHandler } from './client-error.ts';
import { frameworkErrorHandler } from './error-handler.ts';
import { securityHeaders, withSecurityHeaders, type SecurityHeaderOptions } from './security-headers.ts';

/** Connection limits (env.ts, README "Configuration"). Every value is a positive number. */
export interface ConnectionLimits {
  /** Node `headersTimeout`: the request line and headers must arrive within this (slow-loris on headers). */
  headersTimeoutMs: number;
  /** A body gets this long to start (ms); then it must keep `bodyMinBytesPerSecond` (http/body-rate.ts), else 408. */
  bodyTimeoutMs: number;
  /** Minimum data rate of a body: each this many bytes received extend its time by 1 s. */
  bodyMinBytesPerSecond: number;
  /** Fastify `connectionTimeout` (socket idle timeout): a connection that sends and receives nothing for this long is closed. */
  idleTimeoutMs: number;
  /** Node `keepAliveTimeout`: how long an idle keep-alive connection waits for its next request. */
  keepAliveTimeoutMs: number;
  /** Requests on one keep-alive connection: the last one is answered with `Connection: close` and the connection closed. */
  maxRequestsPerSocket: number;
  /** Node `server.maxConnections`: connections beyond this are refused (closed at once). */
  maxConnections: number;
}

/**
 * Longest route parameter (counted decoded, as Fastify's router measures it), so whatever is stored can be addressed
 * later: every email the account schemas accept (≤ EMAIL_MAX_LENGTH) and every stored file name
 * (≤ STORED_NAME_MAX_LENGTH). Fastify's default of 100 made accounts with longer emails unreachable (414).
 * Longer parameters answer 414 before routing.
 */
export const MAX_PARAM_LENGTH = Math.max(EMAIL_MAX_LENGTH, STORED_NAME_MAX_LENGTH);

/**
 * The server options that concern connections and answers made before routing. `serverFactory` creates the Node
 * server with the timeouts and caps, and sets the security headers on every raw answer before Fastify sees the
 * request — so also on what Fastify writes itself (the 503 while closing); routed answers set them again in onSend
 * (`inject` skips the server). `clientErrorHandler`: malformed requests and timeouts get the JSON error body with the
 * headers; `frameworkErrors` (bad URL, over-long parameter) likewise.
 */
export function connectionServerOptions(limits: ConnectionLimits, headers: SecurityHeaderOptions): Partial<FastifyServerOptions> {
  // Node checks the headers timeout on an interval (default 30 s), the body rate is checked likewise: often enough for
  // the configured values.
  const checkEvery = Math.max(50, Math.min(5000, Math.floor(limits.headersTimeoutMs / 4)));
  const bodyCheckEvery = Math.max(50, Math.min(1000, Math.floor(limits.bodyTimeoutMs / 4)));
  const rawHeaders = Object.entries(securityHeaders(headers));
  return {
    serverFactory: (handler) => {
      // Node's flat requestTimeout (headers + body) is off (0): it cut honest slow uploads; bodies keep a minimum rate instead.
      const server = http.createServer({ headersTimeout: limits.headersTimeoutMs, requestTimeout: 0, connectionsCheckingInterval: checkEvery }, (req, res) => {
        for (const [name, value] of rawHeaders) res.setHeader(name, value);
        watchBody(req, res);
        handler(req, res);
      });
      const watchBody = watchBodyRates(server, { timeoutMs: limits.bodyTimeoutMs, minBytesPerSecond: limits.bodyMinBytesPerSecond }, bodyCheckEvery);
      server.keepAliveTimeout = limits.keepAliveTimeoutMs;
      server.setTimeout(limits.idleTimeoutMs);
      server.maxConnections = limits.maxConnections;
      return server;
    },
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    clientErrorHandler: clientErrorHandler(headers),
    frameworkErrors: withSecurityHeaders(frameworkErrorHandler, headers),
  };
}

/**
 * Call right after `Fastify(options)`. Requests per connection are counted here, not
 * with Node's `maxRequestsPerSocket`: Node only marks the last answer `Connection: close`, keeps the socket open
 * and answers further requests with a bare 503 (no security headers); an answer we mark `close` ends the connection.
 */
export function applyConnectionLimits(app: FastifyInstance, limits: ConnectionLimits): void {
  const served = new WeakMap<object, number>();
  app.addHook('onRequest', async (request, reply) => {
    const socket = request.raw.socket;
    if (!socket) return;
    const count = (served.get(socket) ?? 0) + 1;
    served.set(socket, count);
    if (count >= limits.maxRequestsPerSocket) void reply.header('Connection', 'close');
  });
}
