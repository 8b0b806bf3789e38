import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { confirmPasswordReset } from '../../api/account.ts';
import { accountText } from '../../i18n/accountMessage.ts';
import { Alert } from '../../ui/Alert.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { AuthLayout } from './AuthLayout.tsx';
import { NewPasswordForm } from './NewPasswordForm.tsx';

const readEmail = (data: unknown) =>
  data && typeof data === 'object' && typeof (data as { email?: unknown }).email === 'string' ? (data as { email: string }).email : '';

type TokenState = 'checking' | 'valid' | 'invalid' | 'failed';

/** The mailed link's token: `?token=` (spec §2) or `#token=`. */
export function resetTokenOf(location: { search: string; hash: string }): string {
  return new URLSearchParams(location.search).get('token') ?? new URLSearchParams(location.hash.replace(/^#/, '')).get('token') ?? '';
}

/**
 * /confirm-account?token= (spec §2): checks the token on load, then shows the new-password form. The token
 * is kept in memory and removed from the address bar at once (history, screenshots, shared screens); calls
 * send it in the X-Reset-Token header, never in a URL.
 */
export default function ConfirmAccountPage() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => resetTokenOf(location));
  const [state, setState] = useState<TokenState>('checking');
  const [email, setEmail] = useState('');

  useEffect(() => {
    if (location.search || location.hash) navigate({ pathname: location.pathname }, { replace: true });
  }, [location.search, location.hash, location.pathname, navigate]);

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
      title={t('confirm.title')}
      footer={
        <>
          {t('alreadyHaveAccount')} <Link to="/login">{t('signInCapital')}</Link>
        </>
      }
    >
      {state === 'checking' && <PageLoading />}
      {state === 'invalid' && (
        <p className="auth__inline-error">
          {accountText('tokenInvalid')} <Link to="/forgot-password">{t('confirm.newLink')}</Link>
        </p>
      )}
      {state === 'failed' && <Alert>{accountText('unexpectedError')}</Alert>}
      {state === 'valid' && <NewPasswordForm token={token} email={email} />}
    </AuthLayout>
  );
}
