import { vi } from 'vitest';
import { petitionServer, type PetitionServer } from './petitionServer.ts';

export interface MockCall {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

export type Reply = { status?: number; body?: unknown } | Error;
export type Handler = (call: MockCall) => Reply | undefined;

/**
 * Stubs global fetch. Each handler sees the call and may answer; unanswered calls get 200 {}.
 * GET /api/xsrf answers with a token so state-changing calls carry X-XSRF-TOKEN.
 * The petition's routes (load, changes) no handler answered are answered by `petition`, a server holding an empty
 * petition (test/petitionServer.ts); a test that needs a stored petition passes its own `petitionServer().handler`.
 */
export function mockFetch(...handlers: Handler[]) {
  const calls: MockCall[] = [];
  const petition: PetitionServer = petitionServer();
  const answerers = [...handlers, petition.handler];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    const raw = init?.body;
    const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
    const call = { url, method, headers, body };
    if (url.endsWith('/api/xsrf')) return new Response(JSON.stringify({ token: 'xsrf-1' }), { status: 200 });
    calls.push(call);
    // The first handler that answers (the later ones do not see the call: the petition server applies what it sees).
    let reply: Reply = { status: 200, body: {} };
    for (const h of answerers) {
      const r = h(call);
      if (r !== undefined) {
        reply = r;
        break;
      }
    }
    if (reply instanceof Error) throw reply;
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return new Response(text, { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fn);
  return { calls, fn, petition };
}

/** Answers calls whose path (after /api) and method match. */
export const on =
  (method: string, path: string | RegExp, reply: Reply): Handler =>
  (call) => {
    const p = call.url.replace(/^.*?\/api/, '').split('?')[0] ?? '';
    const matches = typeof path === 'string' ? p === path : path.test(p);
    return call.method === method && matches ? reply : undefined;
  };
