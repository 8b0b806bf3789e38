import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { checkPassword, checkPasswordsMatch } from '@i129f/petition/account/validators.ts';
import type { InvitationCheck } from '@i129f/petition/api/invitations.ts';
import { login } from '../../api/account.ts';
import { isSessionValid, sessionStore, startSession } from '../../session/session.ts';
import { translateAccountMessage } from '../../i18n/accountMessage.ts';
import { Alert } from '../../ui/Alert.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useFocusFirstInvalid } from '../../ui/useFocusFirstInvalid.ts';
import { answerMessage } from './answerMessage.ts';
import { forgetInvitationToken, invitationsApi } from './invitationsApi.ts';
import './invitations.css';

type Errors = { password?: string; confirm?: string };

/**
 * New client account: password + confirm → accept (the answer is a session). Existing account: when this browser is
 * signed in as it, one button; otherwise its password signs in first, then the invitation is accepted. A new staff
 * account sets up its authenticator in the same accept (StaffAcceptForm).
 */
export function AcceptForm({ token, info }: { token: string; info: InvitationCheck }) {
  const { t } = useTranslation('invitations');
  const navigate = useNavigate();
  const session = sessionStore.get();
  const signedInAsInvitee = isSessionValid(session) && session.userInfo?.email === info.email;
  const [values, setValues] = useState({ password: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useFocusFirstInvalid(errors);
  const bind = (key: keyof typeof values) => ({
    value: values[key],
    error: translateAccountMessage(errors[key]),
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [key]: e.target.value })),
  });

  function validate(): boolean {
    if (signedInAsInvitee) return true;
    const found: Errors = {};
    if (info.accountExists) {
      if (!values.password) found.password = t('passwordRequired');
    } else {
      const rule = checkPassword(values.password);
      const match = checkPasswordsMatch(values.password, values.confirm);
      found.password = rule.ok ? undefined : rule.message;
      found.confirm = match.ok ? undefined : match.message;
    }
    setErrors(found);
    return !found.password && !found.confirm;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!validate()) return;
    setBusy(true);
    try {
      if (info.accountExists && !signedInAsInvitee) {
        const signedIn = await login(info.email, values.password);
        if (!signedIn.ok) {
          setError(answerMessage(signedIn, t('invalidCredentials')));
          setBusy(false);
          return;
        }
        startSession(signedIn.data);
      }
      const r = await invitationsApi.accept(token, info.accountExists ? undefined : values.password);
      if (!r.ok) {
        setError(answerMessage(r, t('invalid')));
        setBusy(false);
        return;
      }
      forgetInvitationToken();
      if (r.data.token && r.data.tokenExpiry) startSession({ user: r.data.user, token: r.data.token, tokenExpiry: r.data.tokenExpiry });
      navigate(r.data.user.userType === 'CLIENT' ? '/welcome-client' : '/clients', { replace: true, state: { invitationAccepted: true } });
      return;
    } catch {
      setError(t('unexpected'));
    }
    setBusy(false);
  }

  const label = info.accountExists ? t('signInAndAccept') : t('setPasswordAndAccept');
  return (
    <>
      {error && <Alert>{error}</Alert>}
      <form ref={formRef} onSubmit={onSubmit} aria-label={t('acceptTitle')} noValidate>
        {/* The account's email, for password managers and screen readers; it cannot be changed. */}
        <TextField label={t('email')} type="email" name="email" autoComplete="username" value={info.email} readOnly />
        {!signedInAsInvitee && info.accountExists && (
          <TextField label={t('password')} type="password" name="password" autoComplete="current-password" required {...bind('password')} />
        )}
        {!info.accountExists && (
          <>
            <TextField
              label={t('password')}
              type="password"
              name="password"
              autoComplete="new-password"
              required
              hint={t('passwordHint')}
              {...bind('password')}
            />
            <TextField label={t('confirmPassword')} type="password" name="confirmPassword" autoComplete="new-password" required {...bind('confirm')} />
          </>
        )}
        <SubmitButton busy={busy} busyLabel={t('accepting')}>
          {signedInAsInvitee ? t('acceptInvitation') : label}
        </SubmitButton>
      </form>
    </>
  );
}
