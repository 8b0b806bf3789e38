import type { ChatStateConflict, ChatStateLoadResponse, ChatStateSaveRequest, ChatStateSaveResponse } from '@i129f/petition/api/chat-state.ts';
import { ZChatStateSaveRequest } from '@i129f/petition/api/chat-state.ts';
import { api, type ApiResult } from '../../api/client.ts';
import { chatStateLoadUrl, takeChatStateLoad } from './chatStatePrefetch.ts';

/** Spec §7 chat-state calls (contract and schema: packages/petition/src/api/chat-state.ts). */
export interface ChatStateApi {
  load(email: string): Promise<ApiResult<ChatStateLoadResponse>>;
  save(email: string, body: ChatStateSaveRequest): Promise<ApiResult<ChatStateSaveResponse>>;
}

export const chatStateApi: ChatStateApi = {
  // The /section/:id loader may have asked already (chatStatePrefetch.ts): its answer is used once.
  load: (email) => takeChatStateLoad(email) ?? api.get<ChatStateLoadResponse>(chatStateLoadUrl(email)),
  save: (email, body) => api.post<ChatStateSaveResponse>(`/chat-state/i29F/save/${encodeURIComponent(email)}`, ZChatStateSaveRequest.parse(body)),
};

/** The 409 body: the stored version and state (null when the body is not a conflict). */
export function conflictOf(error: unknown): Pick<ChatStateConflict, 'currentVersion' | 'state'> | null {
  const e = error as Partial<ChatStateConflict> | null;
  return e && typeof e.currentVersion === 'number' ? { currentVersion: e.currentVersion, state: e.state ?? null } : null;
}
