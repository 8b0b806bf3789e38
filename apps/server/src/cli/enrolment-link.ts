import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../env.ts';
import { connectDb } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { findUserByEmail } from '../users/repo.ts';
import { isEnrolled, resetTwoFactor } from '../auth/two-factor-login.ts';
import { requiresTwoFactor } from '../auth/two-factor-repo.ts';
import { mailEnrolmentLink } from './enrolment-mail.ts';

const USAGE =
  'Usage: npm run enrolment-link -- --email EMAIL [--reset]\n' +
  '  mails a lawyer or paralegal a new link to set up two-factor login (it needs the password too; earlier links stop working).\n' +
  '  --reset first removes the account\'s current authenticator, recovery codes and sessions (a lost phone when no other\n' +
  '  lawyer of the firm can reset it); without it an account that has an authenticator is refused.';

/**
 * The operator's way to (re)issue an enrolment link (issue 23.7): a staff account made by `create-user` whose link
 * expired, or the lost phone of a firm's only lawyer. Exit codes: 0 mailed, 1 refused, 2 usage.
 */
export async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { email: { type: 'string' }, reset: { type: 'boolean' } } });
  if (!values.email) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const handle = connectDb({ databaseUrl: config.databaseUrl, pgSchema: config.databaseSchema, sqliteFile: `${config.dataDir}/app.db` });
  try {
    await migrateToLatest(handle.db, handle.schema);
    const user = await findUserByEmail(handle.db, values.email);
    if (!user || !requiresTwoFactor(user.user_type)) {
      console.error(`Error: ${values.email} is not a lawyer or paralegal account.`);
      return 1;
    }
    const deps = { db: handle.db, now: Date.now };
    if (await isEnrolled(deps, user.id)) {
      if (!values.reset) {
        console.error(`Error: ${user.email} has an authenticator. Use --reset to remove it first (its sessions end).`);
        return 1;
      }
      await resetTwoFactor(deps, user.id);
      console.log(`Removed the authenticator, recovery codes and sessions of ${user.email}.`);
    }
    console.log(await mailEnrolmentLink(config, handle.db, user));
    return 0;
  } finally {
    await handle.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
