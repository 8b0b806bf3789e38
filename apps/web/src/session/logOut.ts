import { logout } from '../api/account.ts';
import { endLocalSession } from './endLocalSession.ts';
import { flushChatSaves } from '../features/interview-state/flushChatSaves.ts';

/**
 * Log Out (spec §4): the answers not yet on the server are sent first (issue 19: Log Out loses nothing), then the
 * token is revoked on the server and everything stored in this browser cleared.
 */
export async function logOut(): Promise<void> {
  await flushChatSaves();
  await logout().catch(() => undefined);
  endLocalSession();
}
