import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, pageNumbers, type PageSize } from './clientRows.ts';

interface PaginationProps {
  page: number;
  pageCount: number;
  pageSize: PageSize;
  onPage(page: number): void;
  onPageSize(size: PageSize): void;
}

/**
 * Rows per page (10, 20, 50), Prev, page numbers and Next (spec §2 Clients page). Prev/Next at the ends are
 * aria-disabled rather than disabled so keyboard focus stays on them.
 */
export function Pagination({ page, pageCount, pageSize, onPage, onPageSize }: PaginationProps) {
  const { t } = useTranslation('clients');
  const selectId = useId();
  return (
    <div className="clients__pagination">
      <div className="clients__page-size">
        <label htmlFor={selectId}>{t('page.rowsPerPage')}</label>
        <select id={selectId} value={pageSize} onChange={(ev) => onPageSize(Number(ev.target.value) as PageSize)}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <nav aria-label={t('page.pages')}>
        <ul className="clients__pages">
          <li>
            <button type="button" className="button button--small" aria-disabled={page <= 1 || undefined} onClick={() => page > 1 && onPage(page - 1)}>
              {t('page.prev')}
            </button>
          </li>
          {pageNumbers(page, pageCount).map((n, i) =>
            n === 'gap' ? (
              <li key={`gap-${i}`} className="clients__gap" aria-hidden="true">
                …
              </li>
            ) : (
              <li key={n}>
                <button
                  type="button"
                  className={n === page ? 'button button--small button--primary' : 'button button--small'}
                  aria-label={t('page.pageN', { n })}
                  aria-current={n === page ? 'page' : undefined}
                  onClick={() => onPage(n)}
                >
                  {n}
                </button>
              </li>
            ),
          )}
          <li>
            <button type="button" className="button button--small" aria-disabled={page >= pageCount || undefined} onClick={() => page < pageCount && onPage(page + 1)}>
              {t('page.next')}
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
