import type { FastifyLoggerOptions, FastifyServerOptions } from 'fastify';

export interface LoggerOptions {
  level: string;
  /** 'json': one JSON object a line (production, log shippers); 'pretty': readable lines for a developer. */
  format: 'json' | 'pretty';
  serializers: NonNullable<FastifyLoggerOptions['serializers']>;
  /** Where lines go; default stdout. A given stream always gets JSON (tests read the lines). */
  stream?: { write(line: string): void };
}

/**
 * Keys never written to a log whatever object carries them: credentials a handler might log by mistake. The request
 * itself is logged by app.ts's redactedRequest (method, route pattern, address; no headers, no query values).
 */
export const REDACT_PATHS = [
  'password',
  '*.password',
  'token',
  '*.token',
  'authorization',
  '*.authorization',
  'cookie',
  '*.cookie',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

/** Fastify's pino options: JSON, or the same records written as readable lines (no extra dependency). */
export function loggerOptions(o: LoggerOptions): FastifyServerOptions['logger'] {
  const stream = o.stream ?? (o.format === 'pretty' ? prettyStream(process.stdout) : undefined);
  return { level: o.level, serializers: o.serializers, redact: { paths: REDACT_PATHS, censor: '[redacted]' }, ...(stream ? { stream } : {}) };
}

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** Fields every line has, or that the line shows in its own place. */
const SHOWN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'err', 'responseTime']);

/** A pino JSON line as `12:04:05.120 INFO  [req-1] GET /api/me 200 3 ms  message key=value`, an error's stack below it. */
export function formatLine(line: string): string {
  let record: Record<string, unknown>;
  try {
    record = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line.endsWith('\n') ? line : `${line}\n`;
  }
  const time = typeof record.time === 'number' ? new Date(record.time).toISOString().slice(11, 23) : '';
  const level = (LEVELS[record.level as number] ?? String(record.level)).padEnd(5);
  const parts = [time, level];
  if (record.reqId !== undefined) parts.push(`[${String(record.reqId)}]`);
  const req = record.req as { method?: string; url?: string } | undefined;
  if (req?.method) parts.push(`${req.method} ${req.url ?? ''}`);
  const res = record.res as { statusCode?: number } | undefined;
  if (res?.statusCode) parts.push(String(res.statusCode));
  if (typeof record.responseTime === 'number') parts.push(`${record.responseTime.toFixed(0)} ms`);
  if (record.msg !== undefined) parts.push(String(record.msg));
  for (const [key, value] of Object.entries(record)) {
    if (!SHOWN.has(key)) parts.push(`${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  }
  const err = record.err as { type?: string; message?: string; stack?: string; code?: unknown } | undefined;
  const errText = err ? `\n    ${(err.stack ?? `${err.type ?? 'Error'}: ${err.message ?? ''}`).replace(/\n/g, '\n    ')}` : '';
  return `${parts.filter(Boolean).join(' ')}${errText}\n`;
}

/** A destination that writes each pino line readably to `out`. */
export function prettyStream(out: { write(text: string): unknown }): { write(line: string): void } {
  return { write: (line) => void out.write(formatLine(line)) };
}
