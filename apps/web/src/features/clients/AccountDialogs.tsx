import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../upload/Modal.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import type { ManagedAccount } from './accountStatus.ts';

/** Native <dialog>: deactivation (or a two-factor reset) is confirmed first (Escape or Cancel closes, focus goes back to the button). */
export function ConfirmDeactivate({ account, onCancel, onConfirm, reset = false }: { account: Pick<ManagedAccount, 'email' | 'fullName'>; onCancel(): void; onConfirm(): Promise<boolean>; reset?: boolean }) {
  const { t } = useTranslation('clients');
  const textId = useId();
  const [busy, setBusy] = useState(false);
  return (
    <Modal title={reset ? t('accounts.resetTitle', { name: account.fullName }) : t('accounts.confirmTitle', { name: account.fullName })} onClose={onCancel} describedBy={textId}>
      <p id={textId}>{reset ? t('accounts.resetText', { email: account.email }) : t('accounts.confirmText', { email: account.email })}</p>
      <div className="modal__actions">
        <button type="button" className="button button--secondary" onClick={onCancel} autoFocus>
          {t('accounts.cancel')}
        </button>
        <button
          type="button"
          className="button button--danger"
          aria-disabled={busy || undefined}
          onClick={async () => {
            if (busy) return;
            setBusy(true);
            await onConfirm();
          }}
        >
          {busy && <Spinner />}
          {reset ? t('accounts.reset') : t('accounts.deactivate')}
        </button>
      </div>
    </Modal>
  );
}

/** Native <dialog>: pick one of the lawyer's active paralegals for the client. */
export function ReassignDialog({ account, paralegals, onCancel, onReassign }: { account: ManagedAccount; paralegals: ManagedAccount[]; onCancel(): void; onReassign(p: ManagedAccount): Promise<boolean> }) {
  const { t } = useTranslation('clients');
  const selectId = useId();
  const others = paralegals.filter((p) => p.email !== account.paralegalEmail);
  const [choice, setChoice] = useState(others[0]?.email ?? '');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const paralegal = others.find((p) => p.email === choice);
    if (!paralegal || busy) return;
    setBusy(true);
    if (!(await onReassign(paralegal))) setBusy(false);
  }

  return (
    <Modal title={t('accounts.reassignTitle', { name: account.fullName })} onClose={onCancel}>
      {others.length === 0 ? (
        <p>{t('accounts.noOtherParalegal')}</p>
      ) : (
        <form onSubmit={submit} aria-label={t('accounts.reassignTitle', { name: account.fullName })}>
          <div className="field">
            <label htmlFor={selectId} className="field__label">
              {t('accounts.paralegalLabel')}
            </label>
            <select id={selectId} className="field__input" value={choice} onChange={(e) => setChoice(e.target.value)} autoFocus>
              {others.map((p) => (
                <option key={p.email} value={p.email}>
                  {/* An <option> holds text only: first-strong isolates (U+2068 … U+2069) do what <bdi> does elsewhere. */}
                  {`\u2068${p.fullName}\u2069 (\u2068${p.email}\u2069)`}
                </option>
              ))}
            </select>
          </div>
          <div className="modal__actions">
            <button type="button" className="button button--secondary" onClick={onCancel}>
              {t('accounts.cancel')}
            </button>
            <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
              {busy && <Spinner />}
              {t('accounts.reassign')}
            </button>
          </div>
        </form>
      )}
      {others.length === 0 && (
        <div className="modal__actions">
          <button type="button" className="button button--secondary" onClick={onCancel} autoFocus>
            {t('accounts.cancel')}
          </button>
        </div>
      )}
    </Modal>
  );
}
