import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { isStaffType } from '@i129f/petition/account/roles.ts';
import type { Db, UserRow } from '../db/schema.ts';
import { AppError, notFound, errorText } from '../http/errors.ts';
import { findChildren, findUserByEmail } from '../users/repo.ts';
import { streamZip } from './zip-stream.ts';

type EmailParams = { Params: { email: string } };

/** GET /api/file/clients/generated/{email}: one entry per client in the subtree of {email}. */
export interface ClientGeneratedFiles {
  email: string;
  /** Names of the client's generated files (the filled I-129F), oldest first. */
  generatedFiles: string[];
}

/** The clients under an account: a lawyer's direct clients and its paralegals' clients; a paralegal's clients; a client itself. */
export async function clientsUnder(db: Db, root: UserRow): Promise<UserRow[]> {
  if (root.user_type === 'CLIENT') return [root];
  const children = await findChildren(db, [root.id]);
  const clients = children.filter((r) => r.user_type === 'CLIENT');
  if (root.user_type === 'PARALEGAL') return clients;
  const paralegalIds = children.filter((r) => r.user_type === 'PARALEGAL').map((r) => r.id);
  const grandChildren = await findChildren(db, paralegalIds);
  return [...clients, ...grandChildren.filter((r) => r.user_type === 'CLIENT')];
}

type GeneratedDb = Kysely<{ files: { owner_id: string; name: string; is_generated: number; created_at: number } }>;

/** The answer of GET /api/file/client/archive/{email} when the client has no files (the page shows the message). */
export const NO_FILES_MESSAGE = errorText('noFilesGenerated');

/**
 * Staff views of their clients' files (Clients page, spec §2). Both URLs name an :email, so the access
 * check (session + canAccess) runs first; a staff member therefore only ever reaches their own subtree.
 */
export async function clientFilesRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const store = deps.files;

  app.get<EmailParams>('/file/clients/generated/:email', async (request) => {
    // A client has no Clients page: the listing is for staff only.
    if (!isStaffType(request.user?.userType)) throw new AppError(403, 'FORBIDDEN', errorText('onlyStaffListFiles'));
    const root = await findUserByEmail(deps.db, request.params.email);
    if (!root) throw notFound(errorText('noSuchAccount'));
    const clients = await clientsUnder(deps.db, root);
    const byOwner = new Map(clients.map((c) => [c.id, [] as string[]]));
    if (clients.length) {
      const rows = await (deps.db as unknown as GeneratedDb)
        .selectFrom('files')
        .select(['owner_id', 'name'])
        .where('owner_id', 'in', clients.map((c) => c.id))
        .where('is_generated', '=', 1)
        .orderBy('created_at')
        .orderBy('name')
        .execute();
      for (const r of rows) byOwner.get(r.owner_id)?.push(r.name);
    }
    return { clients: clients.map((c): ClientGeneratedFiles => ({ email: c.email, generatedFiles: byOwner.get(c.id) ?? [] })) };
  });

  /** A zip of all the client's files (generated and uploaded), streamed one file at a time; 404 when there are none. */
  app.get<EmailParams>('/file/client/archive/:email', { config: { audit: 'files.zip' } }, async (request, reply) => {
    const owner = await findUserByEmail(deps.db, request.params.email);
    if (!owner) throw notFound(errorText('noSuchAccount'));
    const records = await store.list(owner.id);
    if (!records.length) throw notFound(NO_FILES_MESSAGE);
    const zipName = `${owner.email.split('@')[0]!.replace(/[^A-Za-z0-9._-]+/g, '_') || 'client'}-files.zip`;
    const body = streamZip(
      records.map((r) => ({
        name: r.name,
        mtime: r.createdAt,
        // Photos and scans are already compressed; PDFs (the generated one has plain content streams) are deflated.
        compress: r.mime === 'application/pdf',
        bytes: async () => (await store.get(owner.id, r.name))?.bytes,
      })),
      request.log,
    );
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="${zipName}"`)
      .header('cache-control', 'no-store')
      .send(body);
  });
}
