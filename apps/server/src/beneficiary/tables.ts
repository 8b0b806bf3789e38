import type { Kysely, Selectable } from 'kysely';
import type { Language } from '@i129f/petition/i18n/languages.ts';
import type { Database, Db } from '../db/schema.ts';

/** The tables of migration 017 (issue 24). */
export type BeneficiaryTables = {
  beneficiary_links: {
    id: string;
    petitioner_id: string;
    /** Her account, once she accepted (null before). */
    beneficiary_id: string | null;
    email: string;
    full_name: string;
    language: Language;
    /** SHA-256 of the mailed token (auth/tokens.ts). */
    token_hash: string;
    created_at: number;
    expires_at: number;
    accepted_at: number | null;
    revoked_at: number | null;
  };
  beneficiary_confirmations: { link_id: string; section_id: number; fingerprint: string; confirmed_at: number };
  beneficiary_requests: {
    id: string;
    link_id: string;
    section_id: number;
    answer_key: string;
    /** Sealed (crypto/seal.ts) with requestAad(id). */
    body: string;
    created_at: number;
    resolved_at: number | null;
  };
  beneficiary_choices: { link_id: string; answer_key: string; keep: 'hers' | 'his'; value_hash: string; chosen_at: number };
};

export type LinkRow = Selectable<BeneficiaryTables['beneficiary_links']>;
export type BeneficiaryDb = Kysely<Database & BeneficiaryTables>;

/** The database with the beneficiary tables typed (kept here instead of the shared schema.ts). */
export const beneficiaryDb = (db: Db): BeneficiaryDb => db.withTables<BeneficiaryTables>();

/** A change request's body is sealed bound to its row. */
export const requestAad = (id: string): string => `beneficiary_requests\u0000${id}`;
