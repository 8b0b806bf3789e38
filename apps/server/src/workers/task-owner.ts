import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/**
 * Whose request a worker task serves (issue 23.1: one account must not take the pool from the others). Every request
 * runs in a scope that names it lazily — the session's account once the access check has set `request.user`, else the
 * client's address — so `runTask` counts a task against its account without each route passing it.
 */
const scope = new AsyncLocalStorage<() => string>();

/** The account (or address) of the request being served, or undefined outside any request (start-up checks). */
export const currentTaskOwner = (): string | undefined => scope.getStore()?.();

/** Opens the scope for every request (an onRequest hook, so every later hook and the handler run in it). */
export function registerTaskOwner(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    scope.run(() => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`), done);
  });
}
