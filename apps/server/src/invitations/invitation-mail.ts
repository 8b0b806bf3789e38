import type { InvitableType } from '@i129f/petition/api/invitations.ts';
import type { MailMessage } from '../mail/mailer.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The invitation mail: a /invitation#token= link (the token stays in the fragment: never sent to a server). */
export function invitationMail(options: { to: string; fullName: string; inviterName: string; userType: InvitableType; link: string; ttlDays: number }): MailMessage {
  const { to, fullName, inviterName, userType, link, ttlDays } = options;
  const what =
    userType === 'PARALEGAL'
      ? `${inviterName} added you as a paralegal in the I-129F petition preparer.`
      : `${inviterName} invited you to prepare your I-129F petition (fiancé(e) visa) with their firm.`;
  const action = 'Open this link to set your password and accept (if you already have an account, sign in with it on that page):';
  const footer = `The link works once and expires in ${ttlDays} days. If you did not expect this invitation, ignore this message.`;
  const text = [`Hello ${fullName},`, '', what, action, '', link, '', footer].join('\n');
  const html = `<p>Hello ${escapeHtml(fullName)},</p>
<p>${escapeHtml(what)}<br>${escapeHtml(action)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>${escapeHtml(footer)}</p>`;
  const subject = userType === 'PARALEGAL' ? 'You were added as a paralegal' : `${inviterName} invited you to prepare your I-129F petition`;
  return { to, subject, text, html };
}
