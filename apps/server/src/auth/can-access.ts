import { normalizeEmail, type UserType } from '@i129f/petition/api/accounts.ts';
import type { Db } from '../db/schema.ts';

export interface Caller {
  id: string;
  email: string;
  userType: UserType;
}

export interface AccountNode {
  id: string;
  userType: UserType;
  parentId: string | null;
}

/**
 * The access rule (spec §6), pure: a user reaches their own account; a paralegal their clients; a
 * lawyer their paralegals, those paralegals' clients and their own direct clients. Nobody else.
 */
export function mayAccess(caller: Caller, target: AccountNode, targetParent: AccountNode | null): boolean {
  // A beneficiary (issue 24) reaches her part of one petition through her own routes; by email only her own account,
  // and only on the routes opened to her (her data export, her trail, deleting her account: auth/guards.ts).
  if (caller.userType === 'BENEFICIARY') return target.id === caller.id;
  if (target.id === caller.id) return true;
  switch (caller.userType) {
    case 'CLIENT':
      return false;
    case 'PARALEGAL':
      return target.userType === 'CLIENT' && target.parentId === caller.id;
    case 'LAWYER':
      if (target.userType === 'PARALEGAL' || target.userType === 'CLIENT') {
        if (target.parentId === caller.id) return true;
      }
      return (
        target.userType === 'CLIENT' &&
        targetParent !== null &&
        targetParent.userType === 'PARALEGAL' &&
        targetParent.parentId === caller.id
      );
  }
}

async function loadNode(db: Db, by: 'id' | 'email', value: string): Promise<AccountNode | null> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'user_type', 'parent_id'])
    .where(by, '=', value)
    .executeTakeFirst();
  return row ? { id: row.id, userType: row.user_type, parentId: row.parent_id } : null;
}

/**
 * May `caller` act on the account named `targetEmail`? Looks the target up in the database; an
 * unknown email is simply "no" (the caller learns nothing). The one authorization check of the API.
 */
export async function canAccess(db: Db, caller: Caller, targetEmail: string): Promise<boolean> {
  const email = normalizeEmail(targetEmail);
  if (caller.userType === 'BENEFICIARY') return email === caller.email;
  if (email === caller.email) return true;
  if (caller.userType === 'CLIENT') return false;
  const target = await loadNode(db, 'email', email);
  if (!target) return false;
  const parent = target.parentId ? await loadNode(db, 'id', target.parentId) : null;
  return mayAccess(caller, target, parent);
}

/**
 * Is the account named `targetEmail` another lawyer of the caller's firm (`users.firm_id`, migration 012)? Not an
 * access rule for data — a lawyer never reads another lawyer's clients — only for the second-factor reset
 * (users/account-status.ts), so that a lawyer who lost it is not left to the operator alone.
 */
export async function isFirmLawyer(db: Db, caller: Caller, targetEmail: string): Promise<boolean> {
  if (caller.userType !== 'LAWYER') return false;
  const firmDb = db.withTables<{ users: { firm_id: string | null } }>();
  const rows = await firmDb
    .selectFrom('users')
    .select(['id', 'email', 'user_type', 'firm_id'])
    .where((eb) => eb.or([eb('id', '=', caller.id), eb('email', '=', normalizeEmail(targetEmail))]))
    .execute();
  const self = rows.find((r) => r.id === caller.id);
  const target = rows.find((r) => r.email === normalizeEmail(targetEmail) && r.id !== caller.id);
  return Boolean(self?.firm_id && target && target.user_type === 'LAWYER' && target.firm_id === self.firm_id);
}
