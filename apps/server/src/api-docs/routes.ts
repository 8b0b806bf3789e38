import type { FastifyInstance } from 'fastify';
import { ACCOUNT_OPERATIONS } from './account-operations.ts';
import { PETITION_OPERATIONS } from './petition-operations.ts';
import { BENEFICIARY_OPERATIONS } from './beneficiary-operations.ts';
import { buildOpenApi } from './build-openapi.ts';
import type { OperationTable } from './operation.ts';

/** Every route under /api, described; test/openapi.test.ts fails when a registered route is missing here. */
export const API_OPERATIONS: OperationTable = { ...ACCOUNT_OPERATIONS, ...PETITION_OPERATIONS, ...BENEFICIARY_OPERATIONS };

/**
 * GET /api/docs → the OpenAPI 3.1 description of the API (public: it describes the routes, never data). Built on the
 * first request from the routes' zod schemas, then served from memory.
 */
export async function apiDocsRoutes(app: FastifyInstance): Promise<void> {
  let document: string | undefined;
  app.get('/docs', async (_request, reply) => {
    document ??= JSON.stringify(buildOpenApi(API_OPERATIONS));
    return reply.type('application/json; charset=utf-8').send(document);
  });
}
