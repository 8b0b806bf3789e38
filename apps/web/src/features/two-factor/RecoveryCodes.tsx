import { useEffect, useRef } from 'react';
import { TWO_FACTOR_TEXT as T } from './texts.ts';

/** The 10 recovery codes, shown once after enrolment; the user confirms having saved them. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const intro = useRef<HTMLParagraphElement>(null);
  // The screen changed under the user: move focus to its text so a screen reader reads it first.
  useEffect(() => intro.current?.focus(), []);
  return (
    <>
      <p ref={intro} tabIndex={-1} className="two-factor__intro">
        {T.recoveryIntro}
      </p>
      <ol className="two-factor__codes" aria-label={T.recoveryListLabel}>
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
      <button type="button" className="button button--primary button--block" onClick={onDone}>
        {T.recoverySaved}
      </button>
    </>
  );
}
