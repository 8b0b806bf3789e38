import { useId, useState } from 'react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { interview } from '@i129f/petition/interview.ts';
import type { InterviewState } from '@i129f/petition/engine/types.ts';
import type { ReviewAnswer } from '@i129f/petition/review/answers.ts';
import { useInterviewLocalizer } from '../chat/useInterviewLocalizer.ts';
import { dispatchChat } from '../interview-state/chatSession.ts';
import { useCheckText } from './texts.ts';

/** 'Change' on one answer: edits it in place through the engine (same validators as the chat), never resetting its section. */
export function ChangeAnswer({ state, answer, onDone }: { state: InterviewState; answer: ReviewAnswer; onDone(saved: boolean): void }) {
  const { t } = useCheckText();
  const local = useInterviewLocalizer();
  const id = useId();
  const [draft, setDraft] = useState(answer.value);
  // The stored answer when 'Change' opened: another device's change meanwhile is answered as a conflict, not overwritten.
  const [seen] = useState<string | null>(() => state.answers[answer.key] ?? null);
  const [error, setError] = useState<string | null>(null);
  const choices = answer.input === 'yesno' ? ['Yes', 'No'] : answer.input === 'options' ? (answer.options ?? []) : null;
  const resets = draft.trim() !== '' && interview.editWouldReset(state, answer.sectionId, answer.key, draft);

  function save() {
    const r = dispatchChat({ type: 'edit', sectionId: answer.sectionId, key: answer.key, input: draft, expected: seen });
    if (r.error) setError(local.error(r.error));
    else onDone(true);
  }

  return (
    <form
      className="check__change"
      onSubmit={(e) => {
        e.preventDefault();
        if (!resets) save();
      }}
    >
      <label htmlFor={id}>{answer.question}</label>
      {choices ? (
        <select id={id} value={draft} onChange={(e) => setDraft(e.target.value)} autoFocus>
          {!choices.includes(draft) && <option value={draft}>{draft}</option>}
          {choices.map((c) => (
            <option key={c} value={c}>
              {local.option(c)}
            </option>
          ))}
        </select>
      ) : (
        <input id={id} value={draft} placeholder={answer.input === 'date' ? t('datePlaceholder') : undefined} onChange={(e) => setDraft(e.target.value)} autoFocus />
      )}
      {resets && (
        <p role="alert" className="check__warning">
          <Trans t={t} i18nKey="resets" components={{ open: <Link to={`/section/${answer.sectionId}?question=${encodeURIComponent(answer.key)}`} /> }} />
        </p>
      )}
      {error && (
        <p role="alert" className="check__error">
          {error}
        </p>
      )}
      <div className="check__actions">
        <button type="submit" className="button button--primary button--small" disabled={!draft.trim() || resets}>
          {t('save')}
        </button>
        <button type="button" className="button button--secondary button--small" onClick={() => onDone(false)}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
