import { ACCOUNT_MESSAGES } from '@i129f/petition/account/messages.ts';
import type { ApiResult } from './client.ts';

/** A 429 carries the server's message to show; anything else gets the screen's own text. */
export function failureMessage(result: ApiResult<unknown>, fallback: string): string {
  if (result.ok) return '';
  if (result.status === 429) return result.error?.message || ACCOUNT_MESSAGES.rateLimited;
  return fallback;
}
