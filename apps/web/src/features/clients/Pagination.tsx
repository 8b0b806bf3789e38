import { useId } from 'react';
import { PAGE_SIZES, type PageSize } from './clientRows.ts';

interface PaginationProps {
  page: number;
  pageCount: number;
  pageSize: PageSize;
  onPage(page: number): void;
  onPageSize(size: PageSize): void;
}

/** Rows per page (10, 20, 50), Prev, page numbers and Next (spec §2 Clients page). */
export function Pagination({ page, pageCount, pageSize, onPage, onPageSize }: PaginationProps) {
  const selectId = useId();
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  return (
    <div className="clients__pagination">
      <div className="clients__page-size">
        <label htmlFor={selectId}>Rows per page</label>
        <select id={selectId} value={pageSize} onChange={(ev) => onPageSize(Number(ev.target.value) as PageSize)}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <nav aria-label="Pages">
        <ul className="clients__pages">
          <li>
            <button type="button" className="button button--small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
              Prev
            </button>
          </li>
          {pages.map((n) => (
            <li key={n}>
              <button
                type="button"
                className={n === page ? 'button button--small button--primary' : 'button button--small'}
                aria-label={`Page ${n}`}
                aria-current={n === page ? 'page' : undefined}
                onClick={() => onPage(n)}
              >
                {n}
              </button>
            </li>
          ))}
          <li>
            <button type="button" className="button button--small" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
              Next
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
