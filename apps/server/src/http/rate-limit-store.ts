import type { Kysely } from 'kysely';
import type { Db } from '../db/schema.ts';

/** One fixed-window counter: hits so far and when the window ends (epoch ms). */
export interface RateLimitEntry {
  count: number;
  resetAt: number;
}

/**
 * Where rate-limit counters live. `hit` counts one and answers the counter after it, atomically (two
 * instances hitting the same key at once both count). A key whose window has ended starts again at 1.
 */
export interface RateLimitStore {
  hit(key: string, now: number, windowMs: number): Promise<RateLimitEntry>;
  /** The live counter of a key, or null when absent or expired. Counts nothing. */
  peek(key: string, now: number): Promise<RateLimitEntry | null>;
  /** Removes every key starting with `prefix`. */
  clear(prefix: string): Promise<void>;
}

/** Counters in this process's memory: the embedded (SQLite, single-process) default. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly entries = new Map<string, RateLimitEntry>();

  async hit(key: string, now: number, windowMs: number): Promise<RateLimitEntry> {
    if (this.entries.size > 10_000) this.prune(now);
    const entry = this.entries.get(key);
    if (!entry || entry.resetAt <= now) {
      const fresh = { count: 1, resetAt: now + windowMs };
      this.entries.set(key, fresh);
      return { ...fresh };
    }
    entry.count += 1;
    return { ...entry };
  }

  async peek(key: string, now: number): Promise<RateLimitEntry | null> {
    const entry = this.entries.get(key);
    return entry && entry.resetAt > now ? { ...entry } : null;
  }

  async clear(prefix: string): Promise<void> {
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  private prune(now: number): void {
    for (const [key, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(key);
  }
}

/** The `rate_limits` table (migration 004). */
interface RateLimitsTable {
  key: string;
  count: number;
  reset_at: number;
}
type RateLimitDb = Kysely<{ rate_limits: RateLimitsTable }>;

/** Keys are bounded before they reach the database (emails ≤ 254, addresses ≤ 45, a bucket name). */
const MAX_KEY = 400;

/**
 * Counters in the database, shared by every instance on it (PostgreSQL; also runs on SQLite ≥ 3.35).
 * One statement per hit: INSERT … ON CONFLICT (key) DO UPDATE SET count = CASE WHEN reset_at <= now
 * THEN 1 ELSE count + 1 END … RETURNING count, reset_at. Expired rows are pruned at most once a minute.
 */
export class DbRateLimitStore implements RateLimitStore {
  private readonly db: RateLimitDb;
  private nextPrune = 0;

  constructor(db: Db) {
    this.db = db.withTables<{ rate_limits: RateLimitsTable }>() as unknown as RateLimitDb;
  }

  async hit(key: string, now: number, windowMs: number): Promise<RateLimitEntry> {
    if (now >= this.nextPrune) await this.prune(now);
    const k = key.slice(0, MAX_KEY);
    const resetAt = now + windowMs;
    const row = await this.db
      .insertInto('rate_limits')
      .values({ key: k, count: 1, reset_at: resetAt })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet((eb) => ({
          count: eb.case().when('rate_limits.reset_at', '<=', now).then(1).else(eb('rate_limits.count', '+', 1)).end(),
          reset_at: eb.case().when('rate_limits.reset_at', '<=', now).then(resetAt).else(eb.ref('rate_limits.reset_at')).end(),
        })),
      )
      .returning(['count', 'reset_at'])
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), resetAt: Number(row.reset_at) };
  }

  async peek(key: string, now: number): Promise<RateLimitEntry | null> {
    const row = await this.db
      .selectFrom('rate_limits')
      .select(['count', 'reset_at'])
      .where('key', '=', key.slice(0, MAX_KEY))
      .where('reset_at', '>', now)
      .executeTakeFirst();
    return row ? { count: Number(row.count), resetAt: Number(row.reset_at) } : null;
  }

  async clear(prefix: string): Promise<void> {
    const p = prefix.slice(0, MAX_KEY);
    await this.db
      .deleteFrom('rate_limits')
      .where((eb) => eb(eb.fn<string>('substr', ['key', eb.val(1), eb.val(p.length)]), '=', p))
      .execute();
  }

  private async prune(now: number): Promise<void> {
    this.nextPrune = now + 60_000;
    await this.db.deleteFrom('rate_limits').where('reset_at', '<=', now).execute();
  }
}
