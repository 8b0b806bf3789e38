import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginResponse } from '@i129f/petition/api/auth.ts';
import { CodeForm } from './CodeForm.tsx';
import { twoFactorApi } from './twoFactorApi.ts';

/** Sign-in with a code from the app, or (switch below the form) with a recovery code. */
export function VerifyStep({ pendingToken, onSignedIn, onExpired }: { pendingToken: string; onSignedIn(r: LoginResponse, codes?: undefined, left?: number): void; onExpired(): void }) {
  const { t } = useTranslation('twoFactor');
  const [recovery, setRecovery] = useState(false);
  return (
    <>
      <p className="two-factor__intro">{recovery ? t('recoveryHint') : t('verifyIntro')}</p>
      {recovery ? (
        <CodeForm
          key="recovery"
          label={t('recoveryLabel')}
          kind="recovery"
          submitLabel={t('verify')}
          onExpired={onExpired}
          send={async (recoveryCode) => {
            const r = await twoFactorApi.verify(pendingToken, { recoveryCode });
            if (r.ok) onSignedIn(r.data, undefined, (r.data as { recoveryCodesLeft?: number }).recoveryCodesLeft);
            return r;
          }}
        />
      ) : (
        <CodeForm
          key="code"
          label={t('codeLabel')}
          kind="code"
          submitLabel={t('verify')}
          onExpired={onExpired}
          send={async (code) => {
            const r = await twoFactorApi.verify(pendingToken, { code });
            if (r.ok) onSignedIn(r.data);
            return r;
          }}
        />
      )}
      <p className="auth__links">
        <button type="button" className="button button--secondary" onClick={() => setRecovery((v) => !v)}>
          {recovery ? t('useCode') : t('useRecovery')}
        </button>
      </p>
    </>
  );
}
