import { useId, useState } from 'react';
import { useChatText } from './texts.ts';

/** Info icon whose note shows on hover and on keyboard focus (and stays reachable for screen readers). */
export function InfoNote({ note }: { note: string }) {
  const t = useChatText();
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <span className="info-note" onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <button
        type="button"
        className="info-note__button"
        aria-label={t('moreInfo')}
        aria-describedby={id}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
      >
        <span aria-hidden="true">i</span>
      </button>
      <span id={id} role="tooltip" className={open ? 'info-note__text info-note__text--open' : 'info-note__text'}>
        {note}
      </span>
    </span>
  );
}
