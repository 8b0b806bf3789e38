import { useEffect, useId, useRef, useState } from 'react';
import { ACCEPT, ACCEPT_ALL } from '@i129f/petition/engine/extracted.ts';
import type { Question } from '@i129f/petition/engine/types.ts';
import { INPUT_RENDERERS, USES_CARDS } from './inputs/registry.ts';
import { TextAnswer } from './inputs/TextAnswer.tsx';
import { useChatText } from './texts.ts';

interface ChatInputProps {
  /** The engine's current question; null when the section is complete (or not started). */
  question: Question | null;
  /** Messages are still appearing: answering waits. */
  busy: boolean;
  /** id of the red message that refused the last answer: the field is marked invalid and described by it. */
  errorId?: string;
  onSubmit(value: string): void;
}

const noop = () => undefined;

/** The bottom input bar: one renderer per input kind, Send disabled when blank or when nothing is asked. */
export function ChatInput({ question, busy, errorId, onSubmit }: ChatInputProps) {
  const t = useChatText();
  const [value, setValue] = useState('');
  const [manual, setManual] = useState(false);
  const inputId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const disabled = busy || question === null;
  const questionId = question ? `${question.stepId}:${question.key}:${question.loopIndex ?? ''}` : null;
  useEffect(() => {
    // A new question: put the keyboard on its input unless the user is busy elsewhere (an edit form).
    if (disabled || !questionId) return;
    const active = document.activeElement;
    if (active && active !== document.body && !active.closest('.chat-input, .messages, #main')) return;
    if (active?.closest('.edit-response, .reset-confirm, .auto-advance')) return;
    formRef.current?.querySelector<HTMLElement>('input:not(:disabled), textarea:not(:disabled), button:not(:disabled)')?.focus();
  }, [disabled, questionId]);
  // Send stays disabled for a blank answer (CH-19), but Enter on one sends it, so the engine says why it cannot be
  // taken ('Input cannot be empty…', VAL-20/VAL-21) instead of nothing happening.
  const send = (raw = value) => {
    if (disabled || raw === '') return;
    onSubmit(raw);
    setValue('');
    setManual(false);
  };

  if (question?.extracted && !manual) {
    return (
      <div className="chat-input chat-input--extracted" role="group" aria-label={t('confirmExtracted')} data-question-key={question.key} data-input="extracted" data-busy={String(busy)}>
        <button type="button" className="button" disabled={busy} onClick={() => send(ACCEPT)}>
          {t('accept')}
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => send(ACCEPT_ALL)}>
          {t('acceptAll')}
        </button>
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => setManual(true)}>
          {t('typeManually')}
        </button>
      </div>
    );
  }

  const kind = question?.input ?? 'text';
  const cards = question !== null && USES_CARDS[kind];
  const Renderer = INPUT_RENDERERS[kind];
  const field = (
    <Renderer
      key={question ? `${question.stepId}:${question.key}` : 'none'}
      question={question ?? { sectionId: 0, stepId: '', key: '', prompt: '', input: 'text', fieldNames: [] }}
      value={value}
      onChange={setValue}
      onSubmit={(v) => send(v ?? value)}
      disabled={disabled}
      inputId={inputId}
      errorId={errorId}
    />
  );
  return (
    <form
      ref={formRef}
      className="chat-input"
      aria-label={t('answer')}
      data-question-key={question?.key}
      data-input={question?.input}
      data-busy={String(disabled)}
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      {cards && field}
      <div className="chat-input__bar">
        <label htmlFor={cards ? `${inputId}-text` : inputId} className="visually-hidden">
          {t('yourAnswer')}
        </label>
        {cards ? (
          <TextAnswer question={question} value="" onChange={noop} onSubmit={noop} disabled inputId={`${inputId}-text`} />
        ) : (
          field
        )}
        {manual ? (
          <>
            <button type="submit" className="button button--primary" disabled={disabled || !value.trim()}>
              {t('apply')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => (setManual(false), setValue(''))}>
              {t('cancel')}
            </button>
          </>
        ) : (
          <button type="submit" className="button button--primary chat-input__send" disabled={disabled || !value.trim()}>
            {t('send')}
          </button>
        )}
      </div>
    </form>
  );
}
