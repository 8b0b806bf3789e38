import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../session/session.ts';
import { mockFetch, on } from '../test/fetchMock.ts';
import { CLIENT } from '../test/renderRoute.tsx';
import { extractValues } from './extraction.ts';

describe('extractValues', () => {
  afterEach(() => vi.restoreAllMocks());
  const signIn = () => startSession({ user: CLIENT, token: 'tok-1', tokenExpiry: Date.now() + 1000_000 });

  it('POSTs to /api/file/extract/{email} and returns the non-empty values', async () => {
    signIn();
    const { calls } = mockFetch(on('POST', '/file/extract/a%2Bb%40example.com', { status: 200, body: { values: { benFirstName: 'Olha', benLastName: '' }, extracted: true } }));
    expect(await extractValues('a+b@example.com')).toEqual({ values: { benFirstName: 'Olha' }, extracted: true });
    expect(calls[0]?.url).toBe('/api/file/extract/a%2Bb%40example.com');
    expect(calls[0]?.headers.get('X-XSRF-TOKEN')).toBeTruthy();
  });

  it('a failure reads as nothing extracted and is only logged', async () => {
    signIn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockFetch(on('POST', '/file/extract/c%40example.com', { status: 500, body: { code: 'INTERNAL' } }));
    expect(await extractValues('c@example.com')).toEqual({ values: {}, extracted: false });
    expect(warn).toHaveBeenCalled();
  });
});
