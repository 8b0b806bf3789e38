import { z } from 'zod';

/**
 * Chat state API (spec §7): GET /chat-state/i29F/load/{email} answers ChatStateLoadResponse;
 * POST /chat-state/i29F/save/{email} takes ChatStateSaveRequest. `version` is the version the client
 * loaded (0 when nothing was saved); a save stores version + 1, or answers 409 ChatStateConflict when
 * someone saved in between.
 */
export const ZChatStateSaveRequest = z.object({
  state: z.unknown().refine((v) => v !== undefined && v !== null, 'Required'),
  version: z.number().int().min(0),
});
export type ChatStateSaveRequest = z.infer<typeof ZChatStateSaveRequest>;

export interface ChatStateLoadResponse {
  state: unknown;
  version: number;
}

export interface ChatStateSaveResponse {
  version: number;
}

/** 409 body: the stored version and state, so the client can merge or reload. */
export interface ChatStateConflict {
  error: string;
  code: 'VERSION_CONFLICT';
  message: string;
  currentVersion: number;
  state: unknown;
}
