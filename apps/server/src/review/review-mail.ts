import { BILINGUAL, composeMail } from '../mail/compose-mail.ts';
import type { MailMessage } from '../mail/mailer.ts';

/**
 * 'Your law firm asked for changes': the client's name, how many comments are open and a link to the comments page.
 * No answer, comment text or other personal data (a mail leaves our hands). Sent by the firm, so the client's
 * language is not known: English and Spanish (issue 12).
 */
export function changesRequestedMail(o: { to: string; fullName: string; openComments: number; link: string }): MailMessage {
  return composeMail(o.to, BILINGUAL, (t) => ({
    subject: t('changes.subject'),
    paragraphs: [
      [t('hello', { name: o.fullName })],
      [t(o.openComments === 1 ? 'changes.what_one' : 'changes.what_other', { count: o.openComments }), t('changes.action')],
      { link: o.link },
    ],
  }));
}
