import type { FastifyInstance, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import { ACCOUNT_MESSAGES, CONTROL_CHARACTERS, EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '@i129f/petition/api/accounts.ts';
import { requireAccessTo } from '../auth/guards.ts';
import { AppError, errorText } from './errors.ts';

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
 * Every route with path parameters gets `checkPathParams` as its first onRequest hook.
 * Every route whose URL names an account (`:email`) gets requireAccessTo('email') as its FIRST
 * preHandler, so no route can forget it. Opt out only for routes that must work logged out
 * (e.g. request-forgotten-password) with `config: { publicEmailRoute: true }`.
 */
export function guardEmailRoutes(app: FastifyInstance): void {
  const guarded: GuardedRoute[] = [];
  app.decorate('emailRoutes', guarded);
  app.addHook('onRoute', (route) => {
    if (/\/:/.test(route.url)) route.onRequest = [checkPathParams as onRequestHookHandler, ...hooksOf(route.onRequest)];
    if (!/:email\b/.test(route.url) || route.config?.publicEmailRoute) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') guarded.push({ method, url: route.url });
    route.preHandler = [requireAccessTo('email', { firmLawyers: route.config?.firmLawyers === true }) as preHandlerHookHandler, ...hooksOf(route.preHandler)];
  });
}

function hooksOf<H>(hooks: H | H[] | undefined): H[] {
  return hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
}

const invalidParam = (name: string, message: string) => new AppError(400, 'VALIDATION_FAILED', errorText('invalidInput', { names: name }), [{ path: name, message }]);

/**
 * onRequest of every route with path parameters, before the body, rate limits or any query: no parameter may hold
 * a control character (a NUL is refused by PostgreSQL: a 500 otherwise), and `:email` must be an email
 * (≤ EMAIL_MAX_LENGTH) → 400 naming the parameter.
 */
async function checkPathParams(request: { params: unknown }): Promise<void> {
  const params = (request.params ?? {}) as Record<string, unknown>;
  for (const [name, value] of Object.entries(params)) {
    if (typeof value !== 'string') continue;
    if (CONTROL_CHARACTERS.test(value)) throw invalidParam(name, 'Control characters are not allowed.');
    if (name === 'email' && (value.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(value))) throw invalidParam(name, ACCOUNT_MESSAGES.emailRequired);
  }
}
