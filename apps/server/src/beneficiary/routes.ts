import type { FastifyInstance } from 'fastify';
import { beneficiaryHerRoutes } from './her-routes.ts';
import { beneficiaryInvitationRoutes } from './invitation-routes.ts';
import { beneficiaryPetitionerRoutes } from './petitioner-routes.ts';
import { beneficiaryPassportRoutes } from './passport-routes.ts';

/**
 * /api/beneficiary/* (issue 24): the beneficiary answers her own part of the petition. The petitioner's routes
 * (petitioner-routes.ts), her accept page's (invitation-routes.ts) and hers (her-routes.ts, passport-routes.ts).
 */
export async function beneficiaryRoutes(app: FastifyInstance): Promise<void> {
  await app.register(beneficiaryInvitationRoutes);
  await app.register(beneficiaryPetitionerRoutes);
  await app.register(beneficiaryHerRoutes);
  await app.register(beneficiaryPassportRoutes);
}
