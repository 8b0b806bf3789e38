import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { AuditPage } from '@i129f/petition/api/account-data.ts';
import { accountDataApi } from '../../api/accountData.ts';
import { useUserInfo } from '../../session/session.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { ActivityList } from './ActivityList.tsx';
import { useDataText } from './texts.ts';
import './account-data.css';

/** Whose activity to show: staff open a client's from the Clients page (router state, never the URL). */
export interface ActivityTarget {
  email: string;
  fullName?: string;
}

const PAGE_SIZE = 25;

type Load = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; data: AuditPage };

/** /activity: the audit trail of the signed-in account, or of a client (staff), with paging. */
export default function ActivityPage() {
  const t = useDataText();
  const user = useUserInfo();
  const target = (useLocation().state as { activityOf?: ActivityTarget } | null)?.activityOf;
  const email = target?.email ?? user?.email ?? '';
  const own = !target || target.email === user?.email;
  const [page, setPage] = useState(1);
  const [othersOnly, setOthersOnly] = useState(false);
  const [load, setLoad] = useState<Load>({ kind: 'loading' });

  const fetchPage = useCallback(async () => {
    setLoad({ kind: 'loading' });
    try {
      const r = await accountDataApi.audit(email, page, PAGE_SIZE, othersOnly ? 'others' : 'anyone');
      setLoad(r.ok ? { kind: 'ready', data: r.data } : { kind: 'error' });
    } catch {
      setLoad({ kind: 'error' });
    }
  }, [email, page, othersOnly]);

  useEffect(() => {
    if (email) void fetchPage();
  }, [email, fetchPage]);

  const title = own ? t('activityTitle') : t('activityTitleOf', { name: target?.fullName ?? target?.email });
  const pages = load.kind === 'ready' ? Math.max(1, Math.ceil(load.data.total / PAGE_SIZE)) : 1;

  return (
    <section className="account-data" aria-labelledby="activity-title">
      <h1 id="activity-title">{title}</h1>
      <p>{t('activityIntro')}</p>
      {!own && (
        <p>
          <Link to="/clients">{t('backToClients')}</Link>
        </p>
      )}
      <label className="activity__filter">
        <input
          type="checkbox"
          checked={othersOnly}
          onChange={(e) => {
            setOthersOnly(e.target.checked);
            setPage(1);
          }}
        />
        {own ? t('othersOnly') : t('othersThan', { name: target?.fullName ?? target?.email })}
      </label>
      {load.kind === 'loading' && (
        <p role="status">
          <Spinner /> {t('activityLoading')}
        </p>
      )}
      {load.kind === 'error' && (
        <>
          <Alert>{t('activityError')}</Alert>
          <button type="button" className="button button--secondary" onClick={() => void fetchPage()}>
            {t('tryAgain')}
          </button>
        </>
      )}
      {load.kind === 'ready' && load.data.entries.length === 0 && <p role="status">{t('activityEmpty')}</p>}
      {load.kind === 'ready' && load.data.entries.length > 0 && (
        <>
          <ActivityList entries={load.data.entries} viewerEmail={user?.email ?? ''} caption={t('caption', { count: load.data.total })} />
          {pages > 1 && (
            <nav className="activity__pages" aria-label={t('pagesLabel')}>
              <button type="button" className="button button--secondary button--small" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                {t('newer')}
              </button>
              <span aria-live="polite">
                {t('pageOf', { page, pages })}
              </span>
              <button type="button" className="button button--secondary button--small" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                {t('older')}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
