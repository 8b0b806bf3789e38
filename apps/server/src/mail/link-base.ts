import type { Config } from '../env.ts';
import { isLocalUrl } from './mailer.ts';

/**
 * The address mailed links start with (reset, invitation …): the address the user actually uses.
 * - PUBLIC_URL set (always in production, env.ts refuses to start without it): that address.
 * - Development without PUBLIC_URL: the request's Origin when it is an http(s) address on this machine
 *   (localhost, 127.0.0.1, [::1], any port — the Vite dev server at :5173 included), else the address
 *   derived from HOST and PORT. A request's Origin/Host is never trusted otherwise: a forged header
 *   cannot point a mailed token at another site.
 */
export function mailLinkBase(config: Pick<Config, 'publicUrl' | 'publicUrlDerived'>, origin: string | string[] | undefined): string {
  if (!config.publicUrlDerived || typeof origin !== 'string') return config.publicUrl;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return config.publicUrl;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !isLocalUrl(url.origin)) return config.publicUrl;
  return url.origin;
}
