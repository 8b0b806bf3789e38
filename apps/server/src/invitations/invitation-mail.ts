import type { InvitableType } from '@i129f/petition/api/invitations.ts';
import { BILINGUAL, composeMail } from '../mail/compose-mail.ts';
import type { MailMessage } from '../mail/mailer.ts';

/**
 * The invitation mail: a /invitation#token= link (the token stays in the fragment: never sent to a server). The
 * invitee's language is not known, so it is written in English and Spanish (issue 12).
 */
export function invitationMail(options: { to: string; fullName: string; inviterName: string; userType: InvitableType; link: string; ttlDays: number }): MailMessage {
  const { to, fullName, inviterName, userType, link, ttlDays } = options;
  const paralegal = userType === 'PARALEGAL';
  return composeMail(to, BILINGUAL, (t) => ({
    subject: paralegal ? t('invitation.subjectParalegal') : t('invitation.subjectClient', { inviter: inviterName }),
    paragraphs: [
      [t('hello', { name: fullName })],
      [paralegal ? t('invitation.whatParalegal', { inviter: inviterName }) : t('invitation.whatClient', { inviter: inviterName }), paralegal ? t('invitation.actionParalegal') : t('invitation.action')],
      { link },
      [t('invitation.footer', { days: ttlDays })],
    ],
  }));
}
