import { redirect } from 'react-router';
import { hasValidSession, sessionStore } from '../session/session.ts';
import { endLocalSession } from '../session/endLocalSession.ts';

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
