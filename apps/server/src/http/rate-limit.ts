import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ACCOUNT_MESSAGES, normalizeEmail } from '@i129f/petition/api/accounts.ts';
import { AppError } from './errors.ts';
import type { RateLimitStore } from './rate-limit-store.ts';
import { MemoryRateLimitStore } from './rate-limit-store.ts';

export type { RateLimitStore, RateLimitEntry } from './rate-limit-store.ts';
export { MemoryRateLimitStore, DbRateLimitStore } from './rate-limit-store.ts';

/**
 * Fixed-window counters per key on the app's injectable clock, kept in a `RateLimitStore`: memory for
 * the embedded SQLite default, the database (`rate_limits`, one atomic upsert per hit) when several
 * instances share PostgreSQL. Only the routes that ask for it are limited (login, register,
 * forgot/reset, invitations), so static files and other API calls never count.
 */
export class RateLimiter {
  constructor(
    private readonly windowMs: number,
    readonly now: () => number,
    readonly store: RateLimitStore = new MemoryRateLimitStore(),
  ) {}

  /** Counts one hit; returns the milliseconds to wait when the key is over `max`, else 0. */
  async hit(key: string, max: number, windowMs = this.windowMs): Promise<number> {
    const now = this.now();
    const entry = await this.store.hit(key, now, windowMs);
    return entry.count > max ? Math.max(1, entry.resetAt - now) : 0;
  }

  /** The live count of a key (0 when absent or expired), without counting. */
  async count(key: string): Promise<{ count: number; resetAt: number }> {
    const now = this.now();
    const entry = await this.store.peek(key, now);
    return entry ?? { count: 0, resetAt: now };
  }

  /** Forgets every key that starts with `prefix` (e.g. an account's login counters after a reset). */
  clear(prefix: string): Promise<void> {
    return this.store.clear(prefix);
  }
}

/** 429 with the spec's message and Retry-After (seconds). */
export function rateLimited(reply: { header(name: string, value: string): unknown }, waitMs: number): AppError {
  reply.header('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))));
  return new AppError(429, 'RATE_LIMITED', ACCOUNT_MESSAGES.rateLimited);
}

export interface LimitRule {
  /** Bucket name, e.g. 'register'. */
  name: string;
  perIp: number;
  perAccount: number;
  /** The account the request is about (an email), if any; undefined counts per IP only. */
  account: (request: FastifyRequest) => string | undefined;
}

/** preHandler: 429 with ACCOUNT_MESSAGES.rateLimited when the IP or the account is over its limit. */
export function rateLimit(limiter: RateLimiter, rule: LimitRule): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    const account = rule.account(request);
    let wait = await limiter.hit(`${rule.name}:ip:${request.ip}`, rule.perIp);
    // An address already over its limit neither counts against the account (no lockout of someone else's
    // account from a blocked address) nor adds account buckets (memory).
    if (account && wait === 0) wait = await limiter.hit(`${rule.name}:acct:${normalizeEmail(account)}`, rule.perAccount);
    if (wait > 0) throw rateLimited(reply, wait);
  };
}

/** Reads an email-ish value without trusting it (it is only a bucket key). */
export function pick(source: unknown, key: string): string | undefined {
  const value = (source as Record<string, unknown> | null | undefined)?.[key];
  return typeof value === 'string' && value.length <= 254 ? value : undefined;
}
