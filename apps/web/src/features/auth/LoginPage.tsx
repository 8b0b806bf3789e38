import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ACCOUNT_MESSAGES } from '@i129f/petition/account/messages.ts';
import { isChallenge, pendingLogin, signIn } from '../two-factor/twoFactorApi.ts';
import { failureMessage } from '../../api/messages.ts';
import { translateAccountMessage } from '../../i18n/accountMessage.ts';
import { startSession } from '../../session/session.ts';
import { Alert } from '../../ui/Alert.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { AuthLayout } from './AuthLayout.tsx';

/** /login (spec §2): Enter submits; 403 or a non-200 answer 'Invalid credentials', a network failure 'An error occurred'. */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const notice = useLocation().state as { registered?: boolean; accountDeleted?: boolean } | null;
  const registered = notice?.registered === true;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const result = await signIn(email.trim(), password);
      if (result.ok) {
        // Staff: the second factor (issue 10.1) on /two-factor; the pending token stays in memory only.
        if (isChallenge(result.data)) {
          pendingLogin.set(result.data);
          navigate('/two-factor');
          return;
        }
        startSession(result.data);
        navigate('/welcome-client');
        return;
      }
      // A deactivated account, or a staff account without an authenticator (it sets one up only from its mailed link,
      // issue 23.7), is told so after the right password; anything else stays 'Invalid credentials'.
      const told = result.error?.code === 'ACCOUNT_DEACTIVATED' || result.error?.code === 'TWO_FACTOR_NOT_ENROLLED';
      setError(told ? result.error!.message : failureMessage(result, ACCOUNT_MESSAGES.invalidCredentials));
    } catch {
      setError(ACCOUNT_MESSAGES.genericError);
    }
    setBusy(false);
  }

  return (
    <AuthLayout
      title={t('signIn')}
      footer={
        <>
          {t('login.newHere')} <Link to="/register">{t('login.join')}</Link>
        </>
      }
    >
      {registered && !error && <Alert tone="success">{t('login.registered')}</Alert>}
      {notice?.accountDeleted && !error && <Alert tone="success">{t('login.accountDeleted')}</Alert>}
      {error && <Alert>{translateAccountMessage(error)}</Alert>}
      <form onSubmit={onSubmit} aria-label={t('signIn')}>
        <TextField label={t('email')} type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        <TextField
          label={t('password')}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <p className="auth__links">
          <Link to="/forgot-password">{t('login.forgot')}</Link>
        </p>
        <SubmitButton busy={busy} busyLabel={t('login.busy')}>
          {t('signIn')}
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
