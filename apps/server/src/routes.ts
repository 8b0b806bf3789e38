import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/routes.ts';
import { userRoutes } from './users/routes.ts';
import { passwordResetRoutes } from './password-reset/routes.ts';
import { chatStateRoutes } from './chat-state/routes.ts';
import { petitionRoutes } from './petition/routes.ts';
import { fileRoutes } from './files/routes.ts';
import { clientFilesRoutes } from './files/client-files-routes.ts';
import { extractionRoutes } from './extraction/routes.ts';
import { invitationRoutes } from './invitations/routes.ts';
import { auditRoutes } from './audit/routes.ts';
import { accountDataRoutes } from './account-data/routes.ts';
import { readinessRoutes } from './readiness/routes.ts';
import { letterRoutes } from './letters/routes.ts';
import { packetRoutes } from './packet/routes.ts';
import { accountStatusRoutes } from './users/account-status-routes.ts';
import { reviewRoutes } from './review/routes.ts';
import { pdfMarkRoutes } from './pdf-marks/routes.ts';
import { apiDocsRoutes } from './api-docs/routes.ts';
import { beneficiaryRoutes } from './beneficiary/routes.ts';
import type { ChatStateValidator } from './chat-state/validate.ts';

/**
 * Every API module, mounted under /api. To add one: write `src/<area>/routes.ts` exporting an
 * async plugin, register it here, and describe each route in api-docs/ (GET /api/docs; test/openapi.test.ts fails
 * for a route that is not described). Any route with an `:email` param is access-checked
 * automatically (see http/email-routes.ts).
 */
export interface ApiOptions {
  /** Chat-state re-validation; default: the interview engine's validateState. */
  validateChatState?: ChatStateValidator;
}

export async function apiRoutes(app: FastifyInstance, opts: ApiOptions): Promise<void> {
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(accountStatusRoutes);
  await app.register(passwordResetRoutes);
  await app.register(chatStateRoutes, { validate: opts.validateChatState });
  await app.register(petitionRoutes);
  await app.register(fileRoutes);
  await app.register(clientFilesRoutes);
  await app.register(extractionRoutes);
  await app.register(invitationRoutes);
  await app.register(readinessRoutes);
  await app.register(letterRoutes);
  await app.register(packetRoutes);
  await app.register(reviewRoutes);
  await app.register(pdfMarkRoutes);
  await app.register(auditRoutes);
  await app.register(accountDataRoutes);
  await app.register(beneficiaryRoutes);
  await app.register(apiDocsRoutes);
}
