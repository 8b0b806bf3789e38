import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ACCOUNT_MESSAGES } from '@i129f/petition/account/messages.ts';
import { confirmPasswordReset } from '../../api/account.ts';
import { Alert } from '../../ui/Alert.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { AuthLayout } from './AuthLayout.tsx';
import { NewPasswordForm } from './NewPasswordForm.tsx';

const readEmail = (data: unknown) =>
  data && typeof data === 'object' && typeof (data as { email?: unknown }).email === 'string' ? (data as { email: string }).email : '';

type TokenState = 'checking' | 'valid' | 'invalid' | 'failed';

/** /confirm-account?token= (spec §2): checks the token on load, then shows the new-password form. */
export default function ConfirmAccountPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const [state, setState] = useState<TokenState>('checking');
  const [email, setEmail] = useState('');

  useEffect(() => {
    let active = true;
    setState('checking');
    confirmPasswordReset(token).then(
      (result) => {
        if (!active) return;
        if (result.ok) setEmail(readEmail(result.data));
        setState(result.ok ? 'valid' : 'invalid');
      },
      () => active && setState('failed'),
    );
    return () => {
      active = false;
    };
  }, [token]);

  return (
    <AuthLayout
      title="New Password Request"
      footer={
        <>
          Already have an account? <Link to="/login">Sign In</Link>
        </>
      }
    >
      {state === 'checking' && <PageLoading />}
      {state === 'invalid' && (
        <p className="auth__inline-error">
          {ACCOUNT_MESSAGES.tokenInvalid} <Link to="/forgot-password">Request a new link</Link>
        </p>
      )}
      {state === 'failed' && <Alert>{ACCOUNT_MESSAGES.unexpectedError}</Alert>}
      {state === 'valid' && <NewPasswordForm token={token} email={email} />}
    </AuthLayout>
  );
}
