import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkEmail } from '@i129f/petition/account/validators.ts';
import type { InvitableType } from '@i129f/petition/api/invitations.ts';
import { answerMessage } from './answerMessage.ts';
import { translateAccountMessage } from '../../i18n/accountMessage.ts';
import { Alert } from '../../ui/Alert.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useFocusFirstInvalid } from '../../ui/useFocusFirstInvalid.ts';
import { invitationsApi } from './invitationsApi.ts';

interface InviteFormProps {
  userType: InvitableType;
  /** Called after an invitation was sent (the pending list reloads). */
  onSent(): void;
}

type Errors = { fullName?: string; email?: string };

/** "Invite a client" / "Add a paralegal": name and e-mail → POST /api/invitations; the result is announced. */
export function InviteForm({ userType, onSent }: InviteFormProps) {
  const { t } = useTranslation('invitations');
  const titleId = useId();
  const client = userType === 'CLIENT';
  const [values, setValues] = useState({ fullName: '', email: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useFocusFirstInvalid(errors);
  const bind = (key: keyof typeof values) => ({
    value: values[key],
    error: translateAccountMessage(errors[key]),
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [key]: e.target.value })),
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    const email = checkEmail(values.email);
    const found: Errors = {
      fullName: values.fullName.trim() ? undefined : t('nameRequired'),
      email: email.ok ? undefined : email.message,
    };
    setErrors(found);
    if (found.fullName || found.email) return;
    setBusy(true);
    try {
      const r = await invitationsApi.create({ fullName: values.fullName.trim(), email: values.email.trim(), userType });
      if (r.ok) {
        setResult({ tone: 'success', text: t('sent', { email: r.data.invitation.email }) });
        setValues({ fullName: '', email: '' });
        onSent();
      } else {
        const byField = Object.fromEntries((r.error?.fields ?? []).map((f) => [f.path, f.message])) as Errors;
        if (byField.email || byField.fullName) setErrors(byField);
        setResult({ tone: 'error', text: answerMessage(r, t('failed')) });
      }
    } catch {
      setResult({ tone: 'error', text: t('failed') });
    }
    setBusy(false);
  }

  return (
    <section className="invite" aria-labelledby={titleId}>
      <h2 id={titleId}>{client ? t('clientTitle') : t('paralegalTitle')}</h2>
      <p className="invite__intro">{client ? t('clientIntro') : t('paralegalIntro')}</p>
      {result && <Alert tone={result.tone}>{result.text}</Alert>}
      <form ref={formRef} onSubmit={onSubmit} aria-labelledby={titleId} noValidate>
        <div className="invite__fields">
          <TextField label={client ? t('clientName') : t('paralegalName')} name="fullName" autoComplete="off" required {...bind('fullName')} />
          <TextField label={client ? t('clientEmail') : t('paralegalEmail')} type="email" name="email" autoComplete="off" required {...bind('email')} />
        </div>
        <SubmitButton busy={busy} busyLabel={t('sending')}>
          {client ? t('sendClient') : t('sendParalegal')}
        </SubmitButton>
      </form>
    </section>
  );
}
