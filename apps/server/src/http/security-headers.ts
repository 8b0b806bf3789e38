import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer. The CSP allows only this origin (inline styles for React's
 * style attributes, blob:/data: for PDF previews and images); frames only from the same origin.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { frameSources?: string[]; hsts?: boolean } = {}): void {
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
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('Content-Security-Policy', csp);
    reply.header('X-Frame-Options', 'SAMEORIGIN');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Cross-Origin-Resource-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(self), microphone=(), geolocation=()');
    // Served over HTTPS (PUBLIC_URL https:): browsers keep to HTTPS for a year, so no first request goes out in clear.
    if (options.hsts) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
