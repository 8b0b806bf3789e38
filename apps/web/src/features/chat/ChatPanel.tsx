import { useCallback, useLayoutEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { interview } from '@i129f/petition/interview.ts';
import type { ChatMessage, InterviewState, SectionId } from '@i129f/petition/engine/types.ts';
import { dispatchChat } from '../interview-state/chatSession.ts';
import { AutoAdvance } from './AutoAdvance.tsx';
import { ChatInput } from './ChatInput.tsx';
import { GenerateDocuments } from './GenerateDocuments.tsx';
import { InUsConflict, isInUsConflict } from './InUsConflict.tsx';
import { MessageList, messageTextId } from './MessageList.tsx';
import { markSectionSwitch, measureSectionSwitch } from './perf.ts';
import { sectionTitle } from './SectionList.tsx';
import { useRevealedMessages } from './useRevealedMessages.ts';
import { useInterviewLanguage, useInterviewLocalizer } from './useInterviewLocalizer.ts';
import { useChatScope } from './chatScope.ts';

const NO_MESSAGES: ChatMessage[] = [];

/** The user's last typed answer (the right-hand bubble before a red refusal). */
const lastTyped = (messages: readonly ChatMessage[]): string => [...messages].reverse().find((m) => m.position === 'right')?.content ?? '';

/** The red refusal of the user's last answer (after their last bubble), if any: the input is described by it. */
function refusalOf(messages: readonly ChatMessage[]): ChatMessage | undefined {
  const lastRight = messages.map((m) => m.position).lastIndexOf('right');
  return lastRight < 0 ? undefined : messages.slice(lastRight + 1).find((m) => m.backgroundColor === 'red');
}

/** One section's conversation: messages, the current question's input, completion and the move on. */
export function ChatPanel({ state, sectionId, email, focusKey = null, readOnly = false }: { state: InterviewState; sectionId: SectionId; email: string; focusKey?: string | null; readOnly?: boolean }) {
  const navigate = useNavigate();
  const language = useInterviewLanguage();
  const local = useInterviewLocalizer();
  const sec = state.sections[String(sectionId)];
  const messages = sec?.messages ?? NO_MESSAGES;
  const shown = useRevealedMessages(messages);
  const revealing = shown < messages.length;
  const complete = interview.isSectionComplete(state, sectionId);
  // The move on follows a completion seen here: not on opening a completed section, but again after it
  // was reset (or edited back open) and completed anew.
  // A section completed without a single answer (everything came from the questionnaire, issue 9) was
  // completed by entering it: it offers the move on too.
  const [answeredHere, setAnsweredHere] = useState(!complete || (sec?.log.length ?? 0) === 0);
  if (!complete && !answeredHere) setAnsweredHere(true);
  // An approved petition (issue 19.4) shows its answers only: no input, no Edit Response.
  const question = complete || readOnly ? null : interview.currentQuestion(state, sectionId, language);
  const scope = useChatScope();
  const next = scope.next(state, sectionId);
  const endedHere = complete && answeredHere && !revealing && !readOnly;
  const showAutoAdvance = endedHere && sec?.outcome !== 'red' && next !== null;
  // Nothing was asked (the questionnaire answered it all): no automatic move, the user goes on when ready (issue 21.2).
  const askedNothing = (sec?.log.length ?? 0) === 0;

  useLayoutEffect(() => measureSectionSwitch(sectionId), [sectionId]);

  const goNext = useCallback(() => {
    if (next === null) return;
    markSectionSwitch();
    void navigate(scope.path(next));
  }, [navigate, next, scope]);

  const refusal = question ? refusalOf(messages.slice(0, shown)) : undefined;
  const onEdit = (key: string, input: string, expected: string | null) => dispatchChat({ type: 'edit', sectionId, key, input, expected }).error;

  return (
    <>
      <MessageList
        state={state}
        sectionId={sectionId}
        messages={messages.slice(0, shown)}
        typing={revealing}
        editable={!revealing && !readOnly}
        readOnly={readOnly}
        onEdit={onEdit}
        focusKey={readOnly ? null : focusKey}
        ended={endedHere && !showAutoAdvance}
        renderLink={(m) => {
          // The stored link label is English: the button reads in the reader's language (the catalogue's links.s21…).
          // The form is generated from the petitioner's chat only (the beneficiary's answers wait for his confirmation).
          if (m.link && !scope.owner) return null;
          if (m.link) return <GenerateDocuments label={local.message(state, sectionId, m).link?.label ?? m.link.label} state={state} email={email} />;
          // The last answer contradicted the questionnaire (issue 9): offer to update it and keep the answer
          // (the red reason is followed by the same question asked again).
          const recent = messages.slice(Math.max(0, shown - 2), shown);
          if (question && scope.owner && isInUsConflict(m) && recent.some((r) => r.messageID === m.messageID)) return <InUsConflict sectionId={sectionId} answerKey={question.key} input={lastTyped(messages)} />;
          return null;
        }}
      />
      {showAutoAdvance && <AutoAdvance nextTitle={local.title(next, sectionTitle(next))} onGo={goNext} auto={!askedNothing} />}
      {!readOnly && <ChatInput
        question={question}
        busy={revealing}
        errorId={refusal ? messageTextId(refusal.messageID) : undefined}
        onSubmit={(input) => {
          if (question) dispatchChat({ type: 'submit', sectionId, key: question.key, input });
        }}
      />}
    </>
  );
}
