/**
 * npx tsx apps/server/bench/rate-limit.bench.ts — prints (no assertions) the cost of one rate-limit hit in each
 * store: memory, the database store on SQLite (file) and on PostgreSQL (DATABASE_URL, default the local test
 * database; skipped when it does not answer), median and p95 of sequential hits; and on PostgreSQL N parallel hits
 * split over two connection pools (two "instances") on one key: the final count must be N (atomic upsert).
 */
import crypto from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { connectDb } from '../src/db/connect.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { DbRateLimitStore, MemoryRateLimitStore, type RateLimitStore } from '../src/http/rate-limit.ts';

const N = Number(process.env.BENCH_HITS ?? 2000);
const WINDOW = 900_000;

async function timeHits(store: RateLimitStore, n: number): Promise<{ median: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await store.hit(`bench:ip:10.0.${i % 250}.${i % 7} `, Date.now(), WINDOW);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(n / 2)]!, p95: times[Math.floor(n * 0.95)]! };
}
const fmt = (r: { median: number; p95: number }) => `median ${r.median.toFixed(3)} ms, p95 ${r.p95.toFixed(3)} ms`;

console.log(`rate-limit hits (${N} sequential, 1750 distinct keys)`);
console.log(`  memory:                 ${fmt(await timeHits(new MemoryRateLimitStore(), N))}`);

const dir = mkdtempSync(join(tmpdir(), 'i129f-bench-rl-'));
const sqlite = connectDb({ sqliteFile: join(dir, 'app.db') });
await migrateToLatest(sqlite.db);
console.log(`  database on SQLite:     ${fmt(await timeHits(new DbRateLimitStore(sqlite.db), N))}`);
await sqlite.close();
rmSync(dir, { recursive: true, force: true });

const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const admin = new pg.Client({ connectionString: url });
try {
  await admin.connect();
} catch {
  console.log(`  database on PostgreSQL: skipped (${url} does not answer)`);
  process.exit(0);
}
const schema = `bench_${crypto.randomBytes(4).toString('hex')}`;
await admin.query(`CREATE SCHEMA ${schema}`);
try {
  const a = connectDb({ databaseUrl: url, pgSchema: schema });
  const b = connectDb({ databaseUrl: url, pgSchema: schema });
  await migrateToLatest(a.db, schema);
  console.log(`  database on PostgreSQL: ${fmt(await timeHits(new DbRateLimitStore(a.db), N))}`);
  const stores = [new DbRateLimitStore(a.db), new DbRateLimitStore(b.db)];
  const t0 = performance.now();
  const results = await Promise.all(Array.from({ length: N }, (_, i) => stores[i % 2]!.hit('bench:shared ', Date.now(), WINDOW)));
  const ms = performance.now() - t0;
  const max = Math.max(...results.map((r) => r.count));
  const distinct = new Set(results.map((r) => r.count)).size;
  console.log(`  two instances, ${N} parallel hits on one key: final count ${max} (distinct counts ${distinct}), ${ms.toFixed(0)} ms (${((N / ms) * 1000).toFixed(0)} hits/s)`);
  await a.close();
  await b.close();
} finally {
  await admin.query(`DROP SCHEMA ${schema} CASCADE`);
  await admin.end();
}
