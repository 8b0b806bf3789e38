import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ACCOUNT_MESSAGES } from '@i129f/petition/account/messages.ts';
import { checkPassword, checkPasswordsMatch } from '@i129f/petition/account/validators.ts';
import { acceptNewPass } from '../../api/account.ts';
import { failureMessage } from '../../api/messages.ts';
import { translateAccountMessage } from '../../i18n/accountMessage.ts';
import { Alert } from '../../ui/Alert.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useFocusFirstInvalid } from '../../ui/useFocusFirstInvalid.ts';

interface NewPasswordFormProps {
  token: string;
  /** The account of the token, when the token check names it. */
  email?: string;
}

/** Email, old password, password and confirm (spec §2); 200 goes to /login, non-200 'Unexpected error! …'. */
export function NewPasswordForm({ token, email = '' }: NewPasswordFormProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [values, setValues] = useState({ email, oldPassword: '', password: '', confirm: '' });
  const [fieldErrors, setFieldErrors] = useState<{ password?: string; confirm?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useFocusFirstInvalid(fieldErrors);
  const bind = (key: keyof typeof values) => ({
    value: values[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [key]: e.target.value })),
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const rule = checkPassword(values.password);
    const match = checkPasswordsMatch(values.password, values.confirm);
    const found = { password: rule.ok ? undefined : rule.message, confirm: match.ok ? undefined : match.message };
    setFieldErrors(found);
    if (found.password || found.confirm) return;
    setBusy(true);
    try {
      const payload = { email: values.email.trim(), oldPassword: values.oldPassword, newPassword: values.password };
      const result = await acceptNewPass(payload, token);
      if (result.ok) {
        navigate('/login', { replace: true });
        return;
      }
      setError(failureMessage(result, ACCOUNT_MESSAGES.unexpectedErrorBang));
    } catch {
      setError(ACCOUNT_MESSAGES.unexpectedError);
    }
    setBusy(false);
  }

  return (
    <>
      {error && <Alert>{translateAccountMessage(error)}</Alert>}
      <form ref={formRef} onSubmit={onSubmit} aria-label={t('newPassword.formLabel')}>
        <TextField label={t('email')} type="email" name="email" autoComplete="email" required {...bind('email')} />
        <TextField
          label={t('newPassword.oldPassword')}
          type="password"
          name="oldPassword"
          autoComplete="current-password"
          hint={t('newPassword.oldHint')}
          {...bind('oldPassword')}
        />
        <TextField
          label={t('password')}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          error={translateAccountMessage(fieldErrors.password)}
          {...bind('password')}
        />
        <TextField
          label={t('confirmPassword')}
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          error={translateAccountMessage(fieldErrors.confirm)}
          {...bind('confirm')}
        />
        <SubmitButton busy={busy} busyLabel={t('newPassword.busy')}>
          {t('newPassword.submit')}
        </SubmitButton>
      </form>
    </>
  );
}
