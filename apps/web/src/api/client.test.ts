import { describe, expect, it, vi } from 'vitest';
import { sessionStore, startSession } from '../session/session.ts';
import { mockFetch, on } from '../test/fetchMock.ts';
import { CLIENT } from '../test/renderRoute.tsx';
import { api, apiRequest, setUnauthorizedHandler } from './client.ts';

const signIn = () => startSession({ user: CLIENT, token: 'tok-1', tokenExpiry: Date.now() + 1000_000 });

describe('api client', () => {
  it('sends the Bearer token and JSON body under /api', async () => {
    signIn();
    const { calls } = mockFetch(on('POST', '/thing', { status: 200, body: { a: 1 } }));
    const result = await api.post('/thing', { x: 1 });
    expect(result).toEqual({ ok: true, status: 200, data: { a: 1 } });
    expect(calls[0]?.url).toBe('/api/thing');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]?.body).toEqual({ x: 1 });
  });

  it('sends X-XSRF-TOKEN from the cookie on state-changing calls, not on GET', async () => {
    document.cookie = 'XSRF-TOKEN=abc%20123; path=/';
    const { calls } = mockFetch();
    await api.delete('/file/x');
    await api.get('/me');
    expect(calls[0]?.headers.get('X-XSRF-TOKEN')).toBe('abc 123');
    expect(calls[1]?.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('fetches /api/xsrf first when the cookie is missing', async () => {
    const { fn, calls } = mockFetch();
    await api.post('/logout');
    expect(String(fn.mock.calls[0]?.[0])).toBe('/api/xsrf');
    expect(calls[0]?.headers.get('X-XSRF-TOKEN')).toBe('xsrf-1');
  });

  it('a 403 clears the session and calls the unauthorized handler', async () => {
    signIn();
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    mockFetch(on('GET', '/me', { status: 403, body: { error: 'Forbidden', code: 'FORBIDDEN', message: 'no' } }));
    const result = await api.get('/me');
    expect(result).toMatchObject({ ok: false, status: 403, error: { code: 'FORBIDDEN' } });
    expect(handler).toHaveBeenCalledOnce();
    expect(sessionStore.get().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
  });

  it('does not redirect when redirectOn403 is off (login screens)', async () => {
    signIn();
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    mockFetch(on('POST', '/login', { status: 403 }));
    await api.post('/login', {}, { redirectOn403: false });
    expect(handler).not.toHaveBeenCalled();
    expect(sessionStore.get().token).toBe('tok-1');
  });

  it('retries once with a fresh token after an XSRF rejection', async () => {
    document.cookie = 'XSRF-TOKEN=stale; path=/';
    let first = true;
    const { calls } = mockFetch(() => {
      if (!first) return { status: 200, body: { ok: true } };
      first = false;
      return { status: 403, body: { error: 'Forbidden', code: 'XSRF_MISMATCH', message: 'bad token' } };
    });
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    const result = await api.post('/x');
    expect(result.ok).toBe(true);
    expect(calls).toHaveLength(2);
    expect(handler).not.toHaveBeenCalled();
  });

  it('uploads multipart without forcing a content type and reads blobs', async () => {
    const { calls } = mockFetch();
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.txt');
    await api.upload('/file/client/upload/a', form);
    expect(calls[0]?.body).toBeInstanceOf(FormData);
    expect(calls[0]?.headers.has('Content-Type')).toBe(false);
    const blob = await api.blob('/file/client/download/a/b.pdf');
    expect(blob.ok && (await blob.data.text())).toBe('{}');
  });

  it('rejects on a network failure so screens can show their own text', async () => {
    mockFetch(() => new TypeError('Failed to fetch'));
    await expect(apiRequest('/me')).rejects.toThrow('Failed to fetch');
  });
});
