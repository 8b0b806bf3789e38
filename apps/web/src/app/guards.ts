import { redirect } from 'react-router';
import { hasValidSession, sessionStore } from '../session/session.ts';
import { endLocalSession } from '../session/endLocalSession.ts';
import { chatStateLoadUrl, prefetchChatStateLoad } from '../features/interview-state/chatStatePrefetch.ts';
import { api } from '../api/client.ts';
import { landingPage } from '@i129f/petition/changes/journey.ts';
import type { PetitionLoadResponse } from '@i129f/petition/api/petition.ts';

/** Loader of every signed-in route (spec §6): no valid session → local data of the old one cleared, /login. */
export function requireSession() {
  if (!hasValidSession()) {
    endLocalSession();
    throw redirect('/login');
  }
  return null;
}

/**
 * /welcome (spec §2): accepted conditions skip the welcome — to where the client left off on any device (issue 19:
 * the petition's journey, kept on the server), else to /setup.
 */
export async function welcomeGuard() {
  requireSession();
  const user = sessionStore.get().userInfo;
  if (!user?.acceptedConditions) return null;
  const loaded = await api.get<PetitionLoadResponse>(chatStateLoadUrl(user.email)).catch(() => null);
  throw redirect(landingPage(loaded?.ok ? loaded.data.state?.journey : undefined));
}

/**
 * /section/:id and the other journey pages (issue 12.4): the saved petition (chatStatePrefetch.ts) and the chat screen's code start loading beside the page's chunks
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

/** The journey pages before the chat (setup, questionnaire, documents): the petition's request leaves with the page's code. */
export function prefetchPetition() {
  const email = hasValidSession() ? sessionStore.get().userInfo?.email : undefined;
  if (email) prefetchChatStateLoad(email);
  return null;
}
