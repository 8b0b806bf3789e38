import type { RouteShorthandOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * An operations endpoint (/healthz, /readyz, /metrics): no XSRF cookie is handed out (http/xsrf.ts), it keeps
     * answering while the server drains (ops/shutdown.ts), and its requests are not logged at info level.
     */
    probe?: boolean;
  }
}

/** Route options of every operations endpoint. They live outside /api (no session, no audit, no rate limit, not in the API docs). */
export const PROBE_ROUTE = { config: { probe: true }, logLevel: 'warn' } as const satisfies RouteShorthandOptions;
