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
  return new OutboxMailer(`${config.dataDir}/outbox`, config.mailFrom, log);
}
