import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, setUnauthorizedHandler } from '../api/client.ts';
import { APP_STATE_KEY, appStateStore, updateAppState } from '../state/appState.ts';
import { mockFetch, on } from '../test/fetchMock.ts';
import { renderRoute, signIn } from '../test/renderRoute.tsx';
import { sessionStore, startSession } from './session.ts';
import { CLIENT } from '../test/renderRoute.tsx';

/** A previous release's interview cache (issue 19: this release keeps none; a browser may still hold one). */
const CHAT_KEY = 'i129fChat';

/** What a signed-in client leaves in local storage: session, a previous release's interview cache, app state, anything else. */
function fillStorage() {
  signIn();
  updateAppState({ autoExtractedUserInfo: { passportNumber: 'X1234567' } });
  localStorage.setItem(CHAT_KEY, JSON.stringify({ email: CLIENT.email, state: { answers: { 'pet.ssn': '123-45-6789' } }, version: 3, pending: [] }));
  localStorage.setItem('someOtherCache', 'personal');
}

/** Everything left in local storage other than the app state's empty defaults. */
function leftovers(): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i)!;
    out[key] = localStorage.getItem(key)!;
  }
  if (out[APP_STATE_KEY] !== undefined) {
    expect(out[APP_STATE_KEY]).not.toContain('X1234567');
    delete out[APP_STATE_KEY];
  }
  return out;
}

afterEach(() => vi.useRealTimers());

describe('session over → nothing stays in local storage', () => {
  it.each([401, 403])('a %i from any API call clears all local storage and the stores', async (status) => {
    fillStorage();
    expect(localStorage.getItem(CHAT_KEY)).toContain('123-45-6789');
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    mockFetch(on('GET', '/file/client/files/x', { status, body: { code: 'SESSION_INVALID', message: 'Your session has ended.' } }));
    await api.get('/file/client/files/x');
    expect(handler).toHaveBeenCalledOnce();
    expect(leftovers()).toEqual({});
    expect(sessionStore.get()).toEqual({ userInfo: null, token: null, tokenExpiry: null });
    expect(appStateStore.get().autoExtractedUserInfo).toEqual({});
  });

  it('a 403 where it means wrong credentials (redirectOn403: false) keeps local storage', async () => {
    fillStorage();
    setUnauthorizedHandler(vi.fn());
    mockFetch(on('POST', '/login', { status: 403, body: { code: 'INVALID_CREDENTIALS' } }));
    await api.post('/login', {}, { redirectOn403: false });
    expect(localStorage.getItem('someOtherCache')).toBe('personal');
    expect(localStorage.getItem(CHAT_KEY)).toContain('123-45-6789');
  });

  it('an expiry passing while a page is open clears it and shows /login', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fillStorage();
    startSession({ user: CLIENT, token: 'tok-1', tokenExpiry: Date.now() + 60_000 });
    mockFetch();
    renderRoute('/documents');
    await act(async () => {
      vi.advanceTimersByTime(61_000);
    });
    expect(await screen.findByRole('heading', { name: /sign in/i })).toBeInTheDocument();
    expect(leftovers()).toEqual({});
  });

  it('an expired session found on opening a signed-in page clears what the old session left', async () => {
    fillStorage();
    localStorage.setItem('tokenExpiry', String(Date.now() - 1000));
    mockFetch();
    renderRoute('/documents');
    expect(await screen.findByRole('heading', { name: /sign in/i })).toBeInTheDocument();
    expect(leftovers()).toEqual({});
  });
});
