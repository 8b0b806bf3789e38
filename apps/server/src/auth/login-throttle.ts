import { normalizeEmail } from '@i129f/petition/api/accounts.ts';
import type { Config } from '../env.ts';
import type { RateLimiter } from '../http/rate-limit.ts';

/** Failed logins per (account, address) pair per window when RATE_LOGIN_PER_PAIR is not configured. */
export const DEFAULT_LOGIN_PER_PAIR = 10;
/** An address with a successful login to an account stays "known" for that account this long. */
export const KNOWN_ADDRESS_MS = 30 * 24 * 3600_000;
/** Over a day, new addresses get at most this many times the per-window account limit (slows a patient attacker). */
export const DAILY_ACCOUNT_FACTOR = 5;
const DAY_MS = 24 * 3600_000;

// Key parts are separated by a space: neither an email nor an address contains one.
const ipKey = (ip: string) => `login:ip:${ip}`;
const accountKey = (email: string) => `login:acct:${email} `;
const accountDayKey = (email: string) => `login:acct-day:${email} `;
const pairPrefix = (email: string) => `login:pair:${email} `;
const pairKey = (email: string, ip: string) => `${pairPrefix(email)}${ip} `;
const knownKey = (email: string, ip: string) => `login:known:${email} ${ip} `;

/**
 * Login throttling (replaces the old per-account lock that let anyone lock anyone out):
 * - per address: every attempt counts; over `loginPerIp` in the window → 429 (strict);
 * - per (account, address): failed attempts; at `loginPerPair` → 429 for that pair only (strict);
 * - per account: failed attempts from every address; at `loginPerAccount` the account is closed to
 *   addresses WITHOUT a successful login to it in the last 30 days until the window ends — the owner
 *   from a known address still gets in (only its own pair and address limits apply), and a successful
 *   password reset clears the account's counters, so a new address gets in after a reset. A second, daily
 *   counter holds new addresses back for the rest of the day after DAILY_ACCOUNT_FACTOR × that many failures,
 *   so spreading guesses over windows does not help either.
 * Answers are the milliseconds to wait (0: go ahead). Counters live in the limiter's store (memory, or
 * the database shared by every instance).
 */
export class LoginThrottle {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly limits: Config['rateLimit'],
  ) {}

  private get perPair(): number {
    return this.limits.loginPerPair ?? DEFAULT_LOGIN_PER_PAIR;
  }

  /** Counts the attempt against the address. */
  checkAddress(ip: string): Promise<number> {
    return this.limiter.hit(ipKey(ip), this.limits.loginPerIp);
  }

  /** Before the password is checked: may this address try this account now? Counts nothing. */
  async checkAccount(username: string, ip: string): Promise<number> {
    const email = normalizeEmail(username);
    const now = this.limiter.now();
    const pair = await this.limiter.count(pairKey(email, ip));
    if (pair.count >= this.perPair) return pair.resetAt - now;
    const account = await this.limiter.count(accountKey(email));
    const day = await this.limiter.count(accountDayKey(email));
    const overWindow = account.count >= this.limits.loginPerAccount;
    const overDay = day.count >= this.limits.loginPerAccount * DAILY_ACCOUNT_FACTOR;
    if (!overWindow && !overDay) return 0;
    const known = await this.limiter.count(knownKey(email, ip));
    if (known.count > 0) return 0;
    return Math.max(overWindow ? account.resetAt - now : 0, overDay ? day.resetAt - now : 0);
  }

  async failed(username: string, ip: string): Promise<void> {
    const email = normalizeEmail(username);
    await this.limiter.hit(pairKey(email, ip), Number.MAX_SAFE_INTEGER);
    await this.limiter.hit(accountKey(email), Number.MAX_SAFE_INTEGER);
    await this.limiter.hit(accountDayKey(email), Number.MAX_SAFE_INTEGER, DAY_MS);
  }

  /** The pair's failures are forgotten and the address becomes known for the account. */
  async succeeded(username: string, ip: string): Promise<void> {
    const email = normalizeEmail(username);
    await this.limiter.clear(pairKey(email, ip));
    await this.limiter.hit(knownKey(email, ip), Number.MAX_SAFE_INTEGER, KNOWN_ADDRESS_MS);
  }

  /** After a successful password reset: the account's failure counters start again from zero. */
  async clearAccount(username: string): Promise<void> {
    const email = normalizeEmail(username);
    await this.limiter.clear(accountKey(email));
    await this.limiter.clear(accountDayKey(email));
    await this.limiter.clear(pairPrefix(email));
  }
}
