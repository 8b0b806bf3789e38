import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useStore } from '../state/createStore.ts';
import { sessionStore } from './session.ts';
import { endLocalSession } from './endLocalSession.ts';

/** Ends the session when its expiry passes while a page stays open (spec §6: 4 hours), and shows /login. */
export function useSessionExpiry(): void {
  const navigate = useNavigate();
  const expiry = useStore(sessionStore, (s) => s.tokenExpiry);
  useEffect(() => {
    if (expiry == null) return;
    // setTimeout holds at most ~24.8 days; a session is 4 hours.
    const timer = setTimeout(() => {
      endLocalSession();
      navigate('/login', { replace: true });
    }, Math.max(0, expiry - Date.now()));
    return () => clearTimeout(timer);
  }, [expiry, navigate]);
}
