import type { ApiError } from '@i129f/petition/api/auth.ts';
import { sessionStore } from '../session/session.ts';
import { endLocalSession } from '../session/endLocalSession.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { apiUrl } from './config.ts';
import { XSRF_HEADER, getXsrfToken } from './xsrf.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as multipart/form-data (the browser sets the boundary). */
  form?: FormData;
  /** Sent as-is with its content type (e.g. edited PDF bytes as application/pdf). */
  binary?: { body: Blob | ArrayBuffer | Uint8Array<ArrayBuffer>; type: string };
  query?: Record<string, string>;
  /** Extra request headers (e.g. X-Invitation-Token: a token that must stay out of URLs and logs). */
  headers?: Record<string, string>;
  /** How to read a successful answer; default 'json' (an empty body reads as null). */
  responseType?: 'json' | 'blob' | 'text';
  /**
   * Spec §7: a 403 clears the session and goes to /login. Account screens that run without a session
   * (login, reset) turn it off because there a 403 means wrong credentials.
   */
  redirectOn403?: boolean;
  signal?: AbortSignal;
  /** The request outlives the page (a reload or navigation right after a change): fetch's keepalive, ≤ 64 KB bodies. */
  keepalive?: boolean;
}

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error: ApiError | null };

let onUnauthorized: () => void = () => window.location.assign('/login');

/** The router registers its navigation here so a 403 moves to /login without a page reload. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

const SAFE_METHODS = new Set<HttpMethod>(['GET']);

async function send(path: string, options: RequestOptions, refreshXsrf: boolean): Promise<Response> {
  const method = options.method ?? (options.json !== undefined || options.form || options.binary ? 'POST' : 'GET');
  const headers = new Headers({ ...options.headers, Accept: 'application/json' });
  headers.set('Accept-Language', currentLanguage()); // the reader's language, for texts the server writes
  const token = sessionStore.get().token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (!SAFE_METHODS.has(method)) {
    const xsrf = await getXsrfToken(refreshXsrf);
    if (xsrf) headers.set(XSRF_HEADER, xsrf);
  }
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.binary) {
    headers.set('Content-Type', options.binary.type);
    body = options.binary.body;
  }
  else if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.json);
  }
  // Browsers refuse keepalive bodies over 64 KB in flight: a larger one is sent as an ordinary request.
  const keepalive = options.keepalive === true && (typeof body !== 'string' || body.length < 60_000);
  return fetch(apiUrl(path, options.query), { method, headers, body, credentials: 'include', signal: options.signal, ...(keepalive ? { keepalive } : {}) });
}

async function readError(response: Response): Promise<ApiError | null> {
  const body = (await response.json().catch(() => null)) as ApiError | null;
  return body && typeof body === 'object' ? body : null;
}

async function readData(response: Response, type: RequestOptions['responseType']): Promise<unknown> {
  if (type === 'blob') return response.blob();
  const text = await response.text();
  if (type === 'text') return text;
  return text ? (JSON.parse(text) as unknown) : null;
}

const isXsrfFailure = (error: ApiError | null) => /xsrf|csrf/i.test(`${error?.code ?? ''} ${error?.error ?? ''}`);

/**
 * The one request helper of the app. Resolves with the status and the parsed answer or error body;
 * rejects only when the network fails (callers map that to their 'unexpected error' text).
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  let response = await send(path, options, false);
  let error: ApiError | null = null;
  if (response.status === 403) {
    error = await readError(response);
    if (isXsrfFailure(error)) {
      // A stale XSRF cookie: fetch a fresh one and retry once.
      response = await send(path, options, true);
      error = response.ok ? null : await readError(response);
    }
  } else if (!response.ok) {
    error = await readError(response);
  }
  if (!response.ok) {
    // The session is over (or refused): nothing of it stays in this browser (local storage cleared).
    if ((response.status === 401 || response.status === 403) && options.redirectOn403 !== false) {
      endLocalSession();
      onUnauthorized();
    }
    return { ok: false, status: response.status, error };
  }
  const data = (await readData(response, options.responseType).catch(() => null)) as T;
  return { ok: true, status: response.status, data };
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, json?: unknown, options?: RequestOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', json }),
  upload: <T>(path: string, form: FormData, options?: RequestOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', form }),
  blob: (path: string, options?: RequestOptions) => apiRequest<Blob>(path, { method: 'GET', ...options, responseType: 'blob' }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
