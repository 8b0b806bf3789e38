import type { ChangesRequest, ChangesResponse, PetitionLoadResponse } from '@i129f/petition/api/petition.ts';
import { api, type ApiResult } from '../../api/client.ts';
import { chatStateLoadUrl, takeChatStateLoad } from './chatStatePrefetch.ts';

/** The petition's calls (contract: packages/petition/src/api/petition.ts). */
export interface ChatStateApi {
  load(email: string): Promise<ApiResult<PetitionLoadResponse>>;
  send(email: string, body: ChangesRequest): Promise<ApiResult<ChangesResponse>>;
}

export const chatStateApi: ChatStateApi = {
  // The route loaders may have asked already (chatStatePrefetch.ts): its answer is used once.
  load: (email) => takeChatStateLoad(email) ?? api.get<PetitionLoadResponse>(chatStateLoadUrl(email)),
  // keepalive: a change sent just before a reload or a navigation still reaches the server.
  send: (email, body) => api.post<ChangesResponse>(`/petition/changes/${encodeURIComponent(email)}`, body, { keepalive: true }),
};
