import { describe, expect, it } from 'vitest';
import { mayAccess, type AccountNode } from './can-access.ts';

const lawyer: AccountNode = { id: 'L', userType: 'LAWYER', parentId: null };
const para: AccountNode = { id: 'P', userType: 'PARALEGAL', parentId: 'L' };
const client: AccountNode = { id: 'C', userType: 'CLIENT', parentId: 'P' };
const direct: AccountNode = { id: 'D', userType: 'CLIENT', parentId: 'L' };
const caller = (n: AccountNode) => ({ id: n.id, email: `${n.id}@x.test`, userType: n.userType });

describe('mayAccess', () => {
  it('self always', () => {
    for (const n of [lawyer, para, client]) expect(mayAccess(caller(n), n, null)).toBe(true);
  });
  it('a paralegal over its clients only', () => {
    expect(mayAccess(caller(para), client, para)).toBe(true);
    expect(mayAccess(caller(para), direct, lawyer)).toBe(false);
    expect(mayAccess(caller(para), lawyer, null)).toBe(false);
  });
  it("a lawyer over its paralegals, their clients and its direct clients", () => {
    expect(mayAccess(caller(lawyer), para, lawyer)).toBe(true);
    expect(mayAccess(caller(lawyer), client, para)).toBe(true);
    expect(mayAccess(caller(lawyer), direct, lawyer)).toBe(true);
    const otherPara: AccountNode = { id: 'P2', userType: 'PARALEGAL', parentId: 'L2' };
    expect(mayAccess(caller(lawyer), { id: 'C2', userType: 'CLIENT', parentId: 'P2' }, otherPara)).toBe(false);
  });
  it('a client over nobody else', () => {
    expect(mayAccess(caller(client), para, lawyer)).toBe(false);
    expect(mayAccess(caller(client), direct, lawyer)).toBe(false);
  });
});
