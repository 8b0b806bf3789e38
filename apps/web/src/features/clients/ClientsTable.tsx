import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '../../ui/Spinner.tsx';
import type { ClientRow, TopRow } from './clientRows.ts';
import type { ClientSort, ClientSortKey } from '../review/sortClients.ts';
import { useReviewText } from '../review/reviewTexts.ts';

export type LoadState = 'loading' | 'error' | 'ready';

/** What a client row's Download Files shows: busy while downloading, then an inline alert if it failed. */
export interface DownloadState {
  email: string;
  status: 'busy' | 'no-files' | 'failed';
}

interface ClientsTableProps {
  caption: string;
  load: LoadState;
  rows: TopRow[];
  expanded: ReadonlySet<string>;
  onToggle(paralegalId: string): void;
  download: DownloadState | null;
  onDownload(client: ClientRow): void;
  sort?: ClientSort | null;
  onSort?(key: ClientSortKey): void;
}

const COLUMNS = ['Name', 'Role', 'Email', 'Review status', 'Open comments', 'Generated Files'] as const;
/** Columns sorted by a button in their header (aria-sort tells the order). */
/** Each column's text in the clients namespace. */
const COLUMN_KEYS = { Name: 'page.colName', Role: 'page.colRole', Email: 'page.colEmail', 'Review status': 'page.colStatus', 'Open comments': 'page.colComments', 'Generated Files': 'page.colFiles' } as const;

/** The role words of clientRows.ts roleLabel, shown in the reader's language (an unknown role as it came). */
const ROLE_KEYS: Record<string, 'page.roleLawyer' | 'page.roleParalegal' | 'page.roleClient'> = { Lawyer: 'page.roleLawyer', Paralegal: 'page.roleParalegal', Client: 'page.roleClient' };

const SORTABLE: Partial<Record<(typeof COLUMNS)[number], ClientSortKey>> = { Name: 'name', 'Review status': 'status', 'Open comments': 'comments' };

/** The users table of the Clients page: paralegal rows open (aria-expanded) onto their clients' rows. */
export function ClientsTable({ caption, load, rows, expanded, onToggle, download, onDownload, sort = null, onSort }: ClientsTableProps) {
  const { t } = useTranslation('clients');
  const message = (content: ReactNode) => (
    <tr>
      <td colSpan={COLUMNS.length} className="clients__message">
        {content}
      </td>
    </tr>
  );
  let body: ReactNode;
  if (load === 'loading') {
    body = message(
      <span role="status">
        <Spinner /> {t('page.loading')}
      </span>,
    );
  } else if (load === 'error') {
    body = message(<span role="alert">{t('page.loadError')}</span>);
  } else if (rows.length === 0) {
    body = message(t('page.empty'));
  } else {
    body = rows.flatMap((row) =>
      row.kind === 'client'
        ? [<ClientTr key={row.id} client={row} nested={false} download={download} onDownload={onDownload} />]
        : [
            <ParalegalTr key={row.id} row={row} open={expanded.has(row.id)} onToggle={onToggle} />,
            ...row.clients.map((c) => (
              <ClientTr key={`${row.id}/${c.id}`} client={c} nested hidden={!expanded.has(row.id)} rowId={nestedId(row.id, c.id)} download={download} onDownload={onDownload} />
            )),
          ],
    );
  }
  return (
    <div className="clients__scroll">
      <table className="clients__table" aria-busy={load === 'loading' || undefined}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {COLUMNS.map((c) => {
              const key = SORTABLE[c];
              const active = key !== undefined && sort?.key === key;
              return (
                <th key={c} scope="col" aria-sort={active ? sort.direction : undefined}>
                  {key && onSort ? (
                    <button type="button" className="clients__sort" onClick={() => onSort(key)}>
                      {t(COLUMN_KEYS[c])}
                      <span aria-hidden="true">{active ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ' ↕'}</span>
                    </button>
                  ) : (
                    t(COLUMN_KEYS[c])
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </table>
    </div>
  );
}

const nestedId = (paralegalId: string, clientId: string) => `clients-row-${paralegalId}-${clientId}`;

function ParalegalTr({ row, open, onToggle }: { row: Extract<TopRow, { kind: 'paralegal' }>; open: boolean; onToggle(id: string): void }) {
  const { t } = useTranslation('clients');
  const count = row.clients.length;
  return (
    <tr className="clients__paralegal">
      <th scope="row">
        <button
          type="button"
          className="clients__toggle"
          aria-expanded={open}
          aria-controls={count ? row.clients.map((c) => nestedId(row.id, c.id)).join(' ') : undefined}
          onClick={() => onToggle(row.id)}
        >
          <span className="clients__chevron" aria-hidden="true">
            {open ? '▾' : '▸'}
          </span>
          <bdi>{row.fullName}</bdi>
          <span className="clients__count">
            {' '}({t('page.clientCount', { count })})
          </span>
        </button>
      </th>
      <td data-label={t('page.colRole')}>{ROLE_KEYS[row.role] ? t(ROLE_KEYS[row.role]!) : row.role}</td>
      <td className="clients__email" data-label={t('page.colEmail')}>
        <bdi>{row.email}</bdi>
      </td>
      <td />
      <td />
      <td />
    </tr>
  );
}

interface ClientTrProps {
  client: ClientRow;
  nested: boolean;
  hidden?: boolean;
  rowId?: string;
  download: DownloadState | null;
  onDownload(client: ClientRow): void;
}

function ClientTr({ client, nested, hidden, rowId, download, onDownload }: ClientTrProps) {
  const { t } = useTranslation('clients');
  const { t: tr } = useReviewText();
  const mine = download?.email === client.email ? download : null;
  const files = client.generatedFiles;
  return (
    <tr id={rowId} hidden={hidden} className={nested ? 'clients__client clients__client--nested' : 'clients__client'}>
      <th scope="row" className="clients__name">
        <bdi>{client.fullName}</bdi>
      </th>
      <td data-label={t('page.colRole')}>{ROLE_KEYS[client.role] ? t(ROLE_KEYS[client.role]!) : client.role}</td>
      <td className="clients__email" data-label={t('page.colEmail')}>
        <bdi>{client.email}</bdi>
      </td>
      <td data-label={t('page.colStatus')}>{client.deactivated ? t('page.statusDeactivated') : client.review ? tr(`status.${client.review.status}`) : '—'}</td>
      <td data-label={t('page.colComments')}>{client.review ? client.review.openComments : '—'}</td>
      <td data-label={t('page.colFiles')}>
        <div className="clients__files">
        {files.length ? (
          <ul className="clients__file-list" aria-label={t('page.fileList', { count: files.length })}>
            {files.map((f) => (
              <li key={f}>
                <bdi>{f}</bdi>
              </li>
            ))}
          </ul>
        ) : (
          <span className="clients__none">{t('page.noFileCount')}</span>
        )}
        <button
          type="button"
          className="button button--small button--secondary"
          aria-label={t('page.downloadFor', { name: client.fullName })}
          // aria-disabled keeps focus on the button while it works (a disabled button drops it).
          aria-disabled={mine?.status === 'busy' || undefined}
          onClick={() => mine?.status !== 'busy' && onDownload(client)}
        >
          {mine?.status === 'busy' && <Spinner />}
          {t('page.download')}
        </button>
        {/* Whose activity travels in router state, not in the URL (no e-mail addresses in URLs). */}
        <Link to="/review" state={{ reviewOf: { email: client.email, fullName: client.fullName } }} className="button button--small button--secondary" aria-label={t('page.reviewFor', { name: client.fullName })}>
          {t('page.review')}
        </Link>
        <Link to="/activity" state={{ activityOf: { email: client.email, fullName: client.fullName } }} className="button button--small button--secondary" aria-label={t('page.activityFor', { name: client.fullName })}>
          {t('page.activity')}
        </Link>
        {mine?.status === 'no-files' && <p role="alert" className="clients__row-alert">{t('page.noFiles')}</p>}
        {mine?.status === 'failed' && <p role="alert" className="clients__row-alert">{t('page.downloadFailed')}</p>}
        </div>
      </td>
    </tr>
  );
}
