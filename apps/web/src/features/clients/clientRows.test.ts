import type { ListedUser } from '@i129f/petition/api/auth.ts';
import { describe, expect, it } from 'vitest';
import { buildRows, pageNumbers, paginate } from './clientRows.ts';

const u = (id: string, userType: ListedUser['userType'], extra: Partial<ListedUser> = {}): ListedUser => ({
  userId: id,
  fullName: id.toUpperCase(),
  email: `${id}@x.test`,
  roles: [{ role: { CLIENT: 'u', PARALEGAL: 'paralegal', LAWYER: 'lawyer', BENEFICIARY: 'u' }[userType] }],
  userType,
  acceptedConditions: true,
  ...extra,
});

describe('buildRows', () => {
  const files = new Map([['c1@x.test', ['a.pdf']]]);

  it('puts a lawyer\'s paralegals (with their clients) first, then its direct clients', () => {
    const rows = buildRows(u('l', 'LAWYER', { paralegals: [u('p', 'PARALEGAL', { clients: [u('c1', 'CLIENT')] })], clients: [u('c2', 'CLIENT')] }), files);
    expect(rows).toMatchObject([
      { kind: 'paralegal', id: 'p', role: 'Paralegal', clients: [{ kind: 'client', id: 'c1', role: 'Client', generatedFiles: ['a.pdf'] }] },
      { kind: 'client', id: 'c2', generatedFiles: [] },
    ]);
  });

  it("gives a paralegal its clients and a client nothing", () => {
    expect(buildRows(u('p', 'PARALEGAL', { clients: [u('c1', 'CLIENT')] }), files).map((r) => r.id)).toEqual(['c1']);
    expect(buildRows(u('c1', 'CLIENT', { clients: [u('c2', 'CLIENT')] }), files)).toEqual([]);
  });
});

describe('paginate', () => {
  const rows = Array.from({ length: 25 }, (_, i) => i + 1);
  it('slices pages and clamps the page number', () => {
    expect(paginate(rows, 3, 10)).toEqual({ rows: [21, 22, 23, 24, 25], page: 3, pageCount: 3 });
    expect(paginate(rows, 9, 20)).toMatchObject({ page: 2, pageCount: 2 });
    expect(paginate([], 1, 10)).toEqual({ rows: [], page: 1, pageCount: 1 });
  });
});

describe('pageNumbers', () => {
  it('lists every page up to 7, else first, last and two either side of the current one', () => {
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageNumbers(1, 20)).toEqual([1, 2, 3, 'gap', 20]);
    expect(pageNumbers(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pageNumbers(19, 20)).toEqual([1, 'gap', 17, 18, 19, 20]);
    expect(pageNumbers(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 20]);
  });
});
