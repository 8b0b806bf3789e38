import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * A minimum data rate for request bodies instead of one flat time limit (issue 23.2), as Apache's mod_reqtimeout
 * (`body=20,MinRate=500`): a body gets `timeoutMs` to start, and every `minBytesPerSecond` bytes received add one
 * second. A connection trickling one byte every 5 s is cut after about 20 s; a 20 MB upload from a phone at 1 Mbit/s
 * (160 s) is never near its limit. Time in which the server itself was not reading (the body waiting unread in its
 * buffer, e.g. while a handler looks something up first) is not counted against the client.
 */
export interface BodyRate {
  /** Time a body gets before the bytes it sent earn more (ms). */
  timeoutMs: number;
  /** Bytes per second that keep a body alive; each such amount adds 1 s. */
  minBytesPerSecond: number;
}

/** The moment a body that started at `start` is cut, after `received` bytes and `serverWaitMs` of the server not reading. */
export const bodyDeadline = (rate: BodyRate, o: { start: number; received: number; serverWaitMs: number }): number =>
  o.start + rate.timeoutMs + o.serverWaitMs + (o.received / rate.minBytesPerSecond) * 1000;

interface Watched {
  req: IncomingMessage;
  res: ServerResponse;
  start: number;
  bytesAtStart: number;
  serverWaitMs: number;
  lastCheck: number;
}

/** A request with a body: a Content-Length above 0 or a chunked Transfer-Encoding. */
const hasBody = (req: IncomingMessage): boolean => Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;

/** An error like the one Node's own requestTimeout raises, so the client-error handler answers it (408 JSON, closed). */
const timeoutError = (): NodeJS.ErrnoException => Object.assign(new Error('request body below the minimum data rate'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' });

/**
 * Watches every request body on `server`, checking every `checkEveryMs`; returns the function to call for each request
 * (before the app sees it). A body behind its deadline gets 408 through the server's `clientError` handler (Fastify's
 * clientErrorHandler: JSON body, security headers) and its connection is closed; one whose answer was already sent is
 * simply closed.
 */
export function watchBodyRates(server: Server, rate: BodyRate, checkEveryMs: number, now: () => number = Date.now): (req: IncomingMessage, res: ServerResponse) => void {
  const watched = new Set<Watched>();
  const check = () => {
    const at = now();
    for (const w of watched) {
      const socket = w.req.socket;
      if (w.req.complete || socket.destroyed) {
        watched.delete(w);
        continue;
      }
      // Bytes waiting unread in the request's buffer: the server is the slow side for this interval.
      if (w.req.readableLength > 0) w.serverWaitMs += at - w.lastCheck;
      w.lastCheck = at;
      const received = socket.bytesRead - w.bytesAtStart;
      if (at <= bodyDeadline(rate, { start: w.start, received, serverWaitMs: w.serverWaitMs })) continue;
      watched.delete(w);
      if (w.res.headersSent) socket.destroy();
      else server.emit('clientError', timeoutError(), socket);
    }
  };
  const timer = setInterval(check, checkEveryMs);
  timer.unref();
  server.once('close', () => clearInterval(timer));
  return (req, res) => {
    if (!hasBody(req)) return;
    const start = now();
    const w: Watched = { req, res, start, bytesAtStart: req.socket.bytesRead, serverWaitMs: 0, lastCheck: start };
    watched.add(w);
    // A closed connection is dropped at the next check (no listener on the socket: it may serve 1000 requests).
    req.once('end', () => watched.delete(w));
  };
}
