import type { MailMessage } from '../mail/mailer.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * 'Your law firm asked for changes': the client's name, how many comments are open and a link to the comments page.
 * No answer, comment text or other personal data (a mail leaves our hands).
 */
export function changesRequestedMail(o: { to: string; fullName: string; openComments: number; link: string }): MailMessage {
  const count = o.openComments === 1 ? '1 comment' : `${o.openComments} comments`;
  const what = `Your law firm reviewed your I-129F petition and left ${count} for you. Each one links to the question to change.`;
  const action = 'Sign in and open your comments here:';
  const text = [`Hello ${o.fullName},`, '', what, action, '', o.link].join('\n');
  const html = `<p>Hello ${escapeHtml(o.fullName)},</p>
<p>${escapeHtml(what)}<br>${escapeHtml(action)}</p>
<p><a href="${escapeHtml(o.link)}">${escapeHtml(o.link)}</a></p>`;
  return { to: o.to, subject: 'Your law firm asked for changes to your petition', text, html };
}
