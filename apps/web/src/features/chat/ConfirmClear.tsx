import { useEffect, useRef } from 'react';
import type { PetitionDoc } from '@i129f/petition/changes/types.ts';
import { useInterviewLocalizer } from './useInterviewLocalizer.ts';
import { questionOf } from './questionOf.ts';
import { useChatText } from './texts.ts';

/**
 * A change would clear answers that no longer apply (issue 19.3: never silently): each is listed with its question
 * and value; the client confirms or keeps the earlier answer. Focus moves here when it opens.
 */
export function ConfirmClear({ state, keys, onConfirm, onCancel }: { state: PetitionDoc; keys: readonly string[]; onConfirm: () => void; onCancel: () => void }) {
  const t = useChatText();
  const local = useInterviewLocalizer();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div ref={box} tabIndex={-1} className="alert alert--info confirm-clear" role="alertdialog" aria-labelledby="confirm-clear-title" aria-describedby="confirm-clear-intro">
      <p id="confirm-clear-title">
        <strong>{t('clearTitle')}</strong>
      </p>
      <p id="confirm-clear-intro">{t('clearIntro')}</p>
      <ul>
        {keys.map((key) => (
          <li key={key}>
            {questionOf(state, key, local)}: <strong>{state.answers[key] ?? state.questionnaire[key.slice(2)] ?? ''}</strong>
          </li>
        ))}
      </ul>
      <div className="message__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('clearCancel')}
        </button>
        <button type="button" className="button button--primary" onClick={onConfirm}>
          {t('clearConfirm')}
        </button>
      </div>
    </div>
  );
}
