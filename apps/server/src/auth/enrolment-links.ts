import { ENROLMENT_TTL_MS, type EnrolmentCheck } from '@i129f/petition/api/two-factor.ts';
import type { AppDeps } from '../context.ts';
import type { UserRow } from '../db/schema.ts';
import { AppError, errorText } from '../http/errors.ts';
import { BILINGUAL, composeMail } from '../mail/compose-mail.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { hashToken, newToken } from './tokens.ts';
import { isDeactivated, requiresTwoFactor, twoFactorDb, type TwoFactorDb } from './two-factor-repo.ts';

export const enrolmentInvalid = () => new AppError(400, 'ENROLMENT_INVALID', errorText('enrolmentInvalid'));

/**
 * A staff account binds its authenticator only through a mailed link (issue 23.7): the password alone never reaches
 * enrolment, so whoever learns it first cannot bind their own phone. The link carries a 256-bit token in its fragment
 * (/two-factor-enrolment#token=…, only its SHA-256 stored), works ENROLMENT_TTL_MS, once, and only together with the
 * account's password. A new link ends the account's earlier unused ones.
 */
export async function issueEnrolmentLink(
  deps: Pick<AppDeps, 'db' | 'now'>,
  o: { userId: string; issuedBy: string | null; linkBase: string },
): Promise<{ link: string; expiresAt: number }> {
  const db = twoFactorDb(deps.db);
  const token = newToken();
  const now = deps.now();
  const expiresAt = now + ENROLMENT_TTL_MS;
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('two_factor_enrolments').set({ used_at: now }).where('user_id', '=', o.userId).where('used_at', 'is', null).execute();
    await trx
      .insertInto('two_factor_enrolments')
      .values({ token_hash: hashToken(token), user_id: o.userId, issued_by: o.issuedBy, created_at: now, expires_at: expiresAt, used_at: null })
      .execute();
  });
  return { link: `${o.linkBase}/two-factor-enrolment#token=${encodeURIComponent(token)}`, expiresAt };
}

/**
 * The enrolment mail, in English and Spanish (the recipient's language is not stored): why (a new account, or
 * `resetBy` reset the factor), the link and how long it works. Nothing else about the account.
 */
export function enrolmentMail(o: { to: string; fullName: string; link: string; resetBy?: string | undefined }): MailMessage {
  return composeMail(o.to, BILINGUAL, (t) => ({
    subject: t('enrolment.subject'),
    paragraphs: [
      [t('hello', { name: o.fullName })],
      [o.resetBy ? t('enrolment.reset', { by: o.resetBy }) : t('enrolment.created'), t('enrolment.body', { hours: ENROLMENT_TTL_MS / 3600_000 })],
      { link: o.link },
      [t('enrolment.footer')],
    ],
  }));
}

/** Issues a link for `user` and mails it (in the background when `deps.background` is given). */
export async function sendEnrolmentLink(
  deps: Pick<AppDeps, 'db' | 'now' | 'mailer'> & Partial<Pick<AppDeps, 'background'>>,
  o: { user: Pick<UserRow, 'id' | 'email' | 'full_name'>; issuedBy: { id: string; fullName: string } | null; linkBase: string },
): Promise<{ expiresAt: number }> {
  const { link, expiresAt } = await issueEnrolmentLink(deps, { userId: o.user.id, issuedBy: o.issuedBy?.id ?? null, linkBase: o.linkBase });
  const mail = enrolmentMail({ to: o.user.email, fullName: o.user.full_name, link, resetBy: o.issuedBy?.fullName });
  if (deps.background) deps.background.run(() => deps.mailer.send(mail));
  else await deps.mailer.send(mail);
  return { expiresAt };
}

/**
 * The account of a live enrolment link: unused, unexpired, a staff account that is active and has no confirmed
 * factor. Else 400 ENROLMENT_INVALID (one answer for every reason).
 */
export async function findEnrolment(deps: Pick<AppDeps, 'db' | 'now'>, token: string): Promise<{ tokenHash: string; user: UserRow }> {
  if (token.length === 0 || token.length > 200) throw enrolmentInvalid();
  const db = twoFactorDb(deps.db);
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('two_factor_enrolments')
    .innerJoin('users', 'users.id', 'two_factor_enrolments.user_id')
    .leftJoin('two_factor', 'two_factor.user_id', 'users.id')
    .selectAll('users')
    .select('two_factor.confirmed_at')
    .where('two_factor_enrolments.token_hash', '=', tokenHash)
    .where('two_factor_enrolments.used_at', 'is', null)
    .where('two_factor_enrolments.expires_at', '>', deps.now())
    .executeTakeFirst();
  if (!row || row.confirmed_at != null || isDeactivated(row) || !requiresTwoFactor(row.user_type)) throw enrolmentInvalid();
  const { confirmed_at: _confirmed, ...user } = row;
  return { tokenHash, user: user as UserRow };
}

export async function checkEnrolment(deps: Pick<AppDeps, 'db' | 'now'>, token: string): Promise<EnrolmentCheck> {
  const { user } = await findEnrolment(deps, token);
  return { email: user.email, fullName: user.full_name };
}

/** Uses the link once, inside the transaction that confirms the factor; false when it was used, replaced or expired meanwhile. */
export async function consumeEnrolment(trx: TwoFactorDb, tokenHash: string, userId: string, now: number): Promise<boolean> {
  const used = await trx
    .updateTable('two_factor_enrolments')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}
