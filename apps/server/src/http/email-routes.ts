import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import { requireAccessTo } from '../auth/guards.ts';

/**
 * Every route whose URL names an account (`:email`) gets requireAccessTo('email') as its FIRST
 * preHandler, so no route can forget it. Opt out only for routes that must work logged out
 * (e.g. request-forgotten-password) with `config: { publicEmailRoute: true }`.
 */
export function guardEmailRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!/:email\b/.test(route.url) || route.config?.publicEmailRoute) return;
    const existing = route.preHandler ? (Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]) : [];
    route.preHandler = [requireAccessTo('email') as preHandlerHookHandler, ...existing];
  });
}
