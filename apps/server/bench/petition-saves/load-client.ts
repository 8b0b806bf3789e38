/**
 * The saves bench's users (petition-saves.bench.ts forks this process, so the clients' HTTP and JSON work runs on the
 * other core, not in the server's event loop). Each message is one case; the answer lists every request's latency.
 * Keep-alive connections on 127.0.0.1, one per user, as a browser keeps one.
 */
import http from 'node:http';
import type { Toggle } from './full-petition.ts';

export interface BenchUser {
  email: string;
  token: string;
  version: number;
}

export type ClientCase =
  | { kind: 'changes'; base: string; users: BenchUser[]; toggles: Toggle[]; ms: number; max: number }
  | { kind: 'whole'; base: string; users: BenchUser[]; states: string[]; ms: number; max: number }
  | { kind: 'loads'; base: string; users: BenchUser[]; rounds: number };

export interface ClientResult {
  latencies: number[];
  elapsedMs: number;
  failures: string[];
  /** Each user's stored version at the end (the next case continues from it). */
  versions: number[];
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/**
 * Which value of each toggle a user's petition holds (0: the petition's own), by server and user: what the change
 * route's `expected` must be. A whole-state case overwrites the petitions, so it runs after the change cases.
 */
const shown = new Map<string, number[]>();

function request(base: string, user: BenchUser, method: 'GET' | 'POST', path: string, body?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { authorization: `Bearer ${user.token}`, cookie: 'XSRF-TOKEN=bench', 'x-xsrf-token': 'bench' };
    if (body !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) });
    const req = http.request(`${base}${path}`, { method, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Every user answers one question after another (each waits for its answer) until `ms` passed or `max` were sent. */
async function saves(c: Extract<ClientCase, { kind: 'changes' | 'whole' }>): Promise<ClientResult> {
  const latencies: number[] = [];
  const failures: string[] = [];
  const versions = c.users.map((u) => u.version);
  const t0 = performance.now();
  let sent = 0;
  await Promise.all(
    c.users.map(async (user, u) => {
      const values = shown.get(`${c.base} ${user.email}`) ?? [];
      shown.set(`${c.base} ${user.email}`, values);
      // Users start at different answers, so they do not all change the same section at once.
      for (let i = u; performance.now() - t0 < c.ms && sent < c.max; i++) {
        sent++;
        let body: string;
        let path: string;
        if (c.kind === 'changes') {
          const k = i % c.toggles.length;
          const t = c.toggles[k]!;
          const from = values[k] ?? 0;
          const change = { type: 'edit', sectionId: t.sectionId, key: t.key, input: t.values[1 - from]!.input, expected: t.values[from]!.stored };
          values[k] = 1 - from;
          body = JSON.stringify({ version: versions[u], changes: [change] });
          path = `/api/petition/changes/${user.email}`;
        } else {
          body = `{"version":${versions[u]},"state":${c.states[i % c.states.length]}}`;
          path = `/api/chat-state/i29F/save/${user.email}`;
        }
        const t = performance.now();
        const res = await request(c.base, user, 'POST', path, body);
        latencies.push(performance.now() - t);
        const answer = JSON.parse(res.text) as { version?: number; state?: unknown; conflicts?: unknown[] };
        if (res.status !== 200 || answer.state !== undefined || (answer.conflicts?.length ?? 0) > 0) {
          failures.push(`${res.status} ${res.text.slice(0, 200)}`);
          return;
        }
        versions[u] = answer.version!;
      }
    }),
  );
  return { latencies, elapsedMs: performance.now() - t0, failures, versions };
}

/** Opens each user's petition in turn, `rounds` times: one request at a time (the latency of opening, not throughput). */
async function loads(c: Extract<ClientCase, { kind: 'loads' }>): Promise<ClientResult> {
  const latencies: number[] = [];
  const failures: string[] = [];
  const t0 = performance.now();
  for (let r = 0; r < c.rounds; r++) {
    for (const user of c.users) {
      const t = performance.now();
      const res = await request(c.base, user, 'GET', `/api/chat-state/i29F/load/${user.email}`);
      latencies.push(performance.now() - t);
      const answer = JSON.parse(res.text) as { version?: number };
      if (res.status !== 200 || answer.version !== user.version) failures.push(`${res.status} version ${answer.version} ≠ ${user.version}`);
    }
  }
  return { latencies, elapsedMs: performance.now() - t0, failures, versions: c.users.map((u) => u.version) };
}

process.on('message', (c: ClientCase) => {
  void (c.kind === 'loads' ? loads(c) : saves(c)).then(
    (result) => process.send!(result),
    (err: unknown) => process.send!({ latencies: [], elapsedMs: 0, failures: [String(err)], versions: [] } satisfies ClientResult),
  );
});
process.on('disconnect', () => process.exit(0));
