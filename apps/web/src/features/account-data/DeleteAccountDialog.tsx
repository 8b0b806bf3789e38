import { useId, useState, type FormEvent } from 'react';
import { Modal } from '../upload/Modal.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useDataText } from './texts.ts';

export type DeleteOutcome = { ok: true } | { ok: false; field?: string; message: string };

interface DeleteAccountDialogProps {
  onCancel(): void;
  onDelete(password: string): Promise<DeleteOutcome>;
}

/** Native <dialog> that asks for the password before the account is deleted (Escape or Cancel closes). */
export function DeleteAccountDialog({ onCancel, onDelete }: DeleteAccountDialogProps) {
  const t = useDataText();
  const textId = useId();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFieldError(null);
    setError(null);
    if (!password) {
      setFieldError(t('passwordRequired'));
      return;
    }
    setBusy(true);
    const outcome = await onDelete(password);
    if (outcome.ok) return;
    setBusy(false);
    if (outcome.field === 'password') setFieldError(outcome.message);
    else setError(outcome.message);
  }

  return (
    <Modal title={t('deleteTitle')} onClose={onCancel} describedBy={textId}>
      <p id={textId}>{t('deleteIntro')}</p>
      {error && <Alert>{error}</Alert>}
      <form onSubmit={submit} aria-label={t('deleteTitle')} noValidate>
        <TextField
          label={t('deletePasswordLabel')}
          type="password"
          name="password"
          autoComplete="current-password"
          autoFocus
          value={password}
          error={fieldError}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className="modal__actions">
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('cancel')}
          </button>
          <button type="submit" className="button button--danger" aria-disabled={busy || undefined} aria-busy={busy}>
            {busy && <Spinner />}
            {t('deleteConfirm')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
