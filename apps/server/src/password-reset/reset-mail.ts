import type { Language } from '@i129f/petition/i18n/languages.ts';
import { composeMail } from '../mail/compose-mail.ts';
import type { MailMessage } from '../mail/mailer.ts';

/**
 * The password-reset mail: a /confirm-account#token= link (the token in the fragment) valid for `ttlMinutes`, in the language of the request
 * that asked for it (the recipient asked: issue 12).
 */
export function resetMail(options: { to: string; fullName: string; link: string; ttlMinutes: number; language?: Language }): MailMessage {
  const { to, fullName, link, ttlMinutes, language = 'en' } = options;
  return composeMail(to, [language], (t) => ({
    subject: t('reset.subject'),
    paragraphs: [[t('hello', { name: fullName })], [t('reset.body', { minutes: ttlMinutes })], { link }, [t('reset.footer')]],
  }));
}
