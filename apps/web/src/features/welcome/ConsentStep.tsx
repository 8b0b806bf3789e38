import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_MESSAGES } from '@i129f/petition/account/messages.ts';
import { translateAccountMessage } from '../../i18n/accountMessage.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { CONSENT_STATEMENTS } from './consent.ts';

interface ConsentStepProps {
  onAgree: () => Promise<string | null>;
  onBack: () => void;
}

/** 'Quick Housekeeping' (spec §2): three required boxes; 'I Agree' with fewer shows the spec's alert. */
export function ConsentStep({ onAgree, onBack }: ConsentStepProps) {
  const { t } = useTranslation('welcome');
  const [checked, setChecked] = useState<boolean[]>(CONSENT_STATEMENTS.map(() => false));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  // 'Start Application' is gone with the intro: the focus goes to this step's title, not to the page body (issue 21.2).
  useEffect(() => title.current?.focus(), []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!checked.every(Boolean)) {
      setError(ACCOUNT_MESSAGES.consentRequired);
      return;
    }
    setError(null);
    setBusy(true);
    const failure = await onAgree();
    setBusy(false);
    setError(failure);
  }

  return (
    <>
      <h1 id="page-title" ref={title} tabIndex={-1}>
        {t('consent.title')}
      </h1>
      <p>{t('consent.lead')}</p>
      {error && <Alert>{translateAccountMessage(error)}</Alert>}
      <form onSubmit={onSubmit} noValidate>
        <fieldset className="welcome__consent">
          <legend className="visually-hidden">{t('consent.legend')}</legend>
          {CONSENT_STATEMENTS.map((statement, index) => (
            <label key={statement} className="welcome__check">
              <input
                type="checkbox"
                aria-required="true"
                checked={checked[index] ?? false}
                onChange={(e) => setChecked((all) => all.map((v, i) => (i === index ? e.target.checked : v)))}
              />
              <span>{t(`consent.statements.${statement}`)}</span>
            </label>
          ))}
        </fieldset>
        <div className="welcome__actions">
          <button type="button" className="button button--secondary" onClick={onBack}>
            {t('consent.back')}
          </button>
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {busy && <Spinner />}
            {t('consent.agree')}
          </button>
        </div>
      </form>
    </>
  );
}
