import { useState } from 'react';
import { useChatText } from './texts.ts';

/** The per-section reset control: asks for confirmation with the spec's warning. */
export function ResetSection({ disabled, onReset }: { disabled: boolean; onReset(): void }) {
  const t = useChatText();
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" className="button button--secondary button--small" disabled={disabled} onClick={() => setAsking(true)}>
        {t('resetSectionLower')}
      </button>
    );
  }
  return (
    <div className="reset-confirm" role="group" aria-label={t('resetThisSection')}>
      <p role="alert">{t('resetWarning')}</p>
      <button
        type="button"
        className="button button--danger button--small"
        onClick={() => {
          setAsking(false);
          onReset();
        }}
      >
        {t('resetSection')}
      </button>
      <button type="button" className="button button--secondary button--small" autoFocus onClick={() => setAsking(false)}>
        {t('cancel')}
      </button>
    </div>
  );
}
