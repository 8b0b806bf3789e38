import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, errorText } from './errors.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/**
 * Double-submit cookie. Any GET hands out an XSRF-TOKEN cookie (readable by JS, SameSite=Strict);
 * every state-changing request (all of them live under /api) must echo it in the X-XSRF-TOKEN
 * header, login and register included. Runs on onRequest, before the body is read.
 */
export function registerXsrf(app: FastifyInstance, options: { secureCookie: boolean }): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const cookie = request.cookies[XSRF_COOKIE];
    if (!UNSAFE.has(request.method)) {
      // Health and metrics probes (ops/probe-route.ts) get no cookie.
      if (request.routeOptions.config?.probe) return;
      // Remember the new value so GET /api/xsrf can return it in the same answer.
      if (!cookie) request.cookies[XSRF_COOKIE] = issueXsrfCookie(reply, options.secureCookie);
      return;
    }
    const header = request.headers[XSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !safeEqual(cookie, header)) {
      throw new AppError(403, 'XSRF_MISMATCH', errorText('xsrf'));
    }
  });
}

export function issueXsrfCookie(reply: FastifyReply, secure: boolean): string {
  const token = crypto.randomBytes(32).toString('base64url');
  reply.setCookie(XSRF_COOKIE, token, { path: '/', sameSite: 'strict', httpOnly: false, secure });
  return token;
}
