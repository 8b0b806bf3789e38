import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../../api/client.ts';
import { Alert } from '../../ui/Alert.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { TextField } from '../../ui/TextField.tsx';

interface CodeFormProps {
  label: string;
  hint?: string;
  kind: 'code' | 'recovery';
  submitLabel: string;
  /** Sends the value; a failed answer is shown on the field (wrong code) or above the form. */
  send(value: string): Promise<ApiResult<unknown>>;
  onExpired(): void;
}

/** One field (a 6-digit code or a recovery code) and its submit button; server messages land on the field. */
export function CodeForm({ label, hint, kind, submitLabel, send, onExpired }: CodeFormProps) {
  const { t } = useTranslation('twoFactor');
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!value.trim()) return setFieldError(kind === 'code' ? t('codeRequired') : t('recoveryRequired'));
    setFieldError(null);
    setBusy(true);
    try {
      const r = await send(value.trim());
      if (r.ok) return;
      if (r.status === 401) return onExpired();
      if (r.status === 400 && r.error?.message) setFieldError(r.error.fields?.[0]?.message ?? r.error.message);
      else setError(r.status === 429 && r.error?.message ? r.error.message : t('failed'));
    } catch {
      setError(t('failed'));
    }
    setBusy(false);
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      {error && <Alert>{error}</Alert>}
      <TextField
        label={label}
        hint={hint}
        name={kind === 'code' ? 'one-time-code' : 'recovery-code'}
        autoComplete="one-time-code"
        inputMode={kind === 'code' ? 'numeric' : 'text'}
        autoCapitalize="characters"
        spellCheck={false}
        autoFocus
        required
        error={fieldError}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
    </form>
  );
}
