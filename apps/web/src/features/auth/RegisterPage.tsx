import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ACCOUNT_MESSAGES } from '@i129f/petition/account/messages.ts';
import { register } from '../../api/account.ts';
import { failureMessage } from '../../api/messages.ts';
import { translateAccountMessage } from '../../i18n/accountMessage.ts';
import { Alert } from '../../ui/Alert.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useFocusFirstInvalid } from '../../ui/useFocusFirstInvalid.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { validateRegister, type RegisterErrors, type RegisterValues } from './registerForm.ts';

const EMPTY: RegisterValues = { fullName: '', email: '', password: '', confirmPassword: '' };

/** /register (spec §2, §8): validates before sending; non-200 'Invalid Request'; a network failure only stops the spinner. */
export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [failure, setFailure] = useState<{ text: string; exists: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useFocusFirstInvalid(errors);
  const bind = (key: keyof RegisterValues) => ({
    value: values[key],
    error: translateAccountMessage(errors[key]),
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [key]: e.target.value })),
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found = validateRegister(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const fullName = values.fullName.trim().replace(/\s+/g, ' ');
      const result = await register({ email: values.email.trim(), password: values.password, fullName });
      if (result.ok) {
        navigate('/login', { state: { registered: true } });
        return;
      }
      setFailure({ text: failureMessage(result, ACCOUNT_MESSAGES.invalidRequest), exists: result.status === 409 });
    } catch {
      // Spec §8: a thrown error only stops the spinner.
    }
    setBusy(false);
  }

  return (
    <AuthLayout
      title={t('register.title')}
      footer={
        <>
          {t('alreadyHaveAccount')} <Link to="/login">{t('signIn')}</Link>
        </>
      }
    >
      {failure && (
        <Alert>
          {translateAccountMessage(failure.text)}
          {failure.exists && <span className="alert__detail"> {t('register.exists')}</span>}
        </Alert>
      )}
      <form ref={formRef} onSubmit={onSubmit} aria-label={t('register.title')}>
        <TextField label={t('register.fullName')} name="fullName" autoComplete="name" required {...bind('fullName')} />
        <TextField label={t('email')} type="email" name="email" autoComplete="email" required {...bind('email')} />
        <TextField
          label={t('password')}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          hint={t('register.passwordHint')}
          {...bind('password')}
        />
        <TextField label={t('confirmPassword')} type="password" name="confirmPassword" autoComplete="new-password" required {...bind('confirmPassword')} />
        <SubmitButton busy={busy} busyLabel={t('register.busy')}>
          {t('register.submit')}
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
