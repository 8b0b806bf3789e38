import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface SecurityHeaderOptions {
  /** Extra origins allowed in frames (CSP frame-src). */
  frameSources?: string[];
  /** Served over HTTPS: add HSTS. */
  hsts?: boolean;
}

/**
 * The security headers every answer carries. The CSP allows only this origin (inline styles for React's
 * style attributes, blob:/data: for PDF previews and images); frames only from the same origin.
 */
export function securityHeaders(options: SecurityHeaderOptions = {}): Record<string, string> {
  const frameSrc = ["'self'", 'blob:', ...(options.frameSources ?? [])].join(' ');
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    `frame-src ${frameSrc}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Frame-Options': 'SAMEORIGIN',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(self), microphone=(), geolocation=()',
    // Served over HTTPS (PUBLIC_URL https:): browsers keep to HTTPS for a year, so no first request goes out in clear.
    ...(options.hsts ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * Sets the headers on every answer that passes through Fastify's reply (routes, errors, 404, static files, the SPA
 * fallback). Answers made before routing do not run onSend hooks: see `withSecurityHeaders` (frameworkErrors) and
 * `http/client-error.ts` (malformed requests, timeouts).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions = {}): void {
  const headers = securityHeaders(options);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(headers);
    if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}

type FrameworkErrorHandler = (err: FastifyError, request: FastifyRequest, reply: FastifyReply) => void;

/** Fastify's `frameworkErrors` (bad URL, over-long param: answered before routing, no onSend hooks) with the headers. */
export function withSecurityHeaders(handler: FrameworkErrorHandler, options: SecurityHeaderOptions = {}): FrameworkErrorHandler {
  const headers = securityHeaders(options);
  return (err, request, reply) => {
    reply.headers(headers);
    handler(err, request, reply);
  };
}
