import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { LoginResponse } from '@i129f/petition/api/auth.ts';
import { startSession } from '../../session/session.ts';
import { Alert } from '../../ui/Alert.tsx';
import { AuthLayout } from '../auth/AuthLayout.tsx';
import { EnrolStep } from './EnrolStep.tsx';
import { RecoveryCodes } from './RecoveryCodes.tsx';
import { VerifyStep } from './VerifyStep.tsx';
import { pendingLogin } from './twoFactorApi.ts';
import { TWO_FACTOR_TEXT as T } from './texts.ts';
import './two-factor.css';

/**
 * /two-factor (issue 10.1): the second step of a staff sign-in. The first time: enrolment (QR code and key, a code
 * to confirm), then the recovery codes once; afterwards a code from the app or a recovery code.
 */
export default function TwoFactorPage() {
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
      <AuthLayout title={T.recoveryTitle}>
        <RecoveryCodes codes={codes} onDone={() => navigate('/welcome-client', { replace: true })} />
      </AuthLayout>
    );
  }
  if (!challenge || expired) {
    return (
      <AuthLayout title={T.verifyTitle}>
        <Alert>{T.expired}</Alert>
        <p>
          <Link to="/login">{T.backToLogin}</Link>
        </p>
      </AuthLayout>
    );
  }
  const onExpired = () => {
    pendingLogin.set(null);
    setExpired(true);
  };
  return challenge.twoFactor === 'enrol' ? (
    <AuthLayout title={T.enrolTitle}>
      <EnrolStep pendingToken={challenge.pendingToken} onSignedIn={(r) => signedIn(r, r.recoveryCodes)} onExpired={onExpired} />
    </AuthLayout>
  ) : (
    <AuthLayout title={T.verifyTitle}>
      <VerifyStep pendingToken={challenge.pendingToken} onSignedIn={signedIn} onExpired={onExpired} />
    </AuthLayout>
  );
}
