import crypto from 'node:crypto';
import { normalizeEmail, checkPassword, type LoginResponse } from '@i129f/petition/api/accounts.ts';
import { BENEFICIARY_INVITATION_TTL_MS, type BeneficiaryInvitationCheck, type BeneficiaryLinkInfo } from '@i129f/petition/api/beneficiary.ts';
import type { Language } from '@i129f/petition/i18n/languages.ts';
import type { AppDeps, SessionUser } from '../context.ts';
import type { UserRow } from '../db/schema.ts';
import { isUniqueViolation } from '../db/connect.ts';
import { hashPassword } from '../auth/passwords.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import { createSession } from '../auth/sessions.ts';
import { AppError, errorText } from '../http/errors.ts';
import { findUserByEmail, findUserById, toUserInfo } from '../users/repo.ts';
import { composeMail } from '../mail/compose-mail.ts';
import { activeLinkOfPetitioner, petitionerOnly, toLinkInfo } from './links.ts';
import { beneficiaryDb } from './tables.ts';

/** Invitations one petitioner may send per hour (each is a mail). */
export const BENEFICIARY_INVITES_PER_HOUR = 10;

export const beneficiaryInvitationInvalid = () => new AppError(400, 'INVITATION_INVALID', errorText('beneficiaryInvitationInvalid'));

const otherLanguage = (l: Language): Language => (l === 'en' ? 'es' : 'en');

/**
 * The petitioner invites his beneficiary (issue 24): a single-use link valid 14 days, mailed in the language he picked
 * (then the other one); only its SHA-256 is stored. An earlier invitation still pending stops working. While she has
 * access, a new invitation is refused (409): he revokes her access first.
 */
export async function inviteBeneficiary(
  deps: AppDeps,
  caller: SessionUser,
  input: { email: string; fullName: string; language: Language },
  linkBase: string,
): Promise<BeneficiaryLinkInfo> {
  const petitioner = petitionerOnly(caller);
  const email = normalizeEmail(input.email);
  if (email === petitioner.email) throw new AppError(400, 'VALIDATION_FAILED', errorText('inviteSelf'), [{ path: 'email', message: errorText('inviteSelf') }]);
  if (await activeLinkOfPetitioner(deps.db, petitioner.id)) throw new AppError(409, 'ALREADY_LINKED', errorText('beneficiaryAlreadyActive'));
  const wait = await deps.limiter.hit(`beneficiary-invite:${petitioner.id}`, BENEFICIARY_INVITES_PER_HOUR, 3600_000);
  if (wait > 0) throw new AppError(429, 'RATE_LIMITED', errorText('tooManyInvitations'));

  const token = newToken();
  const now = deps.now();
  const row = {
    id: crypto.randomUUID(),
    petitioner_id: petitioner.id,
    beneficiary_id: null,
    email,
    full_name: input.fullName.trim(),
    language: input.language,
    token_hash: hashToken(token),
    created_at: now,
    expires_at: now + BENEFICIARY_INVITATION_TTL_MS,
    accepted_at: null,
    revoked_at: null,
  };
  await beneficiaryDb(deps.db).transaction().execute(async (trx) => {
    await trx.updateTable('beneficiary_links').set({ revoked_at: now }).where('petitioner_id', '=', petitioner.id).where('accepted_at', 'is', null).where('revoked_at', 'is', null).execute();
    await trx.insertInto('beneficiary_links').values(row).execute();
  });
  const link = `${linkBase}/beneficiary-invitation#token=${encodeURIComponent(token)}`;
  const mail = composeMail(email, [input.language, otherLanguage(input.language)], (t) => ({
    subject: t('beneficiary.subject', { petitioner: petitioner.fullName }),
    paragraphs: [
      [t('hello', { name: row.full_name })],
      [t('beneficiary.what', { petitioner: petitioner.fullName }), t('beneficiary.action', { petitioner: petitioner.fullName })],
      { link },
      [t('beneficiary.footer', { days: BENEFICIARY_INVITATION_TTL_MS / 86_400_000 })],
    ],
  }));
  deps.background.run(() => deps.mailer.send(mail));
  return toLinkInfo(row, now);
}

/** The pending link of a token (not accepted, not revoked, not expired, its petitioner still active), or undefined. */
async function pendingLink(deps: AppDeps, token: string) {
  if (token.length === 0 || token.length > 200) return undefined;
  return beneficiaryDb(deps.db)
    .withTables<{ users: { deactivated_at: number | null } }>()
    .selectFrom('beneficiary_links')
    .innerJoin('users as petitioner', 'petitioner.id', 'beneficiary_links.petitioner_id')
    .selectAll('beneficiary_links')
    .select(['petitioner.full_name as petitioner_name'])
    .where('beneficiary_links.token_hash', '=', hashToken(token))
    .where('beneficiary_links.accepted_at', 'is', null)
    .where('beneficiary_links.revoked_at', 'is', null)
    .where('beneficiary_links.expires_at', '>', deps.now())
    .where('petitioner.deactivated_at', 'is', null)
    .executeTakeFirst();
}

/** What her accept page shows; 400 INVITATION_INVALID for an unknown, expired, used or revoked link. */
export async function checkBeneficiaryInvitation(deps: AppDeps, token: string): Promise<BeneficiaryInvitationCheck> {
  const row = await pendingLink(deps, token);
  if (!row) throw beneficiaryInvitationInvalid();
  return { email: row.email, fullName: row.full_name, petitionerName: row.petitioner_name, language: row.language };
}

/**
 * She accepts: her account (type BENEFICIARY, on nobody's list) is created with her password and language, and the
 * link is used, in one transaction; her session opens. An email that already has an account is refused (409): a
 * beneficiary account is hers alone and reaches nothing but her part.
 */
export async function acceptBeneficiaryInvitation(deps: AppDeps, o: { token: string; password: string; language?: Language | undefined }): Promise<LoginResponse> {
  const link = await pendingLink(deps, o.token);
  if (!link) throw beneficiaryInvitationInvalid();
  const check = checkPassword(o.password);
  if (!check.ok) throw new AppError(400, 'VALIDATION_FAILED', check.message, [{ path: 'password', message: check.message }]);
  if (await findUserByEmail(deps.db, link.email)) throw new AppError(409, 'ALREADY_LINKED', errorText('beneficiaryAccountExists'));
  const now = deps.now();
  const user: UserRow = {
    id: crypto.randomUUID(),
    email: link.email,
    full_name: link.full_name,
    password_hash: await hashPassword(o.password),
    user_type: 'BENEFICIARY',
    parent_id: null,
    accepted_conditions: 0,
    created_at: now,
    language: o.language ?? link.language,
  };
  try {
    await beneficiaryDb(deps.db).transaction().execute(async (trx) => {
      await trx.insertInto('users').values(user).execute();
      const used = await trx
        .updateTable('beneficiary_links')
        .set({ accepted_at: now, beneficiary_id: user.id })
        .where('id', '=', link.id)
        .where('accepted_at', 'is', null)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) throw beneficiaryInvitationInvalid();
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, 'ALREADY_LINKED', errorText('beneficiaryAccountExists'));
    throw err;
  }
  const session = await createSession(deps, user.id);
  const stored = (await findUserById(deps.db, user.id)) ?? user;
  return { user: toUserInfo(stored), token: session.token, tokenExpiry: session.expiresAt };
}
