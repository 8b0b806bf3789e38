import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ChatMessage, InterviewState, SectionId } from '@i129f/petition/engine/types.ts';
import { EXTRACTED_MESSAGES } from '@i129f/petition/engine/extracted.ts';
import { EditResponse } from './EditResponse.tsx';
import { focusLost } from './focusLost.ts';
import { InfoNote } from './InfoNote.tsx';
import { useInterviewLocalizer } from './useInterviewLocalizer.ts';
import { useChatText } from './texts.ts';

interface MessageListProps {
  state: InterviewState;
  sectionId: SectionId;
  messages: readonly ChatMessage[];
  typing: boolean;
  editable: boolean;
  /** An approved petition (issue 19.4): the answers have no Edit Response at all. */
  readOnly?: boolean;
  onEdit(key: string, input: string, expected: string | null): string | undefined;
  /** Extra content under a message (the generate link, a choice after a contradicting answer); null for none. */
  renderLink(message: ChatMessage): React.ReactNode;
  /** An answer key to open for editing at once (`?question=`), instead of keeping the newest message in view. */
  focusKey?: string | null;
  /**
   * The section ended here with no move on (a red end, or the last section's generate link): when the answer's
   * control left the focus nowhere, it goes to the generate link, else to the last message (issue 21.2).
   */
  ended?: boolean;
}

const TONE = {
  red: { icon: '⚠', label: 'error', className: 'message--red' },
  green: { icon: '✓', label: 'success', className: 'message--green' },
} as const;

/** The id of a message's text, for the input a red refusal describes (aria-describedby). */
export const messageTextId = (messageID: string) => `message-${messageID}`;

/** The conversation: a live region (role=log), assistant on the left, the user on the right. */
export function MessageList({ state, sectionId, messages, typing, editable, readOnly = false, onEdit, renderLink, focusKey = null, ended = false }: MessageListProps) {
  const t = useChatText();
  // The stored messages are English; the engine's own (left) are shown in the reader's language.
  const local = useInterviewLocalizer();
  const logged = new Set(state.sections[String(sectionId)]?.log.filter((e) => e.stepId !== 'confirm').map((e) => e.key));
  // Only the last bubble of each answered key can be edited (earlier ones were refused inputs).
  const lastOfKey = new Map<string, string>();
  for (const m of messages) if (m.position === 'right' && m.answerKey) lastOfKey.set(m.answerKey, m.messageID);
  // Keep the newest message (and the link under the last one) in view.
  const ref = useRef<HTMLDivElement>(null);
  const last = messages[messages.length - 1]?.messageID;
  const focusing = focusKey !== null && logged.has(focusKey);
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && !focusing) el.scrollTop = el.scrollHeight;
  }, [last, typing, focusing]);
  useEffect(() => {
    const el = ref.current;
    if (!el || !ended || !focusLost()) return;
    (el.querySelector<HTMLElement>('.generate-link:not(:disabled)') ?? el.querySelector<HTMLElement>('.message--end'))?.focus();
  }, [ended]);
  const visible = messages.filter((m) => !m.hidden && !m.isVideo);
  const lastShown = visible[visible.length - 1]?.messageID;
  return (
    <div ref={ref} className="messages" role="log" aria-live="polite" aria-label={t('conversation')} tabIndex={0}>
      {visible.map((m) => {
        const tone = m.backgroundColor ? TONE[m.backgroundColor] : null;
        // 'No values were extracted' ends section 0 in red (spec §4), but nothing failed: no 'Error:', no warning sign.
        const said = m.content === EXTRACTED_MESSAGES.none ? null : tone;
        const shown = local.message(state, sectionId, m);
        const isEnd = ended && m.messageID === lastShown;
        // An answer kept in the native alphabet before its Latin version (issue 24) has no value of its own yet: not editable.
        const canEdit = !readOnly && m.position === 'right' && m.answerKey && logged.has(m.answerKey) && lastOfKey.get(m.answerKey) === m.messageID && state.answers[m.answerKey] !== undefined;
        return (
          <div
            key={m.messageID}
            className={`message message--${m.position} ${tone?.className ?? ''}${isEnd ? ' message--end' : ''}`}
            tabIndex={isEnd ? -1 : undefined}
          >
            <div className="message__bubble">
              <span className="visually-hidden">{m.position === 'left' ? t('assistant') : t('you')}</span>
              {said && (
                <span className="message__icon" aria-hidden="true">
                  {said.icon}
                </span>
              )}
              {said && <span className="visually-hidden">{t(said.label)}</span>}
              <span id={messageTextId(m.messageID)} className="message__text">
                {shown.content}
              </span>
              {shown.note && <InfoNote note={shown.note} />}
            </div>
            {canEdit && m.answerKey && (
              <EditResponse
                state={state}
                sectionId={sectionId}
                answerKey={m.answerKey}
                content={m.content}
                disabled={!editable}
                onEdit={onEdit}
                initiallyOpen={m.answerKey === focusKey}
              />
            )}
            {renderLink(m)}
          </div>
        );
      })}
      {typing && (
        <div className="message message--left message--typing" aria-hidden="true">
          <div className="message__bubble">
            <span className="typing-dot" />
            <span className="typing-dot" />
            <span className="typing-dot" />
          </div>
        </div>
      )}
    </div>
  );
}
