import type { MailMessage } from '../mail/mailer.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The password-reset mail: a /confirm-account?token= link valid for `ttlMinutes`. */
export function resetMail(options: { to: string; fullName: string; link: string; ttlMinutes: number }): MailMessage {
  const { to, fullName, link, ttlMinutes } = options;
  const text = [
    `Hello ${fullName},`,
    '',
    `Someone (hopefully you) asked to reset the password of your I-129F account. Open this link within ${ttlMinutes} minutes to choose a new password:`,
    '',
    link,
    '',
    'The link works once. If you did not ask for this, ignore this message: your password stays the same.',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(fullName)},</p>
<p>Someone (hopefully you) asked to reset the password of your I-129F account. Open this link within ${ttlMinutes} minutes to choose a new password:</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>The link works once. If you did not ask for this, ignore this message: your password stays the same.</p>`;
  return { to, subject: 'Reset your password', text, html };
}
