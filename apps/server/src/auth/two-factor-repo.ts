import type { Kysely } from 'kysely';
import type { Database, Db } from '../db/schema.ts';

/** Tables of migration 009 (typed here instead of the shared schema.ts). */
export interface TwoFactorTable {
  user_id: string;
  /** Sealed base32 secret (crypto/seal.ts, aad twoFactorAad). */
  secret: string;
  created_at: number;
  confirmed_at: number | null;
  last_step: number | null;
}

export interface RecoveryCodesTable {
  code_hash: string;
  user_id: string;
  created_at: number;
  used_at: number | null;
}

export interface PendingLoginsTable {
  token_hash: string;
  user_id: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  failures: number;
  /** Migration 012: the enrolment link (its hash) this pending login was opened with; only such a pending login enrols. */
  enrolment_hash: string | null;
}

/** Mailed enrolment links (migration 012, auth/enrolment-links.ts): SHA-256 of the token only. */
export interface TwoFactorEnrolmentsTable {
  token_hash: string;
  user_id: string;
  /** The lawyer who reset the factor; null for the operator's CLI. */
  issued_by: string | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** `users.deactivated_at` (not in the shared UsersTable so existing row literals stay valid). */
export interface UserStatusColumns {
  deactivated_at: number | null;
  /** Migration 012: a lawyer's firm (lawyers of one firm reset each other's second factor); null for other accounts. */
  firm_id: string | null;
}

export type TwoFactorDb = Kysely<
  Omit<Database, 'users'> & {
    users: Database['users'] & UserStatusColumns;
    two_factor: TwoFactorTable;
    recovery_codes: RecoveryCodesTable;
    pending_logins: PendingLoginsTable;
    two_factor_enrolments: TwoFactorEnrolmentsTable;
  }
>;

export const twoFactorDb = (db: Db): TwoFactorDb => db as unknown as TwoFactorDb;

/** The sealed secret is bound to its row: copied into another account's row, it does not open. */
export const twoFactorAad = (userId: string): string => `two_factor\u0000${userId}`;

/** Staff must use two-factor login; clients are not asked for it. */
export const requiresTwoFactor = (userType: string): boolean => userType === 'LAWYER' || userType === 'PARALEGAL';

/** Has this (selectAll) users row been deactivated? Rows read before migration 009 have no column: active. */
export const isDeactivated = (row: object): boolean => (row as Partial<UserStatusColumns>).deactivated_at != null;
