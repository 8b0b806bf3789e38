import { createContext, useContext } from 'react';
import { PETITIONER_SCOPE, type ChatScope } from '@i129f/petition/beneficiary/scope.ts';
import type { InterviewState, SectionId } from '@i129f/petition/engine/types.ts';
import { interview } from '@i129f/petition/interview.ts';
import { chatStateApi, type ChatStateApi } from '../interview-state/chatApi.ts';

/**
 * Whose chat this is (issue 24): the petitioner's whole interview, or the beneficiary's own part. The same chat screen
 * renders both; the scope says which sections it lists and opens, where its links go, which server routes keep its
 * petition, and what only the petitioner's chat offers (generating the form, 'changed since your last PDF', where
 * the client is in the journey, the questionnaire fix).
 */
export interface WebChatScope extends ChatScope {
  api: ChatStateApi;
  /** The address of a section's chat (with `?question=` for an exact question). */
  path(id: SectionId, question?: string): string;
  /** The progress circle's percent. */
  progress(state: InterviewState): number;
  /** The petitioner's own chat: generate link, PDF marks, journey, questionnaire fixes. */
  owner: boolean;
}

const sectionPath = (base: string) => (id: SectionId, question?: string) => `${base}/${id}${question ? `?question=${encodeURIComponent(question)}` : ''}`;

export const PETITIONER_CHAT: WebChatScope = {
  ...PETITIONER_SCOPE,
  api: chatStateApi,
  path: sectionPath('/section'),
  progress: (state) => interview.progressPercent(state),
  owner: true,
};

/** A scope over some sections only, kept by other routes (the beneficiary's: features/beneficiary/herChat.ts). */
export function partScope(base: ChatScope, api: ChatStateApi, pathBase: string): WebChatScope {
  return {
    ...base,
    api,
    path: sectionPath(pathBase),
    progress: (state) => {
      const ids = base.sections(state);
      return ids.length ? Math.round((ids.filter((id) => interview.isSectionComplete(state, id)).length / ids.length) * 100) : 0;
    },
    owner: false,
  };
}

export const ChatScopeContext = createContext<WebChatScope>(PETITIONER_CHAT);

export function useChatScope(): WebChatScope {
  return useContext(ChatScopeContext);
}
