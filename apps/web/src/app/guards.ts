import { redirect } from 'react-router';
import { hasValidSession, sessionStore } from '../session/session.ts';
import { endLocalSession } from '../session/endLocalSession.ts';
import { prefetchChatStateLoad } from '../features/interview-state/chatStatePrefetch.ts';

/** Loader of every signed-in route (spec §6): no valid session → local data of the old one cleared, /login. */
export function requireSession() {
  if (!hasValidSession()) {
    endLocalSession();
    throw redirect('/login');
  }
  return null;
}

/** /welcome (spec §2): accepted conditions skip straight to /setup. */
export function welcomeGuard() {
  requireSession();
  if (sessionStore.get().userInfo?.acceptedConditions) throw redirect('/setup');
  return null;
}

/**
 * /section/:id (issue 12.4): the chat's saved state (chatStatePrefetch.ts) and the chat screen's code start loading beside the page's chunks
 * instead of after the chat screen mounted (startChatSession and loadChatScreen are shared, so the page awaits the same
 * loads). Never blocks the navigation.
 */
export function prefetchChatState() {
  const email = hasValidSession() ? sessionStore.get().userInfo?.email : undefined;
  if (email) {
    prefetchChatStateLoad(email); // the saved state's request leaves now, not after the engine's code arrived
    void import('../features/interview-state/chatSession.ts').then((m) => m.startChatSession(email)).catch(() => undefined);
    void import('../features/chat/ChatSectionPage.tsx').then((m) => m.loadChatScreen()).catch(() => undefined);
  }
  return null;
}
