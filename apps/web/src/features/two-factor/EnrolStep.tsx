import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EnrolConfirmResponse, EnrolStartResponse } from '@i129f/petition/api/two-factor.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { CodeForm } from './CodeForm.tsx';
import { twoFactorApi } from './twoFactorApi.ts';

type Setup = { load: 'loading' } | { load: 'failed' } | { load: 'ready'; data: EnrolStartResponse };

/** Enrolment: the QR code and the same key as text (grouped by 4 for reading), then a code confirms it. */
export function EnrolStep({ pendingToken, onSignedIn, onExpired }: { pendingToken: string; onSignedIn(r: EnrolConfirmResponse): void; onExpired(): void }) {
  const { t } = useTranslation('twoFactor');
  const [setup, setSetup] = useState<Setup>({ load: 'loading' });
  const keyId = useId();
  const expired = useRef(onExpired);
  expired.current = onExpired;

  useEffect(() => {
    let live = true;
    twoFactorApi.enrolStart(pendingToken).then(
      (r) => {
        if (!live) return;
        if (r.ok) return setSetup({ load: 'ready', data: r.data });
        if (r.status === 401) return expired.current();
        setSetup({ load: 'failed' });
      },
      () => live && setSetup({ load: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [pendingToken]);

  if (setup.load === 'loading') {
    return (
      <p role="status">
        <Spinner /> {t('loading')}
      </p>
    );
  }
  if (setup.load === 'failed') return <Alert>{t('failed')}</Alert>;
  const { secret, qrDataUrl } = setup.data;
  return (
    <>
      <p className="two-factor__intro">{t('enrolIntro')}</p>
      <p className="two-factor__step">{t('scan')}</p>
      <img className="two-factor__qr" src={qrDataUrl} alt={t('qrAlt')} width={200} height={200} />
      <p className="two-factor__step" id={keyId}>
        {t('manual')}
      </p>
      <p className="two-factor__secret">
        <code aria-describedby={keyId}>{secret.match(/.{1,4}/g)?.join(' ')}</code>
      </p>
      <p className="two-factor__step">{t('confirmStep')}</p>
      <CodeForm
        label={t('codeLabel')}
        kind="code"
        submitLabel={t('confirm')}
        onExpired={onExpired}
        send={async (code) => {
          const r = await twoFactorApi.enrolConfirm(pendingToken, code);
          if (r.ok) onSignedIn(r.data);
          return r;
        }}
      />
    </>
  );
}
