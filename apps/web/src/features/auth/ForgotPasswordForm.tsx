import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_MESSAGES } from '@i129f/petition/account/messages.ts';
import { requestForgottenPassword } from '../../api/account.ts';
import { failureMessage } from '../../api/messages.ts';
import { translateAccountMessage } from '../../i18n/accountMessage.ts';
import { Alert } from '../../ui/Alert.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { TextField } from '../../ui/TextField.tsx';

/** One email field and 'Send' (spec §2, §8): success text, non-200 'Invalid credentials', failure 'Unexpected error…'. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    setBusy(true);
    try {
      const result = await requestForgottenPassword(email.trim());
      setMessage(
        result.ok
          ? { tone: 'success', text: ACCOUNT_MESSAGES.forgotSuccess }
          : { tone: 'error', text: failureMessage(result, ACCOUNT_MESSAGES.invalidCredentials) },
      );
    } catch {
      setMessage({ tone: 'error', text: ACCOUNT_MESSAGES.unexpectedError });
    }
    setBusy(false);
  }

  return (
    <>
      {message && <Alert tone={message.tone}>{translateAccountMessage(message.text)}</Alert>}
      <form onSubmit={onSubmit} aria-label={t('forgot.formLabel')}>
        <TextField
          label={t('email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          hint={t('forgot.hint')}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <SubmitButton busy={busy} busyLabel={t('forgot.busy')}>
          {t('forgot.send')}
        </SubmitButton>
      </form>
    </>
  );
}
