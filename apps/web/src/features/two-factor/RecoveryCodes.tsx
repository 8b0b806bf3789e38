import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The 10 recovery codes, shown once after enrolment; the user confirms having saved them. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const { t } = useTranslation('twoFactor');
  const intro = useRef<HTMLParagraphElement>(null);
  // The screen changed under the user: move focus to its text so a screen reader reads it first.
  useEffect(() => intro.current?.focus(), []);
  return (
    <>
      <p ref={intro} tabIndex={-1} className="two-factor__intro">
        {t('recoveryIntro')}
      </p>
      <ol className="two-factor__codes" aria-label={t('recoveryListLabel')}>
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
      <button type="button" className="button button--primary button--block" onClick={onDone}>
        {t('recoverySaved')}
      </button>
    </>
  );
}
