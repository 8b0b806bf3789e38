import { normalizeEmail, PROFILE_ROLE_BY_TYPE, type UserInfo } from '@i129f/petition/api/accounts.ts';
import type { Db, UserRow } from '../db/schema.ts';
import { fromFlag } from '../db/schema.ts';
import { isLanguage, type Language } from '@i129f/petition/i18n/languages.ts';

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Direct children of the given accounts, oldest first. */
export function findChildren(db: Db, parentIds: string[]): Promise<UserRow[]> {
  if (parentIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('users').selectAll().where('parent_id', 'in', parentIds).orderBy('created_at').orderBy('email').execute();
}

/** The login/"me" view of an account (spec §3 logged-in user info plus the profile role). */
export function toUserInfo(row: UserRow): UserInfo {
  return {
    fullName: row.full_name,
    email: row.email,
    userType: row.user_type,
    acceptedConditions: fromFlag(row.accepted_conditions),
    role: PROFILE_ROLE_BY_TYPE[row.user_type],
    language: isLanguage(row.language) ? row.language : null,
  };
}

/** Keeps the language the account reads (issue 21.5: the web app applies it after sign-in on any browser). */
export async function setUserLanguage(db: Db, id: string, language: Language): Promise<void> {
  await db.updateTable('users').set({ language }).where('id', '=', id).execute();
}
