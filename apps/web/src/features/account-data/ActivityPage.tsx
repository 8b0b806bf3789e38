import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { AuditPage } from '@i129f/petition/api/account-data.ts';
import { accountDataApi } from '../../api/accountData.ts';
import { useUserInfo } from '../../session/session.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { ActivityList } from './ActivityList.tsx';
import { DATA_TEXT } from './texts.ts';
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

  const title = own ? DATA_TEXT.activityTitle : `${DATA_TEXT.activityTitle}: ${target?.fullName ?? target?.email}`;
  const pages = load.kind === 'ready' ? Math.max(1, Math.ceil(load.data.total / PAGE_SIZE)) : 1;

  return (
    <section className="account-data" aria-labelledby="activity-title">
      <h1 id="activity-title">{title}</h1>
      <p>{DATA_TEXT.activityIntro}</p>
      {!own && (
        <p>
          <Link to="/clients">Back to Clients</Link>
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
        {own ? 'Show only what others did' : `Show only what others than ${target?.fullName ?? target?.email} did`}
      </label>
      {load.kind === 'loading' && (
        <p role="status">
          <Spinner /> {DATA_TEXT.activityLoading}
        </p>
      )}
      {load.kind === 'error' && (
        <>
          <Alert>{DATA_TEXT.activityError}</Alert>
          <button type="button" className="button button--secondary" onClick={() => void fetchPage()}>
            Try again
          </button>
        </>
      )}
      {load.kind === 'ready' && load.data.entries.length === 0 && <p role="status">{DATA_TEXT.activityEmpty}</p>}
      {load.kind === 'ready' && load.data.entries.length > 0 && (
        <>
          <ActivityList entries={load.data.entries} viewerEmail={user?.email ?? ''} caption={`${load.data.total} recorded ${load.data.total === 1 ? 'action' : 'actions'}, newest first`} />
          {pages > 1 && (
            <nav className="activity__pages" aria-label="Activity pages">
              <button type="button" className="button button--secondary button--small" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                Newer
              </button>
              <span aria-live="polite">
                Page {page} of {pages}
              </span>
              <button type="button" className="button button--secondary button--small" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                Older
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
