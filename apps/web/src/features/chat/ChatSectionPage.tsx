import { lazy, Suspense } from 'react';
import { withChunkTimeout } from '../../errors/chunkError.ts';
import { PageLoading } from '../../ui/PageLoading.tsx';

// The engine, the sections and the date picker load only when the chat renders, so a signed-out
// visit to /section/:id redirects to /login without fetching them.
const ChatScreen = lazy(() => withChunkTimeout(() => import('./ChatScreen.tsx')));

/** /section/:id (spec §2 chat interview layout). */
export default function ChatSectionPage() {
  return (
    <Suspense fallback={<PageLoading />}>
      <ChatScreen />
    </Suspense>
  );
}
