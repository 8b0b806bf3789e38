import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import { requireAccessTo } from '../auth/guards.ts';

export interface GuardedRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The routes guarded below; a test walks them all as another user and expects 403. */
    emailRoutes: GuardedRoute[];
  }
}

/**
 * Every route whose URL names an account (`:email`) gets requireAccessTo('email') as its FIRST
 * preHandler, so no route can forget it. Opt out only for routes that must work logged out
 * (e.g. request-forgotten-password) with `config: { publicEmailRoute: true }`.
 */
export function guardEmailRoutes(app: FastifyInstance): void {
  const guarded: GuardedRoute[] = [];
  app.decorate('emailRoutes', guarded);
  app.addHook('onRoute', (route) => {
    if (!/:email\b/.test(route.url) || route.config?.publicEmailRoute) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') guarded.push({ method, url: route.url });
    const existing = route.preHandler ? (Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]) : [];
    route.preHandler = [requireAccessTo('email') as preHandlerHookHandler, ...existing];
  });
}
