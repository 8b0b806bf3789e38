import { createTranslator, type Language } from '@i129f/petition/i18n/index.ts';
import type { MailMessage } from './mailer.ts';

/** A translator bound to the mail texts (serverMessages.mail.*) of one language. */
export type MailT = (key: string, params?: Record<string, string | number>) => string;

/** A paragraph: lines of text (one line break between them), or a link on its own. */
export type MailParagraph = readonly string[] | { readonly link: string };

export interface MailContent {
  readonly subject: string;
  readonly paragraphs: readonly MailParagraph[];
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const mailT = (language: Language): MailT => {
  const t = createTranslator(language);
  return (key, params) => t('serverMessages', `mail.${key}`, params);
};

const textOf = (paragraphs: readonly MailParagraph[]) => paragraphs.map((p) => ('link' in p ? p.link : p.join('\n'))).join('\n\n');

const htmlOf = (paragraphs: readonly MailParagraph[]) =>
  paragraphs.map((p) => ('link' in p ? `<p><a href="${escapeHtml(p.link)}">${escapeHtml(p.link)}</a></p>` : `<p>${p.map(escapeHtml).join('<br>')}</p>`)).join('\n');

/**
 * A mail in one language, or in several (issue 12): a mail to someone whose language the server does not know (an
 * invitation, the firm's comment mail) carries English first, then each other language after a separator line;
 * the subject then names both ('Reset your password / Restablezca su contraseña').
 */
export function composeMail(to: string, languages: readonly [Language, ...Language[]], content: (t: MailT) => MailContent): MailMessage {
  const parts = languages.map((language) => ({ t: mailT(language), content: content(mailT(language)) }));
  const [first, ...others] = parts;
  const separator = (t: MailT) => t('separator');
  const text = [textOf(first!.content.paragraphs), ...others.map((p) => `${separator(p.t)}\n\n${textOf(p.content.paragraphs)}`)].join('\n\n');
  const html = [htmlOf(first!.content.paragraphs), ...others.map((p) => `<hr>\n<p lang="${languages[parts.indexOf(p)]}">${escapeHtml(separator(p.t))}</p>\n${htmlOf(p.content.paragraphs)}`)].join('\n');
  const subject = parts.map((p) => p.content.subject).join(' / ');
  return { to, subject, text, html };
}

/** English and Spanish in one mail: for a recipient whose language is not stored. */
export const BILINGUAL = ['en', 'es'] as const satisfies readonly [Language, ...Language[]];
