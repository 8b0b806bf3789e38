import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailLog, MailMessage, Mailer } from './mailer.ts';

/**
 * Writes each message as an RFC 822 .eml file into `dir` (DATA_DIR/outbox) and logs its links, so
 * a local user without SMTP can still follow a password-reset link.
 */
export class OutboxMailer implements Mailer {
  private readonly builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(
    private readonly dir: string,
    private readonly from: string,
    private readonly log: MailLog,
    /** false: log only the file (no recipient, no links: reset tokens must not reach a server's logs). */
    private readonly logLinks = true,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const info = await this.builder.sendMail({ from: this.from, ...message });
    const raw = info.message as unknown as Buffer;
    // Mails hold names and links: owner-only directory (0700) and files (0600).
    await fs.mkdir(this.dir, { recursive: true, mode: 0o700 });
    await fs.chmod(this.dir, 0o700);
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`;
    const file = path.join(this.dir, name);
    await fs.writeFile(file, raw, { mode: 0o600, flag: 'wx' });
    if (!this.logLinks) {
      this.log(`Mail written to ${file}`, { subject: message.subject });
      return;
    }
    const links = message.text.match(/https?:\/\/\S+/g) ?? [];
    this.log(`Mail to ${message.to} written to ${file}`, { subject: message.subject, links });
  }
}
