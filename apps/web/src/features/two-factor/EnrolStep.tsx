import { useTranslation } from 'react-i18next';
import type { EnrolConfirmResponse } from '@i129f/petition/api/two-factor.ts';
import { AuthenticatorSetup } from './AuthenticatorSetup.tsx';
import { twoFactorApi } from './twoFactorApi.ts';

/**
 * Enrolment of a pending sign-in opened from a mailed enrolment link (issue 23.7; a password alone never gets here):
 * the secret of POST /login/two-factor/enrol, then a code confirms it and signs in.
 */
export function EnrolStep({ pendingToken, onSignedIn, onExpired }: { pendingToken: string; onSignedIn(r: EnrolConfirmResponse): void; onExpired(): void }) {
  const { t } = useTranslation('twoFactor');
  return (
    <AuthenticatorSetup
      load={() => twoFactorApi.enrolStart(pendingToken)}
      confirmLabel={t('confirm')}
      onExpired={onExpired}
      confirm={async (code) => {
        const r = await twoFactorApi.enrolConfirm(pendingToken, code);
        if (r.ok) onSignedIn(r.data);
        return r;
      }}
    />
  );
}
