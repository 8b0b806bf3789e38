import ChatSectionPage from '../chat/ChatSectionPage.tsx';
import { ChatScopeContext } from '../chat/chatScope.ts';
import { HER_CHAT } from './herChat.ts';

/**
 * /my-part/section/:id (issue 24): the same chat as the petitioner's, over her sections only, kept by her own routes
 * (her draft: nothing she answers reaches the form before the petitioner confirms it).
 */
export default function MyPartSectionPage() {
  return (
    <ChatScopeContext.Provider value={HER_CHAT}>
      <ChatSectionPage />
    </ChatScopeContext.Provider>
  );
}
