import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EnrolStartResponse } from '@i129f/petition/api/two-factor.ts';
import type { ApiResult } from '../../api/client.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { CodeForm } from './CodeForm.tsx';

type Setup<D> = { load: 'loading' } | { load: 'failed' } | { load: 'ready'; data: D };

interface AuthenticatorSetupProps<D extends EnrolStartResponse> {
  /** Asks the server for the secret (once per mount). A 401 means the sign-in expired. */
  load(): Promise<ApiResult<D>>;
  /** Sends the app's code for that secret (with the loaded data); a wrong code is shown on the field. */
  confirm(code: string, data: D): Promise<ApiResult<unknown>>;
  confirmLabel: string;
  onExpired(): void;
}

/**
 * Setting up an authenticator app: the QR code and the same key as text (grouped by 4 for reading), then a code
 * confirms it. Used by the enrolment link's sign-in (EnrolStep) and by a staff invitation (the accept form).
 */
export function AuthenticatorSetup<D extends EnrolStartResponse>({ load, confirm, confirmLabel, onExpired }: AuthenticatorSetupProps<D>) {
  const { t } = useTranslation('twoFactor');
  const [setup, setSetup] = useState<Setup<D>>({ load: 'loading' });
  const keyId = useId();
  const calls = useRef({ load, onExpired });
  calls.current = { load, onExpired };

  useEffect(() => {
    let live = true;
    calls.current.load().then(
      (r) => {
        if (!live) return;
        if (r.ok) return setSetup({ load: 'ready', data: r.data });
        if (r.status === 401) return calls.current.onExpired();
        setSetup({ load: 'failed' });
      },
      () => live && setSetup({ load: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, []);

  if (setup.load === 'loading') {
    return (
      <p role="status">
        <Spinner /> {t('loading')}
      </p>
    );
  }
  if (setup.load === 'failed') return <Alert>{t('failed')}</Alert>;
  const { data } = setup;
  return (
    <>
      <p className="two-factor__intro">{t('enrolIntro')}</p>
      <p className="two-factor__step">{t('scan')}</p>
      <img className="two-factor__qr" src={data.qrDataUrl} alt={t('qrAlt')} width={200} height={200} />
      <p className="two-factor__step" id={keyId}>
        {t('manual')}
      </p>
      <p className="two-factor__secret">
        <code aria-describedby={keyId}>{data.secret.match(/.{1,4}/g)?.join(' ')}</code>
      </p>
      <p className="two-factor__step">{t('confirmStep')}</p>
      <CodeForm label={t('codeLabel')} kind="code" submitLabel={confirmLabel} onExpired={onExpired} send={(code) => confirm(code, data)} />
    </>
  );
}
