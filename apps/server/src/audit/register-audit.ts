import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AuditAction } from '@i129f/petition/api/account-data.ts';
import { findUserByEmail } from '../users/repo.ts';
import { fileRef } from './file-ref.ts';
import { writeAudit } from './write-audit.ts';

/** Per-request audit facts, set once every preHandler (the access check first) has passed. */
export interface AuditContext {
  /** The account whose data the request reached; default: the user named by the :email param. */
  targetId?: string;
  /** One non-personal fact stored with the row (audit_log.detail): the status set, the petition version read. */
  detail?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes that read or change an account's data name their action; one onResponse hook records it. */
    audit?: AuditAction;
  }
  interface FastifyInstance {
    /** Routes with an audit action (a test checks every :email route is audited or deliberately not). */
    auditedRoutes: Array<{ method: string; url: string }>;
  }
  interface FastifyRequest {
    /** null until the route's preHandlers (session + canAccess) passed; refused requests are not audited. */
    audit: AuditContext | null;
  }
}

const reached: preHandlerAsyncHookHandler = async (request) => {
  request.audit ??= {};
};

/**
 * Records who reached whose data on every route with `config: { audit: '…' }`, after the answer is
 * known (onResponse: the status is the outcome). The write runs in the background and never delays or
 * fails a request; a failed write is logged by error code only. Call before the routes are registered.
 */
export function registerAudit(app: FastifyInstance): void {
  app.decorateRequest('audit', null);
  const audited: Array<{ method: string; url: string }> = [];
  app.decorate('auditedRoutes', audited);
  app.addHook('onRoute', (route) => {
    if (!route.config?.audit) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') audited.push({ method, url: route.url });
    const existing = route.preHandler ? (Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]) : [];
    // Last, so it runs only when the access check (first, http/email-routes.ts) and the route's own checks passed.
    route.preHandler = [...existing, reached];
  });
  app.addHook('onResponse', async (request, reply) => {
    const action = request.routeOptions.config?.audit;
    const context = request.audit;
    const actor = request.user;
    if (!action || !context || !actor) return;
    const { deps } = request.server;
    const at = deps.now();
    const outcome = reply.statusCode;
    deps.background.run(async () => {
      try {
        const targetId = context.targetId ?? (await targetOf(request));
        if (!targetId) return;
        const name = paramOf(request, 'fileName');
        await writeAudit(deps.db, {
          at,
          actorId: actor.id,
          actorRole: actor.userType,
          targetId,
          action,
          outcome,
          fileRef: name ? fileRef(targetId, name) : null,
          detail: context.detail ?? null,
        });
      } catch (err) {
        request.log.error({ code: (err as { code?: unknown }).code ?? 'unknown', action }, 'audit write failed');
      }
    });
  });
}

const paramOf = (request: FastifyRequest, key: string): string | undefined => {
  const value = (request.params as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'string' ? value : undefined;
};

async function targetOf(request: FastifyRequest): Promise<string | undefined> {
  const email = paramOf(request, 'email');
  return email ? (await findUserByEmail(request.server.deps.db, email))?.id : undefined;
}
