import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ApiResult } from '../api/client.ts';

/**
 * A mailed link's token (an invitation, a two-factor set-up link): read from the URL fragment (#token=…, never sent
 * to a server) and kept in this tab's sessionStorage under `key`, so signing in on the page or a reload does not lose
 * it; without a fragment, the kept one ('' when there is none).
 */
export function readLinkToken(hash: string, key: string): string {
  const fromHash = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  if (fromHash) {
    sessionStorage.setItem(key, fromHash);
    return fromHash;
  }
  return sessionStorage.getItem(key) ?? '';
}

export type LinkState<T> = { kind: 'checking' } | { kind: 'invalid' } | { kind: 'failed' } | { kind: 'ready'; token: string; info: T };

/**
 * The page of a mailed link: reads its token (above), takes the fragment out of the address bar at once (history,
 * screenshots), and asks the server what the link is for. A second link opened in the same tab (a new #token=…)
 * replaces the first and is checked in its turn. 'invalid' for an unknown, used or expired link (4xx); 'failed' when
 * the server could not answer.
 */
export function useLinkToken<T>(key: string, check: (token: string) => Promise<ApiResult<T>>): LinkState<T> {
  const location = useLocation();
  const navigate = useNavigate();
  const [token, setToken] = useState(() => readLinkToken(location.hash, key));
  const [state, setState] = useState<LinkState<T>>({ kind: 'checking' });

  useEffect(() => {
    if (!location.hash) return;
    setToken(readLinkToken(location.hash, key));
    void navigate(location.pathname, { replace: true });
  }, [key, location.hash, location.pathname, navigate]);

  useEffect(() => {
    let live = true;
    if (!token) {
      setState({ kind: 'invalid' });
      return;
    }
    setState({ kind: 'checking' });
    check(token).then(
      (r) => live && setState(r.ok && r.data != null ? { kind: 'ready', token, info: r.data } : { kind: r.status >= 500 ? 'failed' : 'invalid' }),
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
    // `check` is a module-level API call: the token alone decides what is asked.
  }, [token]);

  return state;
}
