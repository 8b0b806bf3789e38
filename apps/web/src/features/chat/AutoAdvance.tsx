import { useEffect, useId, useRef, useState } from 'react';
import { focusLost, lastInput } from './focusLost.ts';
import { useChatText } from './texts.ts';

/** Spec §9: the move to the next section after a completed one. */
export const AUTO_ADVANCE_MS = 5000;

interface AutoAdvanceProps {
  nextTitle: string;
  onGo(): void;
  /**
   * false for a section that asked nothing (the questionnaire answered it all): no automatic move, the user goes
   * on with 'Go to next section' when they have read it (issue 21.2; docs/spec-deviations.md).
   */
  auto?: boolean;
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
 *
 * When it appears while the focus is lost (the answer's control went disabled), the focus moves to 'Go to next
 * section', described by the notice (issue 21.2). After a key (or a screen reader's click) that pauses the move, as
 * any keyboard focus inside does; after a mouse or touch answer the 5-second move goes on.
 */
export function AutoAdvance({ nextTitle, onGo, auto = true }: AutoAdvanceProps) {
  const t = useChatText();
  const textId = useId();
  const [stopped, setStopped] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const goRef = useRef<HTMLButtonElement>(null);
  const placing = useRef(false);
  const paused = !auto || stopped || focusInside;
  useEffect(() => {
    if (!focusLost() || !goRef.current) return;
    placing.current = true;
    goRef.current.focus();
    placing.current = false;
    if (lastInput() === 'keyboard') setFocusInside(true);
  }, []);
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
  const text = !auto ? t('answeredBefore', { title: nextTitle }) : stopped ? t('goOnWhenReady', { title: nextTitle }) : t('movedIn', { title: nextTitle });
  return (
    <div
      className="auto-advance"
      role="status"
      data-auto={String(auto)}
      data-paused={String(paused)}
      onFocus={(e) => {
        if (!placing.current && byKeyboard(e.target)) setFocusInside(true);
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocusInside(false);
      }}
    >
      <p id={textId}>
        {text}
        {/* Said, not shown: a visible change of the line would move the buttons under a pointer. */}
        {auto && focusInside && !stopped && <span className="visually-hidden">{t('movePaused')}</span>}
      </p>
      <div className="auto-advance__actions">
        {auto && !stopped && (
          <button type="button" className="button button--secondary" onClick={stay}>
            {t('stayHere')}
          </button>
        )}
        <button ref={goRef} type="button" className="button" aria-describedby={textId} onClick={onGo}>
          {t('goNext')}
        </button>
      </div>
    </div>
  );
}
