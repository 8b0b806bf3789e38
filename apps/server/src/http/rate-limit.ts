import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ACCOUNT_MESSAGES, normalizeEmail } from '@i129f/petition/api/accounts.ts';
import { AppError } from './errors.ts';

/**
 * A fixed-window counter per key, in memory, on the app's injectable clock. Only the routes that
 * ask for it are limited (login, forgot/reset), so static files and other API calls never count.
 */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly windowMs: number, private readonly now: () => number) {}

  /** Counts one hit; returns the milliseconds to wait when the key is over `max`, else 0. */
  hit(key: string, max: number): number {
    const now = this.now();
    if (this.hits.size > 10_000) this.prune(now);
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
      return 0;
    }
    entry.count += 1;
    return entry.count > max ? entry.resetAt - now : 0;
  }

  private prune(now: number): void {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}

export interface LimitRule {
  /** Bucket name, e.g. 'login'. */
  name: string;
  perIp: number;
  perAccount: number;
  /** The account the request is about (an email), if any. */
  account: (request: FastifyRequest) => string | undefined;
}

/** preHandler: 429 with ACCOUNT_MESSAGES.rateLimited when the IP or the account is over its limit. */
export function rateLimit(limiter: RateLimiter, rule: LimitRule): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    const account = rule.account(request);
    let wait = limiter.hit(`${rule.name}:ip:${request.ip}`, rule.perIp);
    // An address already over its limit neither counts against the account (no lockout of someone else's
    // account from a blocked address) nor adds account buckets (memory).
    if (account && wait === 0) wait = limiter.hit(`${rule.name}:acct:${normalizeEmail(account)}`, rule.perAccount);
    if (wait > 0) {
      reply.header('Retry-After', String(Math.ceil(wait / 1000)));
      throw new AppError(429, 'RATE_LIMITED', ACCOUNT_MESSAGES.rateLimited);
    }
  };
}

/** Reads an email-ish value without trusting it (it is only a bucket key). */
export function pick(source: unknown, key: string): string | undefined {
  const value = (source as Record<string, unknown> | null | undefined)?.[key];
  return typeof value === 'string' && value.length <= 254 ? value : undefined;
}
