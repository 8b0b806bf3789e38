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

/**
 * The mailed link's token: `#token=` (issue 23.6: the fragment is never sent by a browser, so it reaches no request
 * URL, log or Referer), or `?token=` of a link mailed before that change (spec §2; such a token lives ≤ 1 h).
 */
export function resetTokenOf(location: { search: string; hash: string }): string {
  return new URLSearchParams(location.search).get('token') ?? new URLSearchParams(location.hash.replace(/^#/, '')).get('token') ?? '';
}

/**
 * /confirm-account#token= (spec §2's page; the token in the fragment as in the invitation link): checks the token on
 * load, then shows the new-password form. The token is kept in memory and removed from the address bar at once by a
 * replace navigation (no history entry keeps it; screenshots, shared screens); calls send it in the X-Reset-Token
 * header, never in a URL.
 */
export default function ConfirmAccountPage() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const navigate = useNavigate();
  const [token, setToken] = useState(() => resetTokenOf(location));
  const [state, setState] = useState<TokenState>('checking');
  const [email, setEmail] = useState('');

  // A link opened while this page is shown changes only the fragment (no page load): its token replaces the one held.
  useEffect(() => {
    const fromUrl = resetTokenOf(location);
    if (fromUrl) setToken(fromUrl);
    if (location.search || location.hash) navigate({ pathname: location.pathname }, { replace: true });
  }, [location, navigate]);

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
