import { isLanguage, type Language } from '@i129f/petition/i18n/languages.ts';
import type { AppDeps } from '../context.ts';
import { composeMail } from '../mail/compose-mail.ts';
import type { MailMessage } from '../mail/mailer.ts';
import type { LinkRow } from './tables.ts';

/**
 * The mail telling her the petitioner asked for a change (issue 24), in the language of her account (English then
 * Spanish when she has none), with a link to her part; the request itself (the comment) is read after signing in.
 */
export async function changeRequestMail(deps: AppDeps, link: LinkRow, linkBase: string): Promise<MailMessage | null> {
  if (!link.beneficiary_id) return null;
  const [her, him] = await Promise.all([
    deps.db.selectFrom('users').select(['email', 'full_name', 'language']).where('id', '=', link.beneficiary_id).executeTakeFirst(),
    deps.db.selectFrom('users').select(['full_name']).where('id', '=', link.petitioner_id).executeTakeFirst(),
  ]);
  if (!her || !him) return null;
  const languages: [Language, ...Language[]] = isLanguage(her.language) ? [her.language] : ['en', 'es'];
  return composeMail(her.email, languages, (t) => ({
    subject: t('beneficiaryChanges.subject', { petitioner: him.full_name }),
    paragraphs: [[t('hello', { name: her.full_name })], [t('beneficiaryChanges.what', { petitioner: him.full_name }), t('beneficiaryChanges.action')], { link: `${linkBase}/my-part` }],
  }));
}
