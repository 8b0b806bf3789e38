import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useUserInfo } from '../../session/session.ts';
import { noteJourney, startChatSession } from './chatSession.ts';
import { useChatRecord, type ChatRecord } from './chatStore.ts';

/**
 * The signed-in client's petition, read from the server (issue 19), for a page of the journey: starts the session
 * once, and records this page as where she is (another device continues here). `record.loaded` is false until it
 * arrived.
 */
export function usePetition(): ChatRecord {
  const email = useUserInfo()?.email ?? '';
  const record = useChatRecord();
  const { pathname } = useLocation();
  useEffect(() => {
    if (email) void startChatSession(email);
  }, [email]);
  useEffect(() => {
    if (record.loaded) noteJourney(pathname);
  }, [record.loaded, pathname]);
  return record;
}
