import { PETITION_STATUSES, type PetitionStatus } from '@i129f/petition/api/review.ts';

/** A 'review.status' row's status set (audit_log.detail, migration 014) for the entry, or nothing (other actions, older rows). */
export function statusOf(action: string, detail: string | null | undefined): { status?: PetitionStatus } {
  return action === 'review.status' && (PETITION_STATUSES as readonly string[]).includes(detail ?? '') ? { status: detail as PetitionStatus } : {};
}
