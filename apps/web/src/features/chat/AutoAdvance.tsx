import { useEffect, useRef, useState } from 'react';
import { useChatText } from './texts.ts';

/** Spec §9: the move to the next section after a completed one. */
export const AUTO_ADVANCE_MS = 5000;

interface AutoAdvanceProps {
  nextTitle: string;
  onGo(): void;
}

/**
 * Focus that came from the keyboard (:focus-visible). A mouse click on a button does not pause the move: the text
 * would change under the pointer between mousedown and mouseup and the click be lost.
 */
function byKeyboard(el: Element): boolean {
  try {
    return el.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * Announces the automatic move (WCAG 2.2.1: it can be stopped with 'Stay here'). While the keyboard focus is
 * inside the notice the timer is paused (it starts again, from 5 seconds, when the focus leaves), so a
 * keyboard user who Tabs to 'Stay here' is never moved on the way.
 */
export function AutoAdvance({ nextTitle, onGo }: AutoAdvanceProps) {
  const t = useChatText();
  const [stopped, setStopped] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const goRef = useRef<HTMLButtonElement>(null);
  const paused = stopped || focusInside;
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(onGo, AUTO_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [paused, onGo]);
  const stay = () => {
    setStopped(true);
    // 'Stay here' disappears: the focus moves on to the button that remains.
    goRef.current?.focus();
  };
  return (
    <div
      className="auto-advance"
      role="status"
      data-paused={String(paused)}
      onFocus={(e) => {
        if (byKeyboard(e.target)) setFocusInside(true);
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocusInside(false);
      }}
    >
      <p>
        {stopped ? t('goOnWhenReady', { title: nextTitle }) : t('movedIn', { title: nextTitle })}
        {/* Said, not shown: a visible change of the line would move the buttons under a pointer. */}
        {focusInside && !stopped && <span className="visually-hidden">{t('movePaused')}</span>}
      </p>
      <div className="auto-advance__actions">
        {!stopped && (
          <button type="button" className="button button--secondary" onClick={stay}>
            {t('stayHere')}
          </button>
        )}
        <button ref={goRef} type="button" className="button" onClick={onGo}>
          {t('goNext')}
        </button>
      </div>
    </div>
  );
}
