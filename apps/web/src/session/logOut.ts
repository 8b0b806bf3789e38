import { logout } from '../api/account.ts';
import { endLocalSession } from './endLocalSession.ts';

/** Log Out (spec §4): revoke the token on the server, clear all stored data, reset the app state. */
export async function logOut(): Promise<void> {
  await logout().catch(() => undefined);
  endLocalSession();
}
