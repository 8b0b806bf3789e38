import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { ConnectionLimits } from './http/server-options.ts';
import { parseS3Url, type S3Settings } from './files/s3-url.ts';

/** The repository root (apps/server/src → ../../..). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const MINUTE = 60_000;
const int = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

/** Every environment variable the server reads. Nothing else in the server touches process.env. */
const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL connection string; without it the server uses SQLite at DATA_DIR/app.db. */
  DATABASE_URL: optionalText,
  /** PostgreSQL schema of the tables (search_path; migrations are pinned to it); unset: public. E.g. one schema per test run. */
  DATABASE_SCHEMA: optionalText.pipe(z.string().regex(/^[a-z_][a-z0-9_]*$/, 'a lower-case SQL identifier').optional()),
  /** e.g. smtp://user:pass@host:587; without it mail goes to DATA_DIR/outbox as .eml files. */
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default('I-129F Preparer <no-reply@localhost>'),
  /** Public address of the web app, used in mailed links. Required in production; unset in development: mail/link-base.ts. */
  PUBLIC_URL: optionalText.pipe(z.string().url().optional()),
  TOKEN_TTL_MS: int(4 * 60 * MINUTE),
  RESET_TTL_MS: int(60 * MINUTE),
  RATE_WINDOW_MS: int(15 * MINUTE),
  RATE_LOGIN_PER_IP: int(100),
  RATE_LOGIN_PER_ACCOUNT: int(20),
  /** Failed logins per (account, address) pair per window (auth/login-throttle.ts). */
  RATE_LOGIN_PER_PAIR: int(10),
  RATE_RESET_PER_IP: int(30),
  RATE_RESET_PER_ACCOUNT: int(5),
  MAX_UPLOAD_BYTES: int(20 * 1024 * 1024),
  /** Blank I-129F PDF used by the form generator; unset: data/forms/i-129f.pdf, else ../shared/forms/i-129f.pdf (pdf/resolve-template.ts). */
  I129F_TEMPLATE: optionalText,
  /** Blank G-1145 PDF for the filing packet; unset: data/forms/g-1145.pdf, else ../shared/forms/g-1145.pdf (packet/resolve-g1145.ts). */
  G1145_TEMPLATE: optionalText,
  /** Built web app served at /. */
  WEB_DIST: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
  /** Behind a reverse proxy: 'true' or the proxy's addresses, comma-separated (rate limits key on the client IP). */
  TRUST_PROXY: optionalText,
  /** Extra origins allowed in frames (CSP frame-src), space-separated, e.g. an embedded PDF editor. */
  CSP_FRAME_SRC: optionalText,
  /** Worker threads for PDF generation and OCR (workers/pool.ts); default max(1, cores − 1). */
  WORKER_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  /** Tasks that may wait for a worker thread; more → 503 BUSY with Retry-After. */
  WORKER_QUEUE: z.coerce.number().int().min(0).max(10_000).default(64),
  /** Time limit of one worker task (queue wait included), ms; over it → 503 and the worker is replaced. */
  WORKER_TASK_TIMEOUT_MS: int(30_000),
  /** Tasks of one account in the pool at once (its others wait in their own line); default max(1, ⌊threads / 2⌋). */
  WORKER_TASKS_PER_ACCOUNT: z.coerce.number().int().min(1).max(64).optional(),
  /** JavaScript heap of each worker thread, MB (resourceLimits); a task over it fails with 422. */
  WORKER_HEAP_MB: z.coerce.number().int().min(64).max(65_536).default(512),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** 'json' (one JSON object a line) or 'pretty' (readable lines); unset: json when NODE_ENV=production, else pretty (ops/log-format.ts). */
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  /** Prometheus metrics at /metrics (ops/metrics.ts): unset → off (404); set → `Authorization: Bearer <token>` required. */
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'at least 16 characters (e.g. openssl rand -hex 24)').optional()),
  /** Graceful shutdown (ops/shutdown.ts): how long running requests and worker tasks may take after SIGTERM/SIGINT before they are cut. */
  SHUTDOWN_TIMEOUT_MS: int(10_000),
  /** Connection limits (http/server-options.ts): headers, body (time to start + minimum rate), idle socket, keep-alive. */
  HEADERS_TIMEOUT_MS: int(20_000),
  BODY_TIMEOUT_MS: int(20_000),
  BODY_MIN_RATE: int(500),
  IDLE_TIMEOUT_MS: int(120_000),
  KEEP_ALIVE_TIMEOUT_MS: int(72_000),
  MAX_REQUESTS_PER_SOCKET: int(1000),
  MAX_CONNECTIONS: int(1000),
  /** Keys encrypting personal data and files at rest: `id:base64(32 bytes)[,id:base64…]`, current first (crypto/load-keyring.ts). Required in production. */
  DATA_KEYS: optionalText,
  /** Or a file holding them (same format, commas or line breaks): a running server re-reads it on SIGHUP and when it changes. */
  DATA_KEYS_FILE: optionalText,
  /** Files in object storage (files/s3-url.ts): `s3://ACCESS_KEY:SECRET@host[:port]/bucket[/prefix][?region=…&tls=…&forcePathStyle=…]`; unset: files stay in the database. */
  S3_URL: optionalText,
  /** Where new files go: 'db' or 's3' (needs S3_URL); unset: 's3' when S3_URL is set. 'db' with S3_URL: files already in the bucket stay readable (moving back). */
  FILE_STORAGE: z.enum(['db', 's3']).optional(),
  /** 'production' makes the deployment settings (keys, public URL, mail) required at start. */
  NODE_ENV: optionalText,
});

export interface Config {
  /** NODE_ENV=production: missing deployment settings stop the start with a clear error. */
  production: boolean;
  /** DATA_KEYS as set; unset: DATA_DIR/keys.json in development, a start-up error in production. */
  dataKeys: string | undefined;
  /** DATA_KEYS_FILE, resolved: the keys from a file the running server re-reads (crypto/live-keyring.ts). */
  dataKeysFile?: string | undefined;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** DATABASE_SCHEMA: the PostgreSQL schema (undefined: public). */
  databaseSchema?: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  /** PUBLIC_URL was unset (development): publicUrl is derived from HOST/PORT and mailed links may follow a local Origin (mail/link-base.ts). */
  publicUrlDerived?: boolean;
  tokenTtlMs: number;
  resetTtlMs: number;
  /** loginPerPair: failed logins per (account, address); unset → 10 (auth/login-throttle.ts). */
  rateLimit: { windowMs: number; loginPerIp: number; loginPerAccount: number; loginPerPair?: number; resetPerIp: number; resetPerAccount: number };
  maxUploadBytes: number;
  /** I129F_TEMPLATE as set (a missing file is reported, not replaced); undefined: the repository fallbacks. */
  i129fTemplate: string | undefined;
  /** G1145_TEMPLATE as set (like i129fTemplate); undefined: the repository fallbacks. */
  g1145Template?: string | undefined;
  webDist: string;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  /** Log lines: JSON objects, or readable lines for a developer (ops/log-format.ts); unset → json. */
  logFormat?: 'json' | 'pretty';
  /** METRICS_TOKEN: undefined → /metrics is off (404). */
  metricsToken?: string | undefined;
  /** SHUTDOWN_TIMEOUT_MS: the bound of a graceful shutdown (ops/shutdown.ts). */
  shutdownTimeoutMs?: number;
  trustProxy: boolean | string;
  cspFrameSources: string[];
  /** Worker pool (workers/pool.ts): threads (undefined: cores − 1), queue length, per-task time limit. */
  workers: { threads: number | undefined; maxQueue: number; timeoutMs: number; perAccount?: number | undefined; heapMb?: number };
  /** JSON body limit of every API route (spec: bodies over 1 MB get 413). */
  bodyLimit: number;
  /** Timeouts and caps of every connection (slow-loris, idle sockets, too many connections). */
  connections: ConnectionLimits;
  /** S3_URL, parsed: the bucket holding files' sealed bytes (files/s3-object-store.ts); undefined: none. */
  s3?: S3Settings | undefined;
  /** FILE_STORAGE: where new files' bytes go; unset: 's3' with S3_URL, else 'db'. */
  fileStorage?: 'db' | 's3' | undefined;
}

/** Unset/'false' (default): X-Forwarded-For is ignored. 'true': trust every hop (only behind a proxy). Else the proxies' addresses/CIDRs. */
function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

/** Development default when PUBLIC_URL is unset: the server's own address (a wildcard or loopback host reads as localhost). */
export function derivedPublicUrl(host: string, port: number): string {
  const local = ['', '0.0.0.0', '::', '127.0.0.1', '::1'].includes(host);
  return `http://${local ? 'localhost' : host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** Reads the environment once. Throws a readable error naming the bad variables. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  let s3: S3Settings | undefined;
  try {
    s3 = e.S3_URL ? parseS3Url(e.S3_URL) : undefined;
  } catch (err) {
    throw new Error(`Invalid environment:\n  ${(err as Error).message}`);
  }
  if (e.FILE_STORAGE === 's3' && !s3) throw new Error('Invalid environment:\n  FILE_STORAGE: s3 needs S3_URL (the bucket new files go to)');
  if (e.NODE_ENV === 'production' && !e.PUBLIC_URL) {
    throw new Error('Invalid environment:\n  PUBLIC_URL: required when NODE_ENV=production — the https address users open (e.g. https://i129f.example.org); mailed links (password reset) start with it');
  }
  return {
    production: e.NODE_ENV === 'production',
    dataKeys: e.DATA_KEYS,
    dataKeysFile: e.DATA_KEYS_FILE ? path.resolve(e.DATA_KEYS_FILE) : undefined,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_SCHEMA,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? derivedPublicUrl(e.HOST, e.PORT)).replace(/\/+$/, ''),
    publicUrlDerived: !e.PUBLIC_URL,
    tokenTtlMs: e.TOKEN_TTL_MS,
    resetTtlMs: e.RESET_TTL_MS,
    rateLimit: {
      windowMs: e.RATE_WINDOW_MS,
      loginPerIp: e.RATE_LOGIN_PER_IP,
      loginPerAccount: e.RATE_LOGIN_PER_ACCOUNT,
      loginPerPair: e.RATE_LOGIN_PER_PAIR,
      resetPerIp: e.RATE_RESET_PER_IP,
      resetPerAccount: e.RATE_RESET_PER_ACCOUNT,
    },
    maxUploadBytes: e.MAX_UPLOAD_BYTES,
    i129fTemplate: e.I129F_TEMPLATE ? path.resolve(e.I129F_TEMPLATE) : undefined,
    g1145Template: e.G1145_TEMPLATE ? path.resolve(e.G1145_TEMPLATE) : undefined,
    webDist: path.resolve(e.WEB_DIST),
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV === 'production' ? 'json' : 'pretty'),
    metricsToken: e.METRICS_TOKEN,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    cspFrameSources: e.CSP_FRAME_SRC?.split(/\s+/) ?? [],
    workers: { threads: e.WORKER_THREADS, maxQueue: e.WORKER_QUEUE, timeoutMs: e.WORKER_TASK_TIMEOUT_MS, perAccount: e.WORKER_TASKS_PER_ACCOUNT, heapMb: e.WORKER_HEAP_MB },
    bodyLimit: 1024 * 1024,
    s3,
    fileStorage: e.FILE_STORAGE ?? (s3 ? 's3' : 'db'),
    connections: {
      headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
      bodyTimeoutMs: e.BODY_TIMEOUT_MS,
      bodyMinBytesPerSecond: e.BODY_MIN_RATE,
      idleTimeoutMs: e.IDLE_TIMEOUT_MS,
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
      maxRequestsPerSocket: e.MAX_REQUESTS_PER_SOCKET,
      maxConnections: e.MAX_CONNECTIONS,
    },
  };
}
