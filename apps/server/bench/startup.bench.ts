/**
 * npx tsx apps/server/bench/startup.bench.ts — prints (no assertions) the server's start-up time, from spawn to the
 * first successful answer of GET /api/xsrf, and its resident memory at rest (the process and its children, once the
 * start-up form edition check has run in a pool thread and nothing else happens), for:
 *   - the compiled server: `node dist/server.js` (what `npm start` runs; built here into a folder of its own),
 *   - `tsx src/server.ts` (what `npm start` ran before issue 22.2: the tsx command and the node process it starts),
 *   - `node --import tsx src/server.ts` (one process with tsx's loader).
 * Each variant starts once to warm up (migrations of its fresh DATA_DIR, tsx's transform cache), then BENCH_STARTS
 * times (default 5), the variants taking turns; median and range are printed.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('..', import.meta.url));
const ROOT = path.resolve(SERVER, '../..');
const STARTS = Math.max(1, Number(process.env.BENCH_STARTS ?? 5));
/** After the first answer: at most this long for the edition check, then this long to settle. */
const CHECK_MS = 30_000;
const SETTLE_MS = 2_000;

const out = fs.mkdtempSync(path.join(SERVER, '.build-bench-'));
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'i129f-bench-start-'));
const built = spawnSync(process.execPath, [path.join(SERVER, 'scripts/build.mjs'), '--out', out], { encoding: 'utf8' });
if (built.status !== 0) throw new Error(`build failed:\n${built.stderr}`);

const tsxBin = path.join(ROOT, 'node_modules/.bin/tsx');
const entry = path.join(SERVER, 'src/server.ts');
const variants = [
  { label: 'compiled: node dist/server.js', command: process.execPath, args: [path.join(out, 'server.js')] },
  { label: 'tsx src/server.ts (before)', command: tsxBin, args: [entry] },
  { label: 'node --import tsx src/server.ts', command: process.execPath, args: ['--import', 'tsx', entry] },
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Resident memory in KiB of `pid` and every process below it (the tsx command runs the server as its child). */
function treeRssKiB(pid: number): number {
  const children = new Map<number, number[]>();
  let rss = 0;
  for (const name of fs.readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // gone meanwhile
    }
  }
  const todo = [pid];
  while (todo.length) {
    const p = todo.pop()!;
    const status = fs.existsSync(`/proc/${p}/status`) ? fs.readFileSync(`/proc/${p}/status`, 'utf8') : '';
    rss += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    todo.push(...(children.get(p) ?? []));
  }
  return rss;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** One start: ms from spawn to the first 200 of /api/xsrf, and KiB resident at rest. */
async function startOnce(v: (typeof variants)[number], dataDir: string): Promise<{ ms: number; rssKiB: number }> {
  const port = await freePort();
  let log = '';
  const t0 = performance.now();
  const child = spawn(v.command, v.args, {
    cwd: SERVER,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.setEncoding('utf8').on('data', (t: string) => void (log += t));
  child.stderr!.setEncoding('utf8').on('data', (t: string) => void (log += t));
  try {
    let ms = 0;
    while (!ms) {
      if (child.exitCode !== null) throw new Error(`${v.label} exited:\n${log.slice(-2000)}`);
      if (performance.now() - t0 > 60_000) throw new Error(`${v.label} did not answer within 60 s:\n${log.slice(-2000)}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/xsrf`).then((r) => r.ok, () => false);
      if (ok) ms = performance.now() - t0;
      else await sleep(10);
    }
    const deadline = Date.now() + CHECK_MS;
    while (!/I-129F template edition|edition check failed|TemplateMissing/.test(log) && Date.now() < deadline) await sleep(50);
    await sleep(SETTLE_MS);
    return { ms, rssKiB: treeRssKiB(child.pid!) };
  } finally {
    await stop(child);
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const results = new Map(variants.map((v) => [v.label, { ms: [] as number[], rss: [] as number[] }]));
try {
  const dirs = new Map(variants.map((v, i) => [v.label, fs.mkdtempSync(path.join(tmp, `v${i}-`))]));
  for (const v of variants) await startOnce(v, dirs.get(v.label)!); // warm-up: migrations, tsx cache
  for (let round = 0; round < STARTS; round++) {
    for (const v of variants) {
      const r = await startOnce(v, dirs.get(v.label)!);
      results.get(v.label)!.ms.push(r.ms);
      results.get(v.label)!.rss.push(r.rssKiB / 1024);
    }
  }
  console.log(`server start-up (${STARTS} starts each after a warm-up, ${os.availableParallelism()} cores, Node ${process.versions.node})`);
  console.log('  variant                           spawn → first answer            RSS at rest (process tree)');
  for (const v of variants) {
    const { ms, rss } = results.get(v.label)!;
    const range = (xs: number[], digits: number) => `${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)}`;
    console.log(
      `  ${v.label.padEnd(34)}median ${median(ms).toFixed(0).padStart(5)} ms (${range(ms, 0)})   median ${median(rss).toFixed(0).padStart(4)} MiB (${range(rss, 0)})`,
    );
  }
} finally {
  fs.rmSync(out, { recursive: true, force: true });
  fs.rmSync(tmp, { recursive: true, force: true });
}
