/**
 * npx tsx apps/server/bench/decompression-bomb.bench.ts — prints (no assertions) the figures of issue 23's closing
 * note, over real HTTP on 127.0.0.1 with the default limits (WORKER_THREADS: cores − 1):
 *  1. how fast the packet refuses a 400 KB PDF that unpacks to 400 MB (25 pages of 16 MB of zeros): 422, median;
 *  2. another client's letter alone, and while the bomber asks for two packets at once (the issue: 65 ms → 16.7 s);
 *  3. when a body trickling one byte every 5 s is cut with the default body rate (20 s, then 500 bytes/s); BENCH_TRICKLE=0 skips it.
 * BENCH_RUNS (default 5) runs of 1 and 2.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { interview } from '@i129f/petition';
import { K1_COUPLE, runScript } from '@i129f/petition/transcripts/fixtures.ts';
import { buildApp } from '../src/app.ts';
import { createUser } from '../src/users/create-user.ts';
import { contentBomb } from '../test/fixtures/pdf-bombs.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PASSWORD = 'Passw0rd!';
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'i129f-bomb-bench-'));
const app = await buildApp({ logger: false, validateChatState: () => [], config: { dataDir, databaseUrl: undefined, publicUrl: 'http://127.0.0.1', smtpUrl: undefined } });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const xsrf = 'bench-xsrf';
const request = async (method: string, url: string, o: { token?: string; body?: unknown; form?: FormData } = {}) => {
  const headers: Record<string, string> = { cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf };
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  if (o.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(base + url, { method, headers, body: o.form ?? (o.body !== undefined ? JSON.stringify(o.body) : undefined) });
  return { status: res.status, body: await res.text() };
};
const timed = async <T>(work: () => Promise<T>): Promise<[number, T]> => {
  const start = performance.now();
  const r = await work();
  return [performance.now() - start, r];
};

const tokens: Record<string, string> = {};
for (const email of ['bomber@example.com', 'maria@example.com']) {
  await createUser({ db: app.deps.db, now: Date.now(), email, fullName: 'Bench Client', password: PASSWORD, userType: 'CLIENT', strictParent: true });
  tokens[email] = JSON.parse((await request('POST', '/api/login', { body: { username: email, password: PASSWORD } })).body).token;
  await request('POST', `/api/chat-state/i29F/save/${email}`, { token: tokens[email], body: { state: runScript(interview, K1_COUPLE), version: 0 } });
}
const bomb = await contentBomb(25);
const form = new FormData();
form.set('fileId', '2');
form.set('file', new Blob([bomb], { type: 'application/pdf' }), 'birth-certificate-scan.pdf');
await request('POST', '/api/file/client/upload/bomber@example.com', { token: tokens['bomber@example.com'], form });
console.log(`bomb: ${(bomb.length / 1024).toFixed(0)} KB, unpacks to 400 MB`);

const packet = () => request('POST', '/api/packet/generate/bomber@example.com', { token: tokens['bomber@example.com'] });
const letter = () => request('POST', '/api/letters/generate/maria@example.com', { token: tokens['maria@example.com'], body: { kind: 'intent-petitioner' } });
await packet(); // warm: the start-up edition check, the thread
await letter();

const refused: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const [ms, res] = await timed(packet);
  if (res.status !== 422) throw new Error(`expected 422, got ${res.status}`);
  refused.push(ms);
}
console.log(`1. bomb refused (422) in ${median(refused).toFixed(0)} ms (median of ${RUNS}; ${Math.min(...refused).toFixed(0)}–${Math.max(...refused).toFixed(0)})`);

const alone: number[] = [];
const meanwhile: number[] = [];
for (let i = 0; i < RUNS; i++) {
  alone.push((await timed(letter))[0]);
  const bombs = [packet(), packet()];
  meanwhile.push((await timed(letter))[0]);
  await Promise.all(bombs);
}
console.log(`2. another client's letter: ${median(alone).toFixed(0)} ms alone, ${median(meanwhile).toFixed(0)} ms while two bomb packets run (medians of ${RUNS})`);

if (process.env.BENCH_TRICKLE !== '0') {
  const socket = net.connect((app.server.address() as AddressInfo).port, '127.0.0.1');
  await new Promise((r) => socket.once('connect', r));
  const start = performance.now();
  socket.write(`POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\nCookie: XSRF-TOKEN=${xsrf}\r\nX-XSRF-TOKEN: ${xsrf}\r\n\r\n`);
  let sent = 0;
  const drip = setInterval(() => socket.writable && (socket.write(' '), sent++), 5000);
  const answer = await new Promise<string>((resolve) => {
    let got = '';
    socket.on('data', (d) => (got += d.toString('latin1')));
    socket.on('close', () => resolve(got));
  });
  clearInterval(drip);
  console.log(`3. a body trickling 1 byte / 5 s: cut after ${((performance.now() - start) / 1000).toFixed(1)} s (${sent} bytes sent), answer ${answer.split('\r\n')[0]}`);
}

await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
