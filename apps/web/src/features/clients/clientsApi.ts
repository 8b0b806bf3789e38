import type { ListedUser } from '@i129f/petition/api/auth.ts';
import { api, type ApiResult } from '../../api/client.ts';

/** GET /api/file/clients/generated/{email} (apps/server/src/files/client-files-routes.ts). */
export interface ClientGeneratedFiles {
  email: string;
  generatedFiles: string[];
}

const e = encodeURIComponent;

/** The calls of the Clients page, all through the shared API client. */
export const clientsApi = {
  /** Spec §3 user listing: a lawyer with paralegals (each with clients) and direct clients; a paralegal with clients. */
  tree: (email: string) => api.get<ListedUser>(`/user/findUserByEmail/${e(email)}`),
  /** Generated file names of every client under `email`, keyed by the client's email. */
  async generated(email: string): Promise<ApiResult<Map<string, string[]>>> {
    const r = await api.get<{ clients?: ClientGeneratedFiles[] }>(`/file/clients/generated/${e(email)}`);
    if (!r.ok) return r;
    const list = Array.isArray(r.data?.clients) ? r.data.clients : [];
    return { ...r, data: new Map(list.map((c) => [c.email, Array.isArray(c.generatedFiles) ? c.generatedFiles : []])) };
  },
  /** A zip of all the client's files; 404 when the client has none. */
  archive: (clientEmail: string) => api.blob(`/file/client/archive/${e(clientEmail)}`),
};

/** The name the server gives the archive (`<local part>-files.zip`). */
export const archiveName = (clientEmail: string) => `${clientEmail.split('@')[0]?.replace(/[^A-Za-z0-9._-]+/g, '_') || 'client'}-files.zip`;
