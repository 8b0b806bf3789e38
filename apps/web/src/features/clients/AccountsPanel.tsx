import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListedUser } from '@i129f/petition/api/auth.ts';
import { clients } from '@i129f/petition/i18n/en/clients.ts';
import { registerEnglish } from '../../i18n/i18n.ts';
import type { ApiResult } from '../../api/client.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { accountStatusApi, managedAccounts, type ManagedAccount } from './accountStatus.ts';
import { ConfirmDeactivate, ReassignDialog } from './AccountDialogs.tsx';
import type { LoadState } from './ClientsTable.tsx';
import './accounts.css';

registerEnglish('clients', clients);

type Open = { kind: 'deactivate' | 'reassign' | 'reset'; account: ManagedAccount } | null;

/**
 * The Clients page's account management (issue 10.1): each paralegal (for a lawyer) and client with its status;
 * Deactivate asks in a native dialog first, Reactivate acts at once, a lawyer reassigns a client to a paralegal.
 */
export function AccountsPanel({ tree, load, lawyer, onChanged }: { tree: ListedUser | null; load: LoadState; lawyer: boolean; onChanged(): void }) {
  const { t } = useTranslation('clients');
  const titleId = useId();
  // The Clients page's listing (one request for the table and this panel); it reloads after a change.
  const accounts = useMemo(() => (tree ? managedAccounts(tree) : []), [tree]);
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const changed = useCallback(
    (text: string) => {
      setNotice({ tone: 'success', text });
      onChanged();
    },
    [onChanged],
  );

  /** `done` is the notice after success; a function of the answer when the answer adds to it (revoked invitations). */
  async function run<T>(account: ManagedAccount, call: () => Promise<ApiResult<T>>, done: string | ((data: T) => string)): Promise<boolean> {
    setBusy(account.email);
    setNotice(null);
    try {
      const r = await call();
      setBusy(null);
      if (r.ok) {
        changed(typeof done === 'string' ? done : done(r.data));
        return true;
      }
    } catch {
      setBusy(null);
    }
    setNotice({ tone: 'error', text: t('accounts.failed') });
    return false;
  }

  const paralegals = accounts.filter((a) => a.kind === 'paralegal' && !a.deactivated);
  const opener = (kind: 'deactivate' | 'reassign' | 'reset', account: ManagedAccount) => () => setOpen({ kind, account });

  return (
    <section className="accounts" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('accounts.title')}</h2>
      <p className="accounts__intro">{lawyer ? t('accounts.lawyerIntro') : t('accounts.paralegalIntro')}</p>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {load === 'loading' && !tree && (
        <p role="status">
          <Spinner /> {t('accounts.loading')}
        </p>
      )}
      {load === 'error' && <Alert>{t('accounts.loadError')}</Alert>}
      {tree && accounts.length === 0 && <p className="accounts__none">{t('accounts.empty')}</p>}
      {tree && accounts.length > 0 && (
        <ul className="accounts__list" aria-label={t('accounts.listLabel')}>
          {accounts.map((a) => (
            <li key={a.email} className="accounts__item">
              <div>
                <bdi className="accounts__name">{a.fullName}</bdi> <bdi className="accounts__email">{a.email}</bdi>
                <span className="accounts__meta">
                  {a.kind === 'paralegal' ? t('accounts.paralegal') : t('accounts.client')}
                  {a.kind === 'client' && lawyer && ` · ${a.paralegalEmail ? t('accounts.under', { paralegal: a.paralegalEmail }) : t('accounts.direct')}`}
                  {' · '}
                  <strong className={a.deactivated ? 'accounts__status accounts__status--off' : 'accounts__status'}>{a.deactivated ? t('accounts.deactivated') : t('accounts.active')}</strong>
                </span>
              </div>
              <div className="accounts__actions">
                {busy === a.email && <Spinner />}
                {lawyer && a.kind === 'paralegal' && (
                  <button type="button" className="button button--small button--secondary" aria-label={t('accounts.resetFor', { name: a.fullName })} onClick={opener('reset', a)}>
                    {t('accounts.reset')}
                  </button>
                )}
                {lawyer && a.kind === 'client' && (
                  <button type="button" className="button button--small button--secondary" aria-label={t('accounts.reassignFor', { name: a.fullName })} onClick={opener('reassign', a)} disabled={paralegals.length === 0}>
                    {t('accounts.reassign')}
                  </button>
                )}
                {a.deactivated ? (
                  <button type="button" className="button button--small button--secondary" aria-label={t('accounts.reactivateFor', { name: a.fullName })} onClick={() => void run(a, () => accountStatusApi.reactivate(a.email), t('accounts.reactivated', { name: a.fullName }))}>
                    {t('accounts.reactivate')}
                  </button>
                ) : (
                  <button type="button" className="button button--small button--danger" aria-label={t('accounts.deactivateFor', { name: a.fullName })} onClick={opener('deactivate', a)}>
                    {t('accounts.deactivate')}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {open?.kind === 'deactivate' && (
        <ConfirmDeactivate
          account={open.account}
          onCancel={() => setOpen(null)}
          onConfirm={async () => {
            const done = t('accounts.deactivatedDone', { name: open.account.fullName });
            // A deactivated paralegal's pending invitations are revoked with it (issue 23.5): say how many.
            const ok = await run(open.account, () => accountStatusApi.deactivate(open.account.email), (data) =>
              data.invitationsRevoked > 0 ? `${done} ${t('accounts.invitationsRevoked', { count: data.invitationsRevoked })}` : done,
            );
            setOpen(null);
            return ok;
          }}
        />
      )}
      {open?.kind === 'reset' && (
        <ConfirmDeactivate
          reset
          account={open.account}
          onCancel={() => setOpen(null)}
          onConfirm={async () => {
            const ok = await run(open.account, () => accountStatusApi.resetTwoFactor(open.account.email), t('accounts.resetDone', { name: open.account.fullName }));
            setOpen(null);
            return ok;
          }}
        />
      )}
      {open?.kind === 'reassign' && (
        <ReassignDialog
          account={open.account}
          paralegals={paralegals}
          onCancel={() => setOpen(null)}
          onReassign={async (paralegal) => {
            const ok = await run(open.account, () => accountStatusApi.reassign(open.account.email, paralegal.email), t('accounts.reassigned', { client: open.account.fullName, paralegal: paralegal.fullName }));
            if (ok) setOpen(null);
            return ok;
          }}
        />
      )}
    </section>
  );
}
