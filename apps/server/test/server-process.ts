import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The server's entry (what `npm start` runs) and the folder it runs in. */
const SERVER_ENTRY = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface ServerProcess {
  /** http://127.0.0.1:PORT */
  url: string;
  pid: number;
  /** Everything the process wrote (stdout and stderr), for failure messages. */
  output(): string;
  /** SIGTERM, then SIGKILL if it has not exited within `graceMs`; resolves once it has exited. */
  stop(graceMs?: number): Promise<void>;
  /** Resolves when the process exits: its exit code, or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Every child started here and not yet exited: killed when the test process exits, whatever happened before. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (exited(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

async function stopChild(child: ChildProcess, graceMs: number): Promise<void> {
  if (!exited(child)) {
    child.kill('SIGTERM');
    if (!(await waitForExit(child, graceMs))) {
      child.kill('SIGKILL');
      await waitForExit(child, 5_000);
    }
  }
  running.delete(child);
}

/**
 * Starts `src/server.ts` as an OS process of its own (`node --import tsx`, no wrapper process in between, so its pid
 * is the server's) on a free port (PORT=0, read back from its "Server listening at" log line) with `env` over this
 * process's environment. Resolves once it listens; if it exits or does not listen within `timeoutMs`, it is killed
 * and the promise rejects with its output. `nodeArgs` replaces what node runs (e.g. a compiled `dist/server.js`).
 */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 60_000, nodeArgs = ['--import', 'tsx', SERVER_ENTRY]): Promise<ServerProcess> {
  const child = spawn(process.execPath, nodeArgs, {
    cwd: SERVER_ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const exitedPromise = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let log = '';
  child.stdout!.setEncoding('utf8').on('data', (text: string) => void (log += text));
  child.stderr!.setEncoding('utf8').on('data', (text: string) => void (log += text));
  const stop = (graceMs = 15_000) => stopChild(child, graceMs);
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not listen within ${timeoutMs} ms`)), timeoutMs);
      const check = () => {
        const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(log);
        if (!match) return;
        clearTimeout(timer);
        resolve(match[1]!);
      };
      child.stdout!.on('data', check);
      child.once('error', (err) => {
        clearTimeout(timer);
        reject(err);
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`server exited (${signal ?? code}) before listening`));
      });
    });
    return { url, pid: child.pid!, output: () => log, stop, exited: exitedPromise };
  } catch (err) {
    await stop(2_000);
    throw new Error(`${(err as Error).message}:\n${log}`);
  }
}

/** Stops every server given, in parallel; never throws. */
export async function stopAll(servers: readonly ServerProcess[]): Promise<void> {
  await Promise.allSettled(servers.map((s) => s.stop()));
}
