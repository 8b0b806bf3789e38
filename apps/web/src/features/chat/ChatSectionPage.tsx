import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { withChunkTimeout } from '../../errors/chunkError.ts';
import { PageLoading } from '../../ui/PageLoading.tsx';

// The engine, the sections and the chat screen load only when the chat renders, so a signed-out visit to
// /section/:id redirects to /login without fetching them. No lazy()/Suspense here: React holds back a Suspense
// boundary's content for up to 300 ms after its fallback showed, which delayed the chat's first paint (issue 12.4).
let loaded: ComponentType | null = null;
let loading: Promise<ComponentType> | null = null;

/** The chat screen's chunk (once; a failed load is tried again next time). Also started by the route's loader. */
export function loadChatScreen(): Promise<ComponentType> {
  loading ??= withChunkTimeout(() => import('./ChatScreen.tsx')).then(
    (m) => (loaded = m.default),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** /section/:id (spec §2 chat interview layout). */
export default function ChatSectionPage() {
  const [Screen, setScreen] = useState<ComponentType | null>(() => loaded);
  useEffect(() => {
    if (Screen) return;
    let live = true;
    loadChatScreen().then(
      // A transition: the chat's first render is cut into slices, so a phone's main thread stays free for input (issue 12.4).
      (component) => live && startTransition(() => setScreen(() => component)),
      // A chunk that did not arrive: thrown while rendering, so the route's error page says so.
      (error: unknown) =>
        live &&
        setScreen(() => {
          throw error;
        }),
    );
    return () => {
      live = false;
    };
  }, [Screen]);
  return Screen ? <Screen /> : <PageLoading />;
}
