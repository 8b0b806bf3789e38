import { useEffect, useRef } from 'react';
import type { PetitionLock } from '@i129f/petition/api/petition.ts';
import type { Conflict } from '@i129f/petition/changes/types.ts';
import { dismissRefused, resolveConflict } from '../interview-state/chatSession.ts';
import { chatStore } from '../interview-state/chatStore.ts';
import { useInterviewLanguage, useInterviewLocalizer } from './useInterviewLocalizer.ts';
import { questionOf } from './questionOf.ts';
import { useChatText } from './texts.ts';

const dateOf = (ms: number, language: string) => new Date(ms).toLocaleDateString(language === 'es' ? 'es-US' : 'en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** An approved petition (issue 19.4): the answers are shown without Edit Response or an input, and this says why. */
export function LockedNotice({ lock }: { lock: PetitionLock }) {
  const t = useChatText();
  const date = dateOf(lock.since, useInterviewLanguage());
  return (
    <p className="chat__read-only" role="note">
      {lock.by ? t('lockedBy', { by: lock.by, date }) : t('approvedLocked', { date })}
    </p>
  );
}

/** The petition could not be read from the server (it is retried): said instead of an endless spinner. */
export function LoadFailed() {
  const t = useChatText();
  return (
    <p className="chat__read-only" role="alert">
      {t('loadFailed')}
    </p>
  );
}

/**
 * Answers another device changed first (issue 19.2): both values, and the client chooses; and changes the server
 * refused. Focus moves to the first conflict so a keyboard or screen-reader user meets it.
 */
export function ChangeNotices({ conflicts, refused }: { conflicts: readonly Conflict[]; refused: string | null }) {
  const t = useChatText();
  const local = useInterviewLocalizer();
  const first = useRef<HTMLDivElement>(null);
  const count = conflicts.length;
  useEffect(() => {
    if (count) first.current?.focus();
  }, [count]);
  const state = chatStore.get().state;
  if (!count && !refused) return null;
  return (
    <div className="petition-notices">
      {conflicts.map((c, i) => {
        const theirs = c.theirs ?? t('noAnswer');
        return (
          <div key={`${c.key}-${c.yours}`} ref={i === 0 ? first : undefined} tabIndex={-1} className="alert alert--info" role="group" aria-labelledby={`conflict-${i}`}>
            <p id={`conflict-${i}`}>
              <strong>{t('conflictTitle')}</strong>
            </p>
            <p>{t('conflict', { question: state ? questionOf(state, c.key, local) : c.key, theirs, yours: c.yours })}</p>
            <div className="message__actions">
              <button type="button" className="button button--secondary" onClick={() => resolveConflict(c, 'theirs')}>
                {t('keepTheirs', { value: theirs })}
              </button>
              <button type="button" className="button button--primary" onClick={() => resolveConflict(c, 'mine')}>
                {t('keepMine', { value: c.yours })}
              </button>
            </div>
          </div>
        );
      })}
      {refused && (
        <div className="alert alert--error" role="alert">
          <p>{t('refused', { reason: refused })}</p>
          <button type="button" className="button button--secondary" onClick={dismissRefused}>
            {t('dismiss')}
          </button>
        </div>
      )}
    </div>
  );
}
