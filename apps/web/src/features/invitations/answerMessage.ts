import type { ApiResult } from '../../api/client.ts';
import { failureMessage } from '../../api/messages.ts';

/** The server's own message for the refusals these screens explain (400, 401, 403, 409, 429), else `fallback`. */
export function answerMessage(result: ApiResult<unknown>, fallback: string): string {
  if (result.ok) return '';
  if ([400, 401, 403, 409].includes(result.status) && result.error?.message) return result.error.message;
  return failureMessage(result, fallback);
}
