import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { LoginResponse } from '@i129f/petition/api/auth.ts';
import { twoFactor } from '@i129f/petition/i18n/en/twoFactor.ts';
import { registerEnglish } from '../../i18n/i18n.ts';
import { startSession } from '../../session/session.ts';
import { Alert } from '../../ui/Alert.tsx';
import { AuthLayout } from '../auth/AuthLayout.tsx';
import { EnrolStep } from './EnrolStep.tsx';
import { RecoveryCodes } from './RecoveryCodes.tsx';
import { VerifyStep } from './VerifyStep.tsx';
import { pendingLogin } from './twoFactorApi.ts';
import './two-factor.css';

registerEnglish('twoFactor', twoFactor);

/**
 * /two-factor (issue 10.1): the second step of a staff sign-in. The first time: enrolment (QR code and key, a code
 * to confirm), then the recovery codes once; afterwards a code from the app or a recovery code.
 */
export default function TwoFactorPage() {
  const { t } = useTranslation('twoFactor');
  const navigate = useNavigate();
  const [challenge] = useState(() => pendingLogin.get());
  const [codes, setCodes] = useState<string[] | null>(null);
  const [expired, setExpired] = useState(false);

  const signedIn = (response: LoginResponse, recoveryCodes?: string[], left?: number) => {
    pendingLogin.set(null);
    startSession(response);
    if (recoveryCodes) return setCodes(recoveryCodes);
    navigate('/welcome-client', { replace: true, state: left === undefined ? null : { recoveryCodesLeft: left } });
  };

  if (codes) {
    return (
      <AuthLayout title={t('recoveryTitle')}>
        <RecoveryCodes codes={codes} onDone={() => navigate('/welcome-client', { replace: true })} />
      </AuthLayout>
    );
  }
  if (!challenge || expired) {
    return (
      <AuthLayout title={t('verifyTitle')}>
        <Alert>{t('expired')}</Alert>
        <p>
          <Link to="/login">{t('backToLogin')}</Link>
        </p>
      </AuthLayout>
    );
  }
  const onExpired = () => {
    pendingLogin.set(null);
    setExpired(true);
  };
  return challenge.twoFactor === 'enrol' ? (
    <AuthLayout title={t('enrolTitle')}>
      <EnrolStep pendingToken={challenge.pendingToken} onSignedIn={(r) => signedIn(r, r.recoveryCodes)} onExpired={onExpired} />
    </AuthLayout>
  ) : (
    <AuthLayout title={t('verifyTitle')}>
      <VerifyStep pendingToken={challenge.pendingToken} onSignedIn={signedIn} onExpired={onExpired} />
    </AuthLayout>
  );
}
