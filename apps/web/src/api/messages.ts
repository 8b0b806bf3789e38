import { accountText } from '../i18n/accountMessage.ts';
import type { ApiResult } from './client.ts';

/**
 * A 429 carries the server's message to show (written in the reader's language: the request's Accept-Language);
 * anything else gets the screen's own text.
 */
export function failureMessage(result: ApiResult<unknown>, fallback: string): string {
  if (result.ok) return '';
  if (result.status === 429) return result.error?.message || accountText('rateLimited');
  return fallback;
}
