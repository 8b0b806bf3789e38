import { z } from 'zod';
import type { PetitionStatus } from './review.ts';

/**
 * Audit trail, account export and deletion: payloads shared by the server and the web app
 * (import as '@i129f/petition/api/account-data.ts').
 */

/** What a request did to an account's data. Stored as text; the web app labels each one. */
export const AUDIT_ACTIONS = [
  'file.list',
  'file.upload',
  'file.download',
  'file.delete',
  'file.replace',
  'file.caption',
  'files.zip',
  'chat-state.read',
  'chat-state.save',
  'petition.generate',
  'extraction.run',
  'readiness.read',
  'letters.read',
  'letters.generate',
  'packet.generate',
  'account.export',
  'account.delete',
  'review.read',
  'review.mark',
  'review.comment',
  'review.comments.read',
  'review.status',
  'account.deactivate',
  'account.reactivate',
  'account.reassign',
  'account.reset-two-factor',
  // Issue 24: the beneficiary's part (target: the petitioner's account).
  'beneficiary.invite',
  'beneficiary.revoke',
  'beneficiary.read',
  'beneficiary.save',
  'beneficiary.answers.read',
  'beneficiary.confirm',
  'beneficiary.request',
  'beneficiary.choose',
  'beneficiary.passport',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * What a trail entry shows: an audited request, or 'answer.change' — one answer changed, read from the answer history
 * (it replaces the successful 'chat-state.save' rows in the trails: each save is listed as the answers it changed).
 */
export type TrailAction = AuditAction | 'answer.change';

/** One row of GET /api/audit/{email}, newest first. */
export interface AuditEntry {
  id: string;
  /** Server clock, epoch ms (of the latest request when `count` > 1). */
  at: number;
  action: TrailAction;
  /** HTTP status of the answer. */
  outcome: number;
  /** Identical requests (same actor, action, outcome) within 15 minutes are one row. */
  count: number;
  actor: {
    role: 'CLIENT' | 'PARALEGAL' | 'LAWYER' | 'BENEFICIARY';
    /** null when the actor's account no longer exists. */
    email: string | null;
    fullName: string | null;
    /** The account holder acted on their own account. */
    self: boolean;
  };
  /** File actions: the file's current name, or null when it is no longer stored (names are never logged). */
  file: { name: string | null } | null;
  /**
   * 'answer.change': the answer key (questionnaire answers `q.<key>`); the firm's review trail also gives the values
   * before and after (null: not given). The account's activity page names the key only.
   */
  answer?: { key: string; oldValue?: string | null; newValue?: string | null };
  /** 'review.status' in the firm's review trail: the status set (absent on rows from before it was recorded). */
  status?: PetitionStatus;
}

export interface AuditPage {
  entries: AuditEntry[];
  page: number;
  pageSize: number;
  total: number;
}

export const ZAuditQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  /** 'others': only what someone other than the account holder did (e.g. the firm's staff). */
  by: z.enum(['anyone', 'others']).default('anyone'),
});

/** DELETE /api/user/{email}: the account holder re-types the password. */
export const ZDeleteAccountRequest = z.object({ password: z.string().min(1, 'Enter your password.').max(200) });
export type DeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;
