import type { Config } from '../env.ts';
import type { Db, UserRow } from '../db/schema.ts';
import { sendEnrolmentLink } from '../auth/enrolment-links.ts';
import { createMailer } from '../mail/mailer.ts';

/**
 * The CLIs' enrolment link (create-user, enrolment-link): issued for `user`, mailed through the configured mailer
 * (SMTP_URL, else an .eml in DATA_DIR/outbox) to PUBLIC_URL; the answer is the line to print — never the link itself.
 */
export async function mailEnrolmentLink(config: Config, db: Db, user: Pick<UserRow, 'id' | 'email' | 'full_name'>): Promise<string> {
  const mailer = createMailer(config, (message) => console.log(message));
  try {
    const { expiresAt } = await sendEnrolmentLink({ db, now: Date.now, mailer }, { user, issuedBy: null, linkBase: config.publicUrl });
    const where = config.smtpUrl ? '' : ` (no SMTP_URL: the mail is in ${config.dataDir}/outbox)`;
    return `A link to set up two-factor login was mailed to ${user.email}${where}; it works once, with the password, until ${new Date(expiresAt).toISOString()}.`;
  } finally {
    await mailer.close?.();
  }
}
