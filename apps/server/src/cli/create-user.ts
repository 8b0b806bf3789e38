import crypto from 'node:crypto';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { USER_TYPES, type UserType } from '@i129f/petition/api/accounts.ts';
import { loadConfig } from '../env.ts';
import { connectDb } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createUser } from '../users/create-user.ts';
import { AppError } from '../http/errors.ts';
import { requiresTwoFactor } from '../auth/two-factor-repo.ts';
import { mailEnrolmentLink } from './enrolment-mail.ts';

const USAGE =
  'Usage: npm run create-user -- --type LAWYER|PARALEGAL|CLIENT --email EMAIL --name "Full Name" [--parent EMAIL] [--firm-of LAWYER_EMAIL] [--password-stdin | --password PASSWORD]\n' +
  '  without a password option a random one is generated and printed once; --password-stdin reads the first line of standard input.\n' +
  '  A lawyer or paralegal gets a link to set up two-factor login by mail (SMTP_URL, else DATA_DIR/outbox); it needs the password too.\n' +
  '  --firm-of: a new lawyer joins that lawyer\'s firm (lawyers of one firm can reset each other\'s two-factor login).';

/** The first line of a stream (the password piped in by --password-stdin), without its line end. */
async function firstLine(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) {
    text += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/, 1)[0] ?? '';
}

/** A random password that satisfies the spec's rule (upper, lower, digit, symbol from @$!%*?&). */
export function generatePassword(): string {
  const pick = (set: string) => set[crypto.randomInt(set.length)]!;
  const lower = 'abcdefghijkmnopqrstuvwxyz';
  const upper = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const digits = '23456789';
  const symbols = '@$!%*?&';
  const chars = [pick(lower), pick(upper), pick(digits), pick(symbols)];
  while (chars.length < 16) chars.push(pick(lower + upper + digits));
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = crypto.randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

export async function main(argv: string[], io: { stdin: NodeJS.ReadableStream } = { stdin: process.stdin }): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      type: { type: 'string' },
      email: { type: 'string' },
      name: { type: 'string' },
      parent: { type: 'string' },
      'firm-of': { type: 'string' },
      password: { type: 'string' },
      'password-stdin': { type: 'boolean' },
    },
  });
  const type = values.type?.toUpperCase();
  if (!type || !USER_TYPES.includes(type as UserType) || !values.email || !values.name) {
    console.error(USAGE);
    return 2;
  }
  if (values.password !== undefined && values['password-stdin']) {
    console.error(USAGE);
    return 2;
  }
  // A password on the command line is visible to other local users (ps, /proc) and kept in shell history.
  if (values.password !== undefined) console.error('Warning: --password is visible in the process list and shell history; prefer --password-stdin.');
  const given = values['password-stdin'] ? await firstLine(io.stdin) : values.password;
  const config = loadConfig();
  const handle = connectDb({ databaseUrl: config.databaseUrl, pgSchema: config.databaseSchema, sqliteFile: `${config.dataDir}/app.db` });
  try {
    await migrateToLatest(handle.db, handle.schema);
    const password = given ?? generatePassword();
    const user = await createUser({
      db: handle.db,
      now: Date.now(),
      email: values.email,
      fullName: values.name,
      password,
      userType: type as UserType,
      parentEmail: values.parent,
      strictParent: true,
      firmOf: values['firm-of'],
    });
    console.log(`Created ${user.user_type} ${user.email}${values.parent ? ` under ${values.parent}` : ''}${values['firm-of'] ? ` in the firm of ${values['firm-of']}` : ''}.`);
    if (given === undefined) console.log(`Password: ${password}`);
    // Staff bind their authenticator only from a mailed link together with the password (issue 23.7): whoever learns
    // the password alone cannot. The link is mailed, not printed (no live token in the terminal or its logs).
    if (requiresTwoFactor(user.user_type)) console.log(await mailEnrolmentLink(config, handle.db, user));
    return 0;
  } catch (err) {
    if (err instanceof AppError) {
      console.error(`Error: ${err.message}${err.fields ? ` (${err.fields.map((f) => `${f.path}: ${f.message}`).join('; ')})` : ''}`);
      return 1;
    }
    throw err;
  } finally {
    await handle.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
