import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FirmLawyer } from '@i129f/petition/api/two-factor.ts';
import { clients } from '@i129f/petition/i18n/en/clients.ts';
import { registerEnglish } from '../../i18n/i18n.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { ConfirmDeactivate } from './AccountDialogs.tsx';
import { accountStatusApi } from './accountStatus.ts';
import './accounts.css';

registerEnglish('clients', clients);

type Load = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; lawyers: FirmLawyer[] };

/**
 * The other lawyers of the signed-in lawyer's firm (issue 23.7): a lawyer who lost both the phone and the recovery
 * codes gets its two-factor login reset by a colleague — the server mails them a new set-up link, which works with
 * their password. Lawyers only; the data of the other lawyer stays out of reach (this is not an access rule).
 */
export function FirmLawyersPanel() {
  const { t } = useTranslation('clients');
  const titleId = useId();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [open, setOpen] = useState<FirmLawyer | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const reload = useCallback(() => {
    let live = true;
    accountStatusApi.firmLawyers().then(
      (r) => live && setLoad(r.ok && Array.isArray(r.data?.lawyers) ? { kind: 'ready', lawyers: r.data.lawyers } : { kind: 'error' }),
      () => live && setLoad({ kind: 'error' }),
    );
    return () => {
      live = false;
    };
  }, []);
  useEffect(reload, [reload]);

  return (
    <section className="accounts" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('accounts.firmTitle')}</h2>
      <p className="accounts__intro">{t('accounts.firmIntro')}</p>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {load.kind === 'loading' && (
        <p role="status">
          <Spinner /> {t('accounts.firmLoading')}
        </p>
      )}
      {load.kind === 'error' && <Alert>{t('accounts.firmLoadError')}</Alert>}
      {load.kind === 'ready' && load.lawyers.length === 0 && <p className="accounts__none">{t('accounts.firmNone')}</p>}
      {load.kind === 'ready' && load.lawyers.length > 0 && (
        <ul className="accounts__list" aria-label={t('accounts.firmListLabel')}>
          {load.lawyers.map((l) => (
            <li key={l.email} className="accounts__item">
              <div>
                <bdi className="accounts__name">{l.fullName}</bdi> <bdi className="accounts__email">{l.email}</bdi>
                <span className="accounts__meta">
                  {t('accounts.lawyer')} · <strong className="accounts__status">{l.twoFactorEnrolled ? t('accounts.enrolled') : t('accounts.notEnrolled')}</strong>
                </span>
              </div>
              <div className="accounts__actions">
                <button type="button" className="button button--small button--secondary" aria-label={t('accounts.resetFor', { name: l.fullName })} onClick={() => setOpen(l)}>
                  {t('accounts.reset')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <ConfirmDeactivate
          reset
          account={open}
          onCancel={() => setOpen(null)}
          onConfirm={async () => {
            const r = await accountStatusApi.resetTwoFactor(open.email).catch(() => null);
            setNotice(r?.ok ? { tone: 'success', text: t('accounts.resetDone', { name: open.fullName }) } : { tone: 'error', text: t('accounts.failed') });
            setOpen(null);
            if (r?.ok) reload();
            return Boolean(r?.ok);
          }}
        />
      )}
    </section>
  );
}
