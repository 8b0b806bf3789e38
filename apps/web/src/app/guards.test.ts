import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../session/session.ts';
import { signIn } from '../test/renderRoute.tsx';
import { prefetchChatState } from './guards.ts';

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
