import { sql } from 'kysely';
import type { BeneficiaryLinkInfo, BeneficiaryLinkStatus } from '@i129f/petition/api/beneficiary.ts';
import type { Db } from '../db/schema.ts';
import type { SessionUser } from '../context.ts';
import { AppError, errorText, forbidden } from '../http/errors.ts';
import { beneficiaryDb, type LinkRow } from './tables.ts';

export function linkStatus(row: LinkRow, now: number): BeneficiaryLinkStatus {
  if (row.revoked_at !== null) return 'revoked';
  if (row.accepted_at !== null) return 'active';
  return row.expires_at > now ? 'invited' : 'expired';
}

export function toLinkInfo(row: LinkRow, now: number): BeneficiaryLinkInfo {
  return {
    id: row.id,
    status: linkStatus(row, now),
    email: row.email,
    fullName: row.full_name,
    language: row.language,
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
    acceptedAt: row.accepted_at === null ? null : Number(row.accepted_at),
    revokedAt: row.revoked_at === null ? null : Number(row.revoked_at),
  };
}

/**
 * The petitioner's current link, or undefined: what his section list shows — the one not revoked (at most one is),
 * else the newest revoked one.
 */
export function latestLink(db: Db, petitionerId: string): Promise<LinkRow | undefined> {
  return beneficiaryDb(db)
    .selectFrom('beneficiary_links')
    .selectAll()
    .where('petitioner_id', '=', petitionerId)
    .orderBy(sql`case when revoked_at is null then 0 else 1 end`)
    .orderBy('created_at', 'desc')
    .orderBy('revoked_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The petitioner's link she accepted and he has not revoked, or undefined. */
export function activeLinkOfPetitioner(db: Db, petitionerId: string): Promise<LinkRow | undefined> {
  return beneficiaryDb(db)
    .selectFrom('beneficiary_links')
    .selectAll()
    .where('petitioner_id', '=', petitionerId)
    .where('accepted_at', 'is not', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/** Her link (accepted, not revoked), or undefined. */
export function activeLinkOfBeneficiary(db: Db, beneficiaryId: string): Promise<LinkRow | undefined> {
  return beneficiaryDb(db)
    .selectFrom('beneficiary_links')
    .selectAll()
    .where('beneficiary_id', '=', beneficiaryId)
    .where('accepted_at', 'is not', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/** A petitioner is a client account (never staff, never a beneficiary): 403 otherwise. */
export function petitionerOnly(user: SessionUser): SessionUser {
  if (user.userType !== 'CLIENT') throw forbidden(errorText('onlyPetitionerInvites'));
  return user;
}

/** 410 ACCESS_ENDED: the petitioner revoked her access (or deleted his account). */
export const accessEnded = () => new AppError(410, 'ACCESS_ENDED', errorText('beneficiaryRevoked'));

/** The link of the signed-in beneficiary; 410 when her access ended. */
export async function herLink(db: Db, user: SessionUser): Promise<LinkRow> {
  if (user.userType !== 'BENEFICIARY') throw forbidden(errorText('beneficiaryOnly'));
  const link = await activeLinkOfBeneficiary(db, user.id);
  if (!link) throw accessEnded();
  return link;
}

/** The active link of the signed-in petitioner; 404 when he has none (never invited, not accepted yet, revoked). */
export async function hisActiveLink(db: Db, user: SessionUser): Promise<LinkRow> {
  petitionerOnly(user);
  const link = await activeLinkOfPetitioner(db, user.id);
  if (!link) throw new AppError(404, 'NOT_FOUND', errorText('noBeneficiary'));
  return link;
}
