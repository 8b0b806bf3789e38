import type { Generated, Insertable, Kysely, Selectable } from 'kysely';
import type { UserType } from '@i129f/petition/api/accounts.ts';

/**
 * Table types. Both dialects store the same shapes: ids as text, booleans as integers 0/1,
 * timestamps as epoch milliseconds in BIGINT columns (read back as numbers, see connect.ts).
 */
export interface UsersTable {
  id: string;
  email: string;
  full_name: string;
  password_hash: string;
  user_type: UserType;
  parent_id: string | null;
  accepted_conditions: Generated<number>;
  created_at: number;
  /** 'en' | 'es': the language the account reads (migration 013); null until chosen. */
  language?: string | null;
}

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  created_at: number;
  expires_at: number;
  revoked: Generated<number>;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface ChatStatesTable {
  user_id: string;
  /** The petition without its sections, sealed JSON (chat-state/repo.ts). */
  state: string;
  version: number;
  updated_at: number;
}

/** One section of a petition (migration 011): `body` sealed JSON; `version` the petition version that wrote it. */
export interface ChatSectionsTable {
  user_id: string;
  section_id: number;
  body: string;
  version: number;
  updated_at: number;
}

/** One answer a save changed (migration 011): values sealed, null when not given. */
export interface AnswerHistoryTable {
  user_id: string;
  version: number;
  answer_key: string;
  old_value: string | null;
  new_value: string | null;
  actor_id: string;
  at: number;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  chat_states: ChatStatesTable;
  chat_sections: ChatSectionsTable;
  answer_history: AnswerHistoryTable;
}

export type Db = Kysely<Database>;
export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;

/** Booleans are integers in both dialects. */
export const toFlag = (value: boolean): number => (value ? 1 : 0);
export const fromFlag = (value: number | boolean | null | undefined): boolean => Boolean(value);
