import type { PetitionLoadResponse as ChatStateLoadResponse } from '@i129f/petition/api/petition.ts';
import { api, type ApiResult } from '../../api/client.ts';

/**
 * The saved petition, asked for by the route loaders (issue 12.4) while the page's code is still loading, instead of
 * once the interview engine has arrived: the first render no longer waits for the two one after the other. Small on purpose (no engine, no zod). The chat session's first load takes the answer; it is used at most
 * once, only by the session of this page load that asked for it, and only while fresh.
 */
const FRESH_MS = 10_000;

let prefetched: { email: string; at: number; result: Promise<ApiResult<ChatStateLoadResponse>> } | null = null;
const started = new Set<string>();

export const chatStateLoadUrl = (email: string) => `/chat-state/i29F/load/${encodeURIComponent(email)}`;

/** Starts the load a petition session about to start will make (none once a session of this email runs). */
export function prefetchChatStateLoad(email: string, now = Date.now()): void {
  if (started.has(email)) return;
  if (prefetched?.email === email && now - prefetched.at < FRESH_MS) return;
  const result = api.get<ChatStateLoadResponse>(chatStateLoadUrl(email));
  result.catch(() => undefined); // the session sees the failure if it takes this answer
  prefetched = { email, at: now, result };
}

/** The chat session of this page load started: later loaders ask nothing (its own sync keeps it current). */
export function noteChatSessionStarted(email: string): void {
  started.add(email);
}

/** The prefetched load for this email while fresh (then forgotten), else null: the caller asks the server itself. */
export function takeChatStateLoad(email: string, now = Date.now()): Promise<ApiResult<ChatStateLoadResponse>> | null {
  const p = prefetched;
  prefetched = null;
  return p && p.email === email && now - p.at < FRESH_MS ? p.result : null;
}

/** Tests: forget everything. */
export function resetChatStatePrefetch(): void {
  prefetched = null;
  started.clear();
}
