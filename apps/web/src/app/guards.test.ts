import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../session/session.ts';
import { mockFetch, on } from '../test/fetchMock.ts';
import { petitionAfterSetup, petitionServer } from '../test/petitionServer.ts';
import { signIn } from '../test/renderRoute.tsx';
import { prefetchChatState, welcomeGuard } from './guards.ts';

const startChatSession = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('../features/interview-state/chatSession.ts', () => ({ startChatSession }));

afterEach(() => {
  clearSession();
  startChatSession.mockClear();
});

describe('prefetchChatState (/section/:id loader, issue 12.4)', () => {
  it('starts loading the signed-in client’s chat state without blocking the navigation', async () => {
    signIn({ email: 'client@example.com' });
    expect(prefetchChatState()).toBeNull();
    await vi.waitFor(() => expect(startChatSession).toHaveBeenCalledWith('client@example.com'));
  });

  it('does nothing without a session', async () => {
    clearSession();
    expect(prefetchChatState()).toBeNull();
    await import('../features/interview-state/chatSession.ts');
    await Promise.resolve();
    expect(startChatSession).not.toHaveBeenCalled();
  });
});

describe('welcomeGuard (/welcome, issue 19)', () => {
  /** Where the guard sends the client (its thrown redirect), or null when the welcome page shows. */
  const landing = async () => {
    try {
      return (await welcomeGuard()) === null ? null : 'no redirect';
    } catch (thrown) {
      return (thrown as Response).headers.get('Location');
    }
  };

  it('shows the welcome before the conditions are accepted, and reads no petition', async () => {
    signIn({ acceptedConditions: false });
    const { calls } = mockFetch();
    expect(await landing()).toBeNull();
    expect(calls).toEqual([]);
  });

  it("after the conditions, lands on the petition's last journey page (kept on the server: any device)", async () => {
    signIn({ acceptedConditions: true });
    mockFetch(petitionServer({ state: { ...petitionAfterSetup(), journey: { last: '/section/3', reached: ['setup', 'questionnaire', 'documents', 'chat'] } } }).handler);
    expect(await landing()).toBe('/section/3');
  });

  it('lands on /setup with no petition yet, or when it cannot be read', async () => {
    signIn({ acceptedConditions: true });
    mockFetch();
    expect(await landing()).toBe('/setup');
    mockFetch(on('GET', /\/chat-state\/i29F\/load\//, new TypeError('Failed to fetch')));
    expect(await landing()).toBe('/setup');
  });
});
