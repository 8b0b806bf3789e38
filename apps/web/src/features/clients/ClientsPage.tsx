import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { saveBlob } from '../../api/saveBlob.ts';
import { useUserInfo } from '../../session/session.ts';
import { archiveName, clientsApi } from './clientsApi.ts';
import { allClients, buildRows, isReadyForReview, paginate, type ClientRow, type PageSize, type TopRow } from './clientRows.ts';
import { ClientsTable, type DownloadState, type LoadState } from './ClientsTable.tsx';
import { Pagination } from './Pagination.tsx';
import { InvitationsPanel } from '../invitations/InvitationsPanel.tsx';
import { AccountsPanel } from './AccountsPanel.tsx';
import { FirmLawyersPanel } from './FirmLawyersPanel.tsx';
import type { ListedUser } from '@i129f/petition/api/auth.ts';
import { clients as clientsEnglish } from '@i129f/petition/i18n/en/clients.ts';
import { registerEnglish } from '../../i18n/i18n.ts';
import { reviewApi } from '../review/reviewApi.ts';
import { sortRows, type ClientSort, type ClientSortKey } from '../review/sortClients.ts';
import type { ClientReviewSummary } from '@i129f/petition/api/review.ts';
import './clients.css';

registerEnglish('clients', clientsEnglish);

/** /clients (spec §2 Clients page, §6): lawyers and paralegals see their clients; a CLIENT sees nothing. */
export default function ClientsPage() {
  const { t } = useTranslation('clients');
  const user = useUserInfo();
  const staff = user?.userType === 'LAWYER' || user?.userType === 'PARALEGAL';
  return (
    <section className="clients" aria-labelledby="page-title">
      <h1 id="page-title">{t('page.title')}</h1>
      {staff && user ? (
        <StaffClients email={user.email} lawyer={user.userType === 'LAWYER'} />
      ) : (
        <p className="clients__client-only">
          {t('page.clientOnly')} <Link to="/documents">{t('page.goToFiles')}</Link>
        </p>
      )}
    </section>
  );
}

function useClientRows(email: string, generation = 0): { load: LoadState; rows: TopRow[]; tree?: ListedUser } {
  const [state, setState] = useState<{ load: LoadState; rows: TopRow[]; tree?: ListedUser }>({ load: 'loading', rows: [] });
  useEffect(() => {
    let live = true;
    // A reload after a change (generation) keeps the rows on screen, and the focus on the button that was used.
    setState((prev) => (prev.tree?.email === email ? prev : { load: 'loading', rows: [] }));
    Promise.all([clientsApi.tree(email), clientsApi.generated(email)])
      .then(([tree, generated]) => {
        if (!live) return;
        if (!tree.ok || !tree.data || !generated.ok) {
          console.error('Clients load failed', tree.status, generated.status);
          return setState({ load: 'error', rows: [] });
        }
        setState({ load: 'ready', rows: buildRows(tree.data, generated.data), tree: tree.data });
      })
      .catch((e: unknown) => {
        console.error('Clients load failed', e);
        if (live) setState({ load: 'error', rows: [] });
      });
    return () => {
      live = false;
    };
  }, [email, generation]);
  return state;
}

/** Review status and open comments per client e-mail (issue 10); null while loading or if it failed (the columns show '—'). */
function useReviewSummary(email: string): ReadonlyMap<string, ClientReviewSummary> | null {
  const [byEmail, setByEmail] = useState<ReadonlyMap<string, ClientReviewSummary> | null>(null);
  useEffect(() => {
    let live = true;
    reviewApi
      .summary()
      .then((r) => live && r.ok && Array.isArray(r.data?.clients) && setByEmail(new Map(r.data.clients.map((c) => [c.email, c]))))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [email]);
  return byEmail;
}

function StaffClients({ email, lawyer }: { email: string; lawyer: boolean }) {
  const { t } = useTranslation('clients');
  // Bumped after a reassignment or status change (AccountsPanel) so the table reloads.
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  const { load, rows: listed, tree } = useClientRows(email, generation);
  const summary = useReviewSummary(email);
  const [sort, setSort] = useState<ClientSort | null>(null);
  // ?status=ready (the link of the count, and of the staff mail): only the clients whose petition waits for review.
  const [params] = useSearchParams();
  const readyOnly = params.get('status') === 'ready';
  const merged = useMemo(() => {
    const withReview = (c: ClientRow): ClientRow => ({ ...c, review: summary?.get(c.email) });
    return listed.map((r): TopRow => (r.kind === 'client' ? withReview(r) : { ...r, clients: r.clients.map(withReview) }));
  }, [listed, summary]);
  const readyCount = useMemo(() => allClients(merged).filter(isReadyForReview).length, [merged]);
  const rows = useMemo(() => sortRows(readyOnly ? allClients(merged).filter(isReadyForReview) : merged, sort), [merged, readyOnly, sort]);
  const onSort = (key: ClientSortKey) =>
    setSort((prev) => ({ key, direction: prev?.key === key && prev.direction === 'ascending' ? 'descending' : 'ascending' }));
  const [pageSize, setPageSize] = useState<PageSize>(10);
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [download, setDownload] = useState<DownloadState | null>(null);
  const current = useMemo(() => paginate(rows, page, pageSize), [rows, page, pageSize]);

  const toggle = (id: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  async function downloadFiles(client: ClientRow) {
    setDownload({ email: client.email, status: 'busy' });
    try {
      const r = await clientsApi.archive(client.email);
      if (r.ok) {
        saveBlob(r.data, archiveName(client.email));
        return setDownload(null);
      }
      if (r.status !== 404) console.error('Client files download failed', r.status, r.error);
      setDownload({ email: client.email, status: r.status === 404 ? 'no-files' : 'failed' });
    } catch (e) {
      console.error('Client files download failed', e);
      setDownload({ email: client.email, status: 'failed' });
    }
  }

  return (
    <>
      {load === 'ready' && summary && (
        <p className="clients__ready" role="status">
          {readyCount > 0 ? t('page.readyCount', { count: readyCount }) : t('page.readyNone')}{' '}
          {readyOnly ? (
            <Link to="/clients" onClick={() => setPage(1)}>
              {t('page.showAll')}
            </Link>
          ) : (
            readyCount > 0 && (
              <Link to="/clients?status=ready" onClick={() => setPage(1)}>
                {t('page.showReady')}
              </Link>
            )
          )}
        </p>
      )}
      <ClientsTable
        caption={readyOnly ? t('page.readyCaption') : lawyer ? t('page.lawyerCaption') : t('page.paralegalCaption')}
        load={load}
        rows={current.rows}
        expanded={expanded}
        onToggle={toggle}
        download={download}
        onDownload={(c) => void downloadFiles(c)}
        sort={sort}
        onSort={onSort}
      />
      {load === 'ready' && rows.length > 0 && (
        <Pagination
          page={current.page}
          pageCount={current.pageCount}
          pageSize={pageSize}
          onPage={setPage}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      )}
      <AccountsPanel tree={tree ?? null} load={load} lawyer={lawyer} onChanged={reload} />
      {lawyer && <FirmLawyersPanel />}
      <InvitationsPanel lawyer={lawyer} />
    </>
  );
}
