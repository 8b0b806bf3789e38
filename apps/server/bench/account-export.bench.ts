/**
 * npx tsx apps/server/bench/account-export.bench.ts — prints (no assertions): the time of
 * GET /api/user/export/{email} for an account with N uploads of 20 MB (PDF-typed random bytes; uploads are
 * stored in the zip, not deflated), the largest event-loop stall while it runs (perf_hooks histogram; it
 * includes the file store's read + decrypt of each 20 MB file and the test client's collecting of the
 * answer), and the worst latency of GET /api/me requests made at the same time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../src/app.ts';
import { createUser } from '../src/users/create-user.ts';

const FILES = Number(process.env.BENCH_FILES ?? 3);
const MB = 1024 * 1024;
const dataDir = mkdtempSync(join(tmpdir(), 'i129f-bench-export-'));
const app = await buildApp({ logger: false, config: { dataDir, webDist: join(dataDir, 'none') } });
const email = 'bench@example.com';
const password = 'Passw0rd!';
await createUser({ db: app.deps.db, now: Date.now(), email, fullName: 'Bench User', password, userType: 'CLIENT', strictParent: true });
const xsrf = (await app.inject({ method: 'GET', url: '/api/xsrf' })).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
const login = await app.inject({ method: 'POST', url: '/api/login', headers: { 'x-xsrf-token': xsrf, 'content-type': 'application/json' }, cookies: { 'XSRF-TOKEN': xsrf }, payload: JSON.stringify({ username: email, password }) });
const token = (login.json() as { token: string }).token;
const auth = { authorization: `Bearer ${token}` };

for (let i = 0; i < FILES; i++) {
  const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(20 * MB - 16)]);
  const boundary = `----bench${i}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="scan-${i}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const up = await app.inject({
    method: 'POST',
    url: `/api/file/client/upload/${email}`,
    headers: { ...auth, 'x-xsrf-token': xsrf, 'content-type': `multipart/form-data; boundary=${boundary}` },
    cookies: { 'XSRF-TOKEN': xsrf },
    payload,
  });
  if (up.statusCode !== 200) throw new Error(`upload ${up.statusCode} ${up.body}`);
}

const loop = monitorEventLoopDelay({ resolution: 5 });
const meLatencies: number[] = [];
let exporting = true;
const pinger = (async () => {
  while (exporting) {
    const t = performance.now();
    await app.inject({ method: 'GET', url: '/api/me', headers: auth });
    meLatencies.push(performance.now() - t);
    await new Promise((r) => setTimeout(r, 10));
  }
})();
loop.enable();
const t0 = performance.now();
const res = await app.inject({ method: 'GET', url: `/api/user/export/${email}`, headers: auth });
const took = performance.now() - t0;
loop.disable();
exporting = false;
await pinger;
console.log(`account export: ${FILES} × 20 MB uploads (stored, not deflated), zip ${(res.rawPayload.length / MB).toFixed(1)} MB, status ${res.statusCode}`);
console.log(`  total ${took.toFixed(0)} ms; largest event-loop stall ${(loop.max / 1e6).toFixed(1)} ms (p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms)`);
console.log(`  concurrent GET /api/me: ${meLatencies.length} requests, worst ${Math.max(...meLatencies).toFixed(1)} ms`);
await app.close();
rmSync(dataDir, { recursive: true, force: true });
