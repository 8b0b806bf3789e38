import type { ClientReviewSummary, PetitionStatus } from '@i129f/petition/api/review.ts';

export type ClientSortKey = 'name' | 'status' | 'comments';
export interface ClientSort {
  key: ClientSortKey;
  direction: 'ascending' | 'descending';
}

/** What needs the firm first: ready for review, then changes requested, in progress, approved. */
const STATUS_ORDER: Record<PetitionStatus, number> = { ready: 0, changes_requested: 1, in_progress: 2, approved: 3 };

interface Sortable {
  fullName: string;
  review?: ClientReviewSummary;
}

/** Compares two clients by the chosen column (ties by name), for the Clients page. */
export function compareClients(sort: ClientSort) {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return (a: Sortable, b: Sortable): number => {
    const byName = a.fullName.localeCompare(b.fullName);
    let d = 0;
    if (sort.key === 'status') d = STATUS_ORDER[a.review?.status ?? 'in_progress'] - STATUS_ORDER[b.review?.status ?? 'in_progress'];
    else if (sort.key === 'comments') d = (a.review?.openComments ?? 0) - (b.review?.openComments ?? 0);
    else d = byName;
    return sign * d || byName;
  };
}

type Row = (Sortable & { kind: 'client' }) | { kind: 'paralegal'; clients: readonly Sortable[] };

/** Sorts the clients of each group (a lawyer's direct clients, each paralegal's clients); paralegal rows keep their place. */
export function sortRows<R extends Row>(rows: readonly R[], sort: ClientSort | null): R[] {
  if (!sort) return [...rows];
  const cmp = compareClients(sort);
  const paralegals = rows.filter((r) => r.kind === 'paralegal').map((p) => ({ ...p, clients: [...(p as Extract<Row, { kind: 'paralegal' }>).clients].sort(cmp) }));
  const clients = rows.filter((r) => r.kind === 'client').sort((a, b) => cmp(a as Sortable, b as Sortable));
  return [...paralegals, ...clients];
}
