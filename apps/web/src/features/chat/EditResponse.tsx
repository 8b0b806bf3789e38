import { useEffect, useId, useRef, useState } from 'react';
import { findQuestion } from '@i129f/petition/engine/registry.ts';
import { interview } from '@i129f/petition/interview.ts';
import type { InterviewState, SectionId } from '@i129f/petition/engine/types.ts';
import { useInterviewLocalizer } from './useInterviewLocalizer.ts';
import { useChatText } from './texts.ts';
import { useAppText } from '../../i18n/appTexts.ts';


interface EditResponseProps {
  state: InterviewState;
  sectionId: SectionId;
  answerKey: string;
  content: string;
  disabled: boolean;
  /** `expected`: the stored answer when the form opened (what the client saw): another device's change meanwhile is a conflict. */
  onEdit(key: string, input: string, expected: string | null): string | undefined;
  /** Open the form at once and bring it into view (the chat was opened at this question: `?question=`). */
  initiallyOpen?: boolean;
}

/** 'Edit Response' on the user's answer: OK / Cancel, or 'Reset Section' with the warning when the edit resets the section. */
export function EditResponse({ state, sectionId, answerKey, content, disabled, onEdit, initiallyOpen = false }: EditResponseProps) {
  const t = useChatText();
  const { t: tApp } = useAppText();
  const [draft, setDraft] = useState<string | null>(initiallyOpen ? content : null);
  // The stored answer when the form opened: if the page takes another device's value while the client types, the
  // server answers a conflict naming both instead of silently replacing a value the client never saw.
  const [seen, setSeen] = useState<string | null>(() => state.answers[answerKey] ?? null);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (initiallyOpen) formRef.current?.scrollIntoView?.({ block: 'center' });
  }, [initiallyOpen]);
  const [error, setError] = useState<string | null>(null);
  const local = useInterviewLocalizer();
  const id = useId();
  // Closing the form (OK, Cancel, Escape) puts the keyboard back on 'Edit Response' instead of losing it.
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [returnFocus, setReturnFocus] = useState(false);
  useEffect(() => {
    if (draft === null && returnFocus) {
      buttonRef.current?.focus();
      setReturnFocus(false);
    }
  }, [draft, returnFocus]);
  const close = () => {
    setReturnFocus(true);
    setDraft(null);
  };
  if (draft === null) {
    return (
      <button ref={buttonRef} type="button" className="link-button message__edit" disabled={disabled} onClick={() => {
          setSeen(state.answers[answerKey] ?? null);
          setDraft(content);
        }}>
        {t('editResponse')}
      </button>
    );
  }
  const resets = interview.editWouldReset(state, sectionId, answerKey, draft);
  const step = findQuestion(interview.registry, answerKey)?.step;
  const choices = step?.kind === 'yesno' ? ['Yes', 'No'] : step?.kind === 'options' ? (step.options ?? []) : null;
  const confirm = () => {
    const failure = onEdit(answerKey, draft, seen);
    if (failure) setError(local.error(failure));
    else {
      setError(null);
      close();
    }
  };
  return (
    <form
      ref={formRef}
      className="edit-response"
      onSubmit={(e) => {
        e.preventDefault();
        confirm();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          close();
        }
      }}
    >
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {t('editYourAnswer')}
      </label>
      {choices ? (
        <select id={`${id}-input`} className="edit-response__input" value={draft} onChange={(e) => setDraft(e.target.value)} autoFocus>
          {!choices.includes(draft) && <option value={draft}>{draft}</option>}
          {choices.map((c) => (
            <option key={c} value={c}>
              {local.option(c)}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={`${id}-input`}
          className="edit-response__input"
          value={draft}
          placeholder={step?.kind === 'date' ? tApp('datePlaceholder') : undefined}
          onChange={(e) => setDraft(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          autoFocus
        />
      )}
      {resets && (
        <p className="edit-response__warning" role="alert">
          {t('resetWarning')}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="edit-response__error" role="alert">
          {error}
        </p>
      )}
      <div className="edit-response__actions">
        <button type="submit" className={resets ? 'button button--danger' : 'button button--primary'} disabled={!draft.trim()}>
          {resets ? t('resetSection') : t('ok')}
        </button>
        <button type="button" className="button button--secondary" onClick={close}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
