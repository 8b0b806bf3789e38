import { describe, expect, it } from 'vitest';
import { mockFetch, on } from '../../test/fetchMock.ts';
import { signIn } from '../../test/renderRoute.tsx';
import { chatStateApi } from './chatApi.ts';
import { noteChatSessionStarted, prefetchChatStateLoad, takeChatStateLoad } from './chatStatePrefetch.ts';

const EMAIL = 'john@example.com';
const loads = (calls: { method: string; url: string }[]) => calls.filter((c) => c.method === 'GET' && c.url.includes('/chat-state/i29F/load/'));

describe('the chat state asked for by the /section loader', () => {
  it("is the chat session's first load: one request, its answer", async () => {
    signIn();
    const { calls } = mockFetch(on('GET', /chat-state\/i29F\/load\//, { body: { state: { marker: 1 }, version: 7 } }));
    prefetchChatStateLoad(EMAIL);
    prefetchChatStateLoad(EMAIL); // a second loader run while it is fresh asks nothing more
    expect(loads(calls)).toHaveLength(1);
    const first = await chatStateApi.load(EMAIL);
    expect(first.ok && first.data.version).toBe(7);
    await chatStateApi.load(EMAIL); // used once: the next load asks the server
    expect(loads(calls)).toHaveLength(2);
  });

  it('asks nothing once a session of this page load runs', () => {
    signIn();
    const { calls } = mockFetch(on('GET', /chat-state\/i29F\/load\//, { body: { state: null, version: 0 } }));
    noteChatSessionStarted(EMAIL);
    prefetchChatStateLoad(EMAIL);
    expect(loads(calls)).toHaveLength(0);
  });

  it('is not used for another email or once stale', () => {
    signIn();
    mockFetch(on('GET', /chat-state\/i29F\/load\//, { body: { state: null, version: 0 } }));
    prefetchChatStateLoad(EMAIL, 1_000);
    expect(takeChatStateLoad('other@example.com', 1_000)).toBeNull();
    prefetchChatStateLoad(EMAIL, 2_000);
    expect(takeChatStateLoad(EMAIL, 2_000 + 10_000)).toBeNull();
    prefetchChatStateLoad(EMAIL, 30_000);
    expect(takeChatStateLoad(EMAIL, 30_500)).not.toBeNull();
  });
});
