import { PROFILE_ROLE_BY_TYPE, type ListedUser } from '@i129f/petition/api/accounts.ts';
import type { Db, UserRow } from '../db/schema.ts';
import { fromFlag } from '../db/schema.ts';
import { findChildren } from './repo.ts';
import { isDeactivated } from '../auth/two-factor-repo.ts';

function listed(row: UserRow): ListedUser {
  return {
    userId: row.id,
    fullName: row.full_name,
    email: row.email,
    roles: [{ role: PROFILE_ROLE_BY_TYPE[row.user_type] }],
    userType: row.user_type,
    acceptedConditions: fromFlag(row.accepted_conditions),
    deactivated: isDeactivated(row),
  };
}

/**
 * The user listing of spec §3: a lawyer with `paralegals` (each with `clients`) and its direct
 * `clients`; a paralegal with `clients`; a client alone.
 */
export async function buildUserTree(db: Db, root: UserRow): Promise<ListedUser> {
  const node = listed(root);
  if (root.user_type === 'CLIENT') return node;
  const children = await findChildren(db, [root.id]);
  const clientsOf = (parentId: string, rows: UserRow[]) =>
    rows.filter((r) => r.parent_id === parentId && r.user_type === 'CLIENT').map(listed);
  if (root.user_type === 'PARALEGAL') return { ...node, clients: clientsOf(root.id, children) };
  const paralegalRows = children.filter((r) => r.user_type === 'PARALEGAL');
  const grandChildren = await findChildren(db, paralegalRows.map((p) => p.id));
  return {
    ...node,
    paralegals: paralegalRows.map((p) => ({ ...listed(p), clients: clientsOf(p.id, grandChildren) })),
    clients: clientsOf(root.id, children),
  };
}
