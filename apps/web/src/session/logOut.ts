import { logout } from '../api/account.ts';
import { forgetXsrfToken } from '../api/xsrf.ts';
import { resetAppState } from '../state/appState.ts';
import { clearSession } from './session.ts';

/** Log Out (spec §4): revoke the token on the server, clear all stored data, reset the app state. */
export async function logOut(): Promise<void> {
  await logout().catch(() => undefined);
  try {
    localStorage.clear();
  } catch {
    // Storage unavailable: the stores below still reset.
  }
  forgetXsrfToken();
  clearSession();
  resetAppState();
}
