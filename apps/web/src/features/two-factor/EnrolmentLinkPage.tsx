import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { EnrolmentCheck } from '@i129f/petition/api/two-factor.ts';
import { twoFactor } from '@i129f/petition/i18n/en/twoFactor.ts';
import { registerEnglish } from '../../i18n/i18n.ts';
import { Alert } from '../../ui/Alert.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { AuthLayout } from '../auth/AuthLayout.tsx';
import { useLinkToken } from '../../session/linkToken.ts';
import { ENROLMENT_KEY, forgetEnrolmentToken, pendingLogin, twoFactorApi } from './twoFactorApi.ts';
import './two-factor.css';

registerEnglish('twoFactor', twoFactor);

/**
 * /two-factor-enrolment#token=… (issue 23.7): the mailed link to set up two-factor login (a lawyer's reset, the
 * operator's create-user or enrolment-link). The link and the account's password open the set-up on /two-factor
 * (QR code, code, recovery codes); neither alone does. The token leaves the address bar at once.
 */
export default function EnrolmentLinkPage() {
  const { t } = useTranslation('twoFactor');
  const navigate = useNavigate();
  const link = useLinkToken<EnrolmentCheck>(ENROLMENT_KEY, twoFactorApi.enrolmentCheck);
  // The server refused the link at the set-up (used meanwhile, or expired): shown as an invalid link.
  const [spent, setSpent] = useState(false);
  const state = spent ? ({ kind: 'invalid' } as const) : link;
  const token = link.kind === 'ready' ? link.token : '';
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);


  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!password) return setFieldError(t('passwordRequired'));
    setFieldError(null);
    setBusy(true);
    try {
      const r = await twoFactorApi.enrolmentStart(token, password);
      if (r.ok) {
        forgetEnrolmentToken();
        pendingLogin.set(r.data);
        return void navigate('/two-factor', { replace: true });
      }
      if (r.error?.code === 'ENROLMENT_INVALID') setSpent(true);
      else if (r.error?.code === 'INVALID_CREDENTIALS') setFieldError(t('invalidPassword'));
      else setError(r.status === 429 || r.status === 403 ? (r.error?.message ?? t('failed')) : t('failed'));
    } catch {
      setError(t('failed'));
    }
    setBusy(false);
  }

  return (
    <AuthLayout title={t('enrolTitle')}>
      {state.kind === 'checking' && <PageLoading />}
      {state.kind === 'invalid' && (
        <>
          <Alert>{t('linkInvalid')}</Alert>
          <p>
            <Link to="/login">{t('backToLogin')}</Link>
          </p>
        </>
      )}
      {state.kind === 'failed' && <Alert>{t('failed')}</Alert>}
      {state.kind === 'ready' && (
        <>
          <p className="two-factor__intro">{t('linkIntro', { email: state.info.email })}</p>
          {error && <Alert>{error}</Alert>}
          <form onSubmit={onSubmit} aria-label={t('enrolTitle')} noValidate>
            {/* The account's email, for password managers; it cannot be changed. */}
            <TextField label={t('email')} type="email" name="email" autoComplete="username" value={state.info.email} readOnly />
            <TextField
              label={t('password')}
              type="password"
              name="password"
              autoComplete="current-password"
              required
              autoFocus
              error={fieldError}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <SubmitButton busy={busy} busyLabel={t('checking')}>
              {t('continue')}
            </SubmitButton>
          </form>
        </>
      )}
    </AuthLayout>
  );
}
