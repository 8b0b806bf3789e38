import type { FastifyInstance } from 'fastify';
import { ZAuditQuery, type AuditPage } from '@i129f/petition/api/account-data.ts';
import { notFound, errorText } from '../http/errors.ts';
import { parseInput } from '../http/validate.ts';
import { findUserByEmail } from '../users/repo.ts';
import { readAudit } from './read-audit.ts';

/**
 * GET /api/audit/{email}?page=&pageSize=&by=anyone|others: the account's trail, newest first. The :email guard admits
 * the account holder and the staff above the account (canAccess: its paralegal and lawyer).
 */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const store = deps.files;
  // Her own trail for a beneficiary (issue 24; canAccess admits her own email only).
  app.get<{ Params: { email: string } }>('/audit/:email', { config: { beneficiary: true } }, async (request): Promise<AuditPage> => {
    const { page, pageSize, by } = parseInput(ZAuditQuery, request.query);
    const target = await findUserByEmail(deps.db, request.params.email);
    if (!target) throw notFound(errorText('noSuchAccount'));
    return readAudit({ db: deps.db, store, targetId: target.id, page, pageSize, by });
  });
}
