import { apiUrl } from './config.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export function readXsrfCookie(): string | null {
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === XSRF_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** Token of the last GET /xsrf answer, for an API on another host whose cookie this page cannot read. */
let fetchedToken: string | null = null;

/** The XSRF token for a state-changing call: the cookie, or GET /xsrf first when the cookie is missing. */
export async function getXsrfToken(refresh = false): Promise<string | null> {
  if (!refresh) {
    const cookie = readXsrfCookie();
    if (cookie) return cookie;
    if (fetchedToken) return fetchedToken;
  }
  const response = await fetch(apiUrl('/xsrf'), { credentials: 'include' });
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  const fromBody = body?.token ?? body?.xsrfToken;
  fetchedToken = readXsrfCookie() ?? (typeof fromBody === 'string' ? fromBody : null);
  return fetchedToken;
}

/** Forgets a token fetched from /xsrf (after log out, and between tests). */
export function forgetXsrfToken(): void {
  fetchedToken = null;
}
