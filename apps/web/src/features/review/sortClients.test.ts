import { describe, expect, it } from 'vitest';
import { sortRows } from './sortClients.ts';

const client = (fullName: string, status: 'in_progress' | 'ready' | 'changes_requested' | 'approved', openComments: number) => ({
  kind: 'client' as const,
  fullName,
  review: { email: `${fullName}@x.test`, status, openComments },
});

describe('sorting the Clients page by review status and open comments', () => {
  const rows = [
    { kind: 'paralegal' as const, clients: [client('Zed', 'approved', 0), client('Amy', 'ready', 2)] },
    client('Bob', 'in_progress', 0),
    client('Cat', 'changes_requested', 3),
    client('Dan', 'ready', 1),
  ];
  type R = (typeof rows)[number];
  const names = (list: R[]) => list.map((r) => (r.kind === 'client' ? r.fullName : `[${r.clients.map((c) => c.fullName).join(',')}]`));

  it('status ascending: ready first, approved last; paralegals keep their place, their clients sorted', () => {
    expect(names(sortRows(rows, { key: 'status', direction: 'ascending' }))).toEqual(['[Amy,Zed]', 'Dan', 'Cat', 'Bob']);
  });
  it('open comments descending, ties by name', () => {
    expect(names(sortRows(rows, { key: 'comments', direction: 'descending' }))).toEqual(['[Amy,Zed]', 'Cat', 'Dan', 'Bob']);
  });
  it('no sort keeps the order', () => {
    expect(names(sortRows(rows, null))).toEqual(['[Zed,Amy]', 'Bob', 'Cat', 'Dan']);
  });
});
