import { forgetXsrfToken } from '../api/xsrf.ts';
import { LANGUAGE_KEY } from '../i18n/i18n.ts';
import { resetAppState } from '../state/appState.ts';
import { clearSession } from './session.ts';

/**
 * Forgets everything this browser holds for the signed-in user: all of local storage (session, the
 * interview cache 'i129fChat', app state 'root', …), the fetched XSRF token and the in-memory stores.
 * Runs on Log Out, when the server says the session is over (401/403 from any API call) and when the
 * expiry passes while a page is open — so a shared computer keeps no personal data after a session.
 */
export function endLocalSession(): void {
  try {
    // The reader's language is not personal data of the session: it stays for the login page.
    const language = localStorage.getItem(LANGUAGE_KEY);
    localStorage.clear();
    if (language) localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage unavailable: the stores below still reset.
  }
  forgetXsrfToken();
  clearSession();
  resetAppState();
}
