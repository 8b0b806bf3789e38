/**
 * npx tsx apps/server/bench/petition-saves.bench.ts — prints (no assertions), on SQLite (a WAL file) and on PostgreSQL
 * (DATABASE_URL, default the local test database; skipped with a note when it does not answer):
 * - saves/s, p50 and p99 latency of BENCH_USERS (20) users each answering one question at a time on a full K-1
 *   petition (~250 answers, ~120 KB: petition-saves/full-petition.ts), through
 *   · the change route POST /api/petition/changes/{email} ({version, changes: [one edit]}), and
 *   · the old whole-state save POST /api/chat-state/i29F/save/{email} ({state, version}: the engine replays the
 *     whole interview with validateState, then stores) — the reference;
 * - the time to open a full petition (GET /api/chat-state/i29F/load/{email}), p50 and p99: warm (the process's
 *   petition cache filled) and cold (the first load after a restart: a new app with its own connection to the same
 *   database, so an empty cache and nothing checked yet).
 *
 * What a save is here: an `edit` of one answer of the user's full petition, with `expected` = the value it shows,
 * toggling each of 12 answers spread over 10 sections between two valid values (users start at different answers).
 * That models answering one question at a time on a full petition better than submits on fresh petitions: every
 * save pays for a full document (load, engine apply, section diff, sealing, history), as a client reviewing or
 * correcting a finished petition does, and the document does not shrink or grow over the run. A user waits for
 * each answer before the next (a browser sends its changes in order); versions come from the answers, so no save
 * is a rebase or a conflict (any is printed as a failure).
 *
 * Real HTTP on 127.0.0.1: the app is built and listens as server.ts does; the users run in a forked process
 * (petition-saves/load-client.ts) so their work is not in the server's event loop. Sessions are created directly
 * (createSession); XSRF is the double-submit cookie + header. The server validates every answer with the engine
 * and seals what it stores, as in production. Each case is bounded: BENCH_SAVE_MS (4 s) or BENCH_SAVE_MAX (8000)
 * saves for the change route (after an unreported warm-up of 1 s), BENCH_WHOLE_MS (3 s) / BENCH_WHOLE_MAX (600) for
 * the whole-state save. 'server CPU' is this process's CPU time (the server with its threads) per save: what caps
 * saves/s when the server has a core to itself. The load average is printed first: other work on the two cores
 * moves the wall-clock figures (saves/s, latency) far more than the CPU per save.
 * Goals (issue 19, two cores): change route ≥ 1,000 saves/s with p99 ≤ 50 ms on SQLite, ≥ 500 saves/s on PostgreSQL.
 */
import crypto from 'node:crypto';
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { connectDb, type DbHandle } from '../src/db/connect.ts';
import { createUser } from '../src/users/create-user.ts';
import { createSession } from '../src/auth/sessions.ts';
import { buildFullPetition } from './petition-saves/full-petition.ts';
import type { BenchUser, ClientCase, ClientResult } from './petition-saves/load-client.ts';

const USERS = Number(process.env.BENCH_USERS ?? 20);
const SAVE_MS = Number(process.env.BENCH_SAVE_MS ?? 4000);
const SAVE_MAX = Number(process.env.BENCH_SAVE_MAX ?? 8000);
const WHOLE_MS = Number(process.env.BENCH_WHOLE_MS ?? 3000);
const WHOLE_MAX = Number(process.env.BENCH_WHOLE_MAX ?? 600);
const WARM_ROUNDS = 10;
const COLD_RESTARTS = 3;

const petition = buildFullPetition();
console.log(`petition saves: ${USERS} users, a full K-1 petition each (${petition.answers} answers, ${(petition.bytes / 1024).toFixed(0)} KiB of JSON)`);
console.log(`  ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)} at start (other processes share the cores: wall-clock figures move with it, CPU per save much less)`);

const client = fork(new URL('./petition-saves/load-client.ts', import.meta.url), { execArgv: ['--import', 'tsx'] });
const run = (c: ClientCase) =>
  new Promise<ClientResult>((resolve) => {
    client.once('message', (r) => resolve(r as ClientResult));
    client.send(c);
  });

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
};
const ms = (x: number) => `${x.toFixed(1)} ms`;
const latency = (r: ClientResult) => `p50 ${ms(quantile(r.latencies, 0.5))}, p99 ${ms(quantile(r.latencies, 0.99))}`;
/** A case, with the CPU time this process (the server) spent per request: what caps saves/s on an idle core. */
async function measured(c: ClientCase): Promise<ClientResult & { cpuMs: number }> {
  const before = process.cpuUsage();
  const r = await run(c);
  const used = process.cpuUsage(before);
  return { ...r, cpuMs: (used.user + used.system) / 1000 / Math.max(1, r.latencies.length) };
}
const failed = (r: ClientResult) => (r.failures.length ? `; ${r.failures.length} FAILED, first: ${r.failures[0]}` : '');

async function start(handle: DbHandle, dataDir: string): Promise<{ app: FastifyInstance; base: string }> {
  const app = await buildApp({ logger: false, db: handle, config: { dataDir, webDist: join(dataDir, 'none'), smtpUrl: undefined, publicUrl: 'http://127.0.0.1' } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` };
}

/** One database: `open` connects to it (each call a new connection, as a restarted process has). */
async function benchDatabase(label: string, open: () => DbHandle, goal: { perSecond: number; p99?: number }): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'i129f-bench-saves-'));
  const handle = open();
  const { app, base } = await start(handle, dataDir);
  const users: BenchUser[] = [];
  const whole = JSON.stringify(petition.doc);
  for (let i = 0; i < USERS; i++) {
    const email = `client${i}@bench.test`;
    const row = await createUser({ db: app.deps.db, now: Date.now(), email, fullName: `Client ${i}`, password: 'Passw0rd!', userType: 'CLIENT', strictParent: true });
    const { token } = await createSession(app.deps, row.id);
    const res = await fetch(`${base}/api/chat-state/i29F/save/${email}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, cookie: 'XSRF-TOKEN=bench', 'x-xsrf-token': 'bench', 'content-type': 'application/json' },
      body: `{"version":0,"state":${whole}}`,
    });
    if (res.status !== 200) throw new Error(`seeding ${email}: ${res.status} ${await res.text()}`);
    users.push({ email, token, version: 1 });
  }
  const withVersions = (r: ClientResult) => r.versions.forEach((v, i) => (users[i]!.version = v));
  console.log(`${label}:`);

  withVersions(await run({ kind: 'changes', base, users, toggles: petition.toggles, ms: 1000, max: 500 })); // warm-up (JIT, caches)
  const changes = await measured({ kind: 'changes', base, users, toggles: petition.toggles, ms: SAVE_MS, max: SAVE_MAX });
  withVersions(changes);
  const rate = (changes.latencies.length / changes.elapsedMs) * 1000;
  const met = rate >= goal.perSecond && (goal.p99 === undefined || quantile(changes.latencies, 0.99) <= goal.p99);
  const goalText = `≥ ${goal.perSecond}/s${goal.p99 ? `, p99 ≤ ${goal.p99} ms` : ''}`;
  console.log(`  change route (one edit):      ${changes.latencies.length} saves in ${(changes.elapsedMs / 1000).toFixed(1)} s = ${rate.toFixed(0)} saves/s, ${latency(changes)}, server CPU ${changes.cpuMs.toFixed(2)} ms/save  [goal ${goalText}: ${met ? 'met' : 'MISSED'}]${failed(changes)}`);

  const old = await measured({ kind: 'whole', base, users, states: petition.states, ms: WHOLE_MS, max: WHOLE_MAX });
  withVersions(old);
  console.log(`  whole-state save (reference): ${old.latencies.length} saves in ${(old.elapsedMs / 1000).toFixed(1)} s = ${((old.latencies.length / old.elapsedMs) * 1000).toFixed(0)} saves/s, ${latency(old)}, server CPU ${old.cpuMs.toFixed(2)} ms/save${failed(old)}`);

  await run({ kind: 'loads', base, users, rounds: 1 }); // each version checked once by this process
  const warm = await run({ kind: 'loads', base, users, rounds: WARM_ROUNDS });
  await app.close();
  await handle.close();
  const cold: ClientResult = { latencies: [], elapsedMs: 0, failures: [], versions: [] };
  for (let r = 0; r < COLD_RESTARTS; r++) {
    const again = open();
    const restarted = await start(again, dataDir);
    const first = await run({ kind: 'loads', base: restarted.base, users, rounds: 1 });
    cold.latencies.push(...first.latencies);
    cold.failures.push(...first.failures);
    await restarted.app.close();
    await again.close();
  }
  console.log(`  open a full petition (one at a time): warm ${latency(warm)} (${warm.latencies.length} loads); cold, first load after a restart, ${latency(cold)} (${cold.latencies.length} loads)${failed(warm)}${failed(cold)}`);
  rmSync(dataDir, { recursive: true, force: true });
}

try {
  const sqliteDir = mkdtempSync(join(tmpdir(), 'i129f-bench-saves-db-'));
  await benchDatabase('SQLite (file, WAL)', () => connectDb({ sqliteFile: join(sqliteDir, 'app.db') }), { perSecond: 1000, p99: 50 });
  rmSync(sqliteDir, { recursive: true, force: true });

  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const admin = new pg.Client({ connectionString: url });
  const reachable = await admin.connect().then(
    () => true,
    () => false,
  );
  if (!reachable) console.log(`PostgreSQL: skipped (${url} does not answer)`);
  else {
    const schema = `bench_${crypto.randomBytes(4).toString('hex')}`;
    await admin.query(`CREATE SCHEMA ${schema}`);
    try {
      await benchDatabase(`PostgreSQL (${new URL(url).host}, pool of 5)`, () => connectDb({ databaseUrl: url, pgSchema: schema }), { perSecond: 500 });
    } finally {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    }
  }
} finally {
  client.disconnect();
}
