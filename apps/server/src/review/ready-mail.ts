import { isLanguage, type Language } from '@i129f/petition/i18n/languages.ts';
import { mayAccess, type AccountNode } from '../auth/can-access.ts';
import { isDeactivated } from '../auth/two-factor-repo.ts';
import type { Db, UserRow } from '../db/schema.ts';
import { BILINGUAL, composeMail } from '../mail/compose-mail.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { findUserById } from '../users/repo.ts';

const nodeOf = (row: UserRow): AccountNode => ({ id: row.id, userType: row.user_type, parentId: row.parent_id });

/**
 * The staff who see a client (spec §6, auth/can-access.ts): the paralegal or lawyer the client is under and, for a
 * paralegal's client, the lawyer above that paralegal. Deactivated staff are left out (they cannot sign in).
 */
export async function staffOfClient(db: Db, client: UserRow): Promise<UserRow[]> {
  const parent = client.parent_id ? await findUserById(db, client.parent_id) : undefined;
  if (!parent) return [];
  const grandParent = parent.parent_id ? await findUserById(db, parent.parent_id) : undefined;
  const target = nodeOf(client);
  return [parent, grandParent]
    .filter((row): row is UserRow => row !== undefined && (row.user_type === 'LAWYER' || row.user_type === 'PARALEGAL'))
    .filter((row) => !isDeactivated(row))
    .filter((row) => mayAccess({ id: row.id, email: row.email, userType: row.user_type }, target, nodeOf(parent)));
}

/** The account's own language (users.language, migration 013) or, when it has none, English and Spanish. */
export function languagesOf(row: UserRow): readonly [Language, ...Language[]] {
  const language = (row as { language?: unknown }).language;
  return isLanguage(language) ? [language] : BILINGUAL;
}

/**
 * 'A client marked the petition ready for review' (issue 21 item 4), to one staff member in their language. Names
 * neither the client nor an answer (a mail leaves our hands): the link opens the Clients page, whose 'ready for
 * review' count and filter show who.
 */
export function readyForReviewMail(o: { to: UserRow; link: string }): MailMessage {
  return composeMail(o.to.email, languagesOf(o.to), (t) => ({
    subject: t('ready.subject'),
    paragraphs: [[t('hello', { name: o.to.full_name })], [t('ready.what'), t('ready.action')], { link: o.link }],
  }));
}
