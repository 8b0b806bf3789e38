import type { ListedUser } from '@i129f/petition/api/auth.ts';
import type { ClientReviewSummary } from '@i129f/petition/api/review.ts';

export interface ClientRow {
  kind: 'client';
  id: string;
  fullName: string;
  email: string;
  role: string;
  generatedFiles: string[];
  /** Deactivated by the firm (no sign-in): the status column says so instead of the review status. */
  deactivated: boolean;
  /** Review status and open comments (features/review); absent while unknown. */
  review?: ClientReviewSummary;
}

export interface ParalegalRow {
  kind: 'paralegal';
  id: string;
  fullName: string;
  email: string;
  role: string;
  clients: ClientRow[];
}

/** A top-level row of the table: what pagination counts. A paralegal's clients open beneath it. */
export type TopRow = ParalegalRow | ClientRow;

export const PAGE_SIZES = [10, 20, 50] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

const ROLE_LABELS: Record<string, string> = { lawyer: 'Lawyer', paralegal: 'Paralegal', u: 'Client' };

/** roles[0].role of the listing, as a word ('u' is a plain client). */
export const roleLabel = (user: ListedUser): string => {
  const role = user.roles[0]?.role ?? '';
  return ROLE_LABELS[role] ?? role;
};

const clientRow = (u: ListedUser, generated: ReadonlyMap<string, string[]>): ClientRow => ({
  kind: 'client',
  id: u.userId,
  fullName: u.fullName,
  email: u.email,
  role: roleLabel(u),
  generatedFiles: generated.get(u.email) ?? [],
  deactivated: u.deactivated === true,
});

/** Lawyer: its paralegals (with their clients), then its direct clients. Paralegal: its clients. Anyone else: nothing. */
export function buildRows(tree: ListedUser, generated: ReadonlyMap<string, string[]>): TopRow[] {
  const clients = (tree.clients ?? []).map((c) => clientRow(c, generated));
  if (tree.userType === 'PARALEGAL') return clients;
  if (tree.userType !== 'LAWYER') return [];
  const paralegals = (tree.paralegals ?? []).map(
    (p): ParalegalRow => ({
      kind: 'paralegal',
      id: p.userId,
      fullName: p.fullName,
      email: p.email,
      role: roleLabel(p),
      clients: (p.clients ?? []).map((c) => clientRow(c, generated)),
    }),
  );
  return [...paralegals, ...clients];
}

/** A client whose petition waits for the firm: marked ready for review and not deactivated. */
export const isReadyForReview = (c: ClientRow): boolean => !c.deactivated && c.review?.status === 'ready';

/** Every client of the table (a lawyer's paralegals' clients, then the direct ones), in table order. */
export const allClients = (rows: readonly TopRow[]): ClientRow[] => rows.flatMap((r) => (r.kind === 'client' ? [r] : r.clients));

/** One page of `rows`; `page` (1-based) is clamped to the pages that exist. */
export function paginate<T>(rows: readonly T[], page: number, size: number): { rows: T[]; page: number; pageCount: number } {
  const pageCount = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, page), pageCount);
  return { rows: rows.slice((current - 1) * size, current * size), page: current, pageCount };
}

/** Page buttons to show: all of them up to 7 pages, else the first, the last and two either side of `page`, with gaps. */
export function pageNumbers(page: number, pageCount: number): Array<number | 'gap'> {
  const shown = new Set([1, pageCount]);
  for (let n = page - 2; n <= page + 2; n += 1) if (n >= 1 && n <= pageCount) shown.add(n);
  if (pageCount <= 7) for (let n = 1; n <= pageCount; n += 1) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((n, i) => (i > 0 && n - sorted[i - 1]! > 1 ? ['gap' as const, n] : [n]));
}
