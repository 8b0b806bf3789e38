import { useEffect, useState } from 'react';

/** Spec §9: the move to the next section after a completed one. */
export const AUTO_ADVANCE_MS = 5000;

interface AutoAdvanceProps {
  nextTitle: string;
  onGo(): void;
}

/** Announces the automatic move (WCAG 2.2.1: it can be stopped with 'Stay here'). */
export function AutoAdvance({ nextTitle, onGo }: AutoAdvanceProps) {
  const [stopped, setStopped] = useState(false);
  useEffect(() => {
    if (stopped) return;
    const timer = setTimeout(onGo, AUTO_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [stopped, onGo]);
  return (
    <div className="auto-advance" role="status">
      <p>{stopped ? `You can go on to “${nextTitle}” when you are ready.` : `You will be moved to “${nextTitle}” in 5 seconds.`}</p>
      <div className="auto-advance__actions">
        {!stopped && (
          <button type="button" className="button button--secondary" onClick={() => setStopped(true)}>
            Stay here
          </button>
        )}
        <button type="button" className="button" onClick={onGo}>
          Go to next section
        </button>
      </div>
    </div>
  );
}
