import crypto from 'node:crypto';
import { ALLOWED_PARENT_TYPES, normalizeEmail } from '@i129f/petition/api/accounts.ts';
import { INVITATION_TTL_MS, type InvitableType, type InvitationInfo } from '@i129f/petition/api/invitations.ts';
import type { AppDeps, SessionUser } from '../context.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import { AppError, errorText } from '../http/errors.ts';
import { forbidden } from '../http/errors.ts';
import { findUserByEmail } from '../users/repo.ts';
import { invitationDb } from './repo.ts';
import { invitationMail } from './invitation-mail.ts';

/** Invitations one staff member may send per hour (each is a mail). */
export const INVITATIONS_PER_HOUR = 50;

/** A lawyer invites clients and paralegals, a paralegal clients; a client nobody. */
export function mayInvite(inviter: SessionUser['userType'], invitee: InvitableType): boolean {
  return (ALLOWED_PARENT_TYPES[invitee] as readonly string[]).includes(inviter);
}

/**
 * Creates an invitation under `inviter` and mails its single-use link (valid 7 days; only the token's
 * SHA-256 is stored). An earlier pending invitation of the same inviter to the same email stops working.
 * Whether the email already has an account is not revealed (accepting decides), except that an account
 * already on the inviter's own list is a 409.
 */
export async function createInvitation(
  deps: AppDeps,
  inviter: SessionUser,
  input: { email: string; fullName: string; userType: InvitableType },
): Promise<InvitationInfo> {
  if (!mayInvite(inviter.userType, input.userType)) {
    throw forbidden(errorText(input.userType === 'PARALEGAL' ? 'onlyLawyerAddsParalegal' : 'onlyStaffInvite'));
  }
  const email = normalizeEmail(input.email);
  if (email === inviter.email) throw new AppError(400, 'VALIDATION_FAILED', errorText('inviteSelf'), [{ path: 'email', message: errorText('inviteSelf') }]);
  const existing = await findUserByEmail(deps.db, email);
  if (existing && existing.parent_id === inviter.id) throw new AppError(409, 'ALREADY_LINKED', errorText('alreadyOnList'));

  const wait = await deps.limiter.hit(`invite:user:${inviter.id}`, INVITATIONS_PER_HOUR, 3600_000);
  if (wait > 0) throw new AppError(429, 'RATE_LIMITED', errorText('tooManyInvitations'));

  const token = newToken();
  const now = deps.now();
  const row = {
    id: crypto.randomUUID(),
    token_hash: hashToken(token),
    inviter_id: inviter.id,
    email,
    full_name: input.fullName.trim(),
    user_type: input.userType,
    created_at: now,
    expires_at: now + INVITATION_TTL_MS,
    accepted_at: null,
    accepted_user_id: null,
    revoked_at: null,
  };
  await invitationDb(deps.db).transaction().execute(async (trx) => {
    await trx
      .updateTable('invitations')
      .set({ revoked_at: now })
      .where('inviter_id', '=', inviter.id)
      .where('email', '=', email)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .execute();
    await trx.insertInto('invitations').values(row).execute();
  });
  const link = `${deps.config.publicUrl}/invitation#token=${encodeURIComponent(token)}`;
  const mail = invitationMail({ to: email, fullName: row.full_name, inviterName: inviter.fullName, userType: row.user_type, link, ttlDays: INVITATION_TTL_MS / 86_400_000 });
  deps.background.run(() => deps.mailer.send(mail));
  return {
    id: row.id,
    email,
    fullName: row.full_name,
    userType: row.user_type,
    invitedBy: { fullName: inviter.fullName, email: inviter.email },
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  };
}
