import type { Config } from '../env.ts';
import { OutboxMailer } from './outbox.ts';
import { SmtpMailer } from './smtp.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends mail. Providers: SMTP (SMTP_URL set) or the outbox folder (local use, tests). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close?(): Promise<void>;
}

export type MailLog = (message: string, data?: Record<string, unknown>) => void;

export function createMailer(config: Config, log: MailLog): Mailer {
  if (config.smtpUrl) return new SmtpMailer(config.smtpUrl, config.mailFrom);
  // Links (reset tokens) and recipients are logged only for a local app; a deployment without SMTP keeps them in the .eml files.
  return new OutboxMailer(`${config.dataDir}/outbox`, config.mailFrom, log, isLocalUrl(config.publicUrl));
}

/** http(s)://localhost, 127.0.0.1 or [::1] (any port): the app runs on this machine for its user. */
export function isLocalUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]';
}
