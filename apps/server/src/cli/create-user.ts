import crypto from 'node:crypto';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { USER_TYPES, type UserType } from '@i129f/petition/api/accounts.ts';
import { loadConfig } from '../env.ts';
import { connectDb } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createUser } from '../users/create-user.ts';
import { AppError } from '../http/errors.ts';

const USAGE = 'Usage: npm run create-user -- --type LAWYER|PARALEGAL|CLIENT --email EMAIL --name "Full Name" [--parent EMAIL] [--password PASSWORD]';

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

export async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { type: { type: 'string' }, email: { type: 'string' }, name: { type: 'string' }, parent: { type: 'string' }, password: { type: 'string' } },
  });
  const type = values.type?.toUpperCase();
  if (!type || !USER_TYPES.includes(type as UserType) || !values.email || !values.name) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const handle = connectDb({ databaseUrl: config.databaseUrl, sqliteFile: `${config.dataDir}/app.db` });
  try {
    await migrateToLatest(handle.db, handle.schema);
    const password = values.password ?? generatePassword();
    const user = await createUser({
      db: handle.db,
      now: Date.now(),
      email: values.email,
      fullName: values.name,
      password,
      userType: type as UserType,
      parentEmail: values.parent,
      strictParent: true,
    });
    console.log(`Created ${user.user_type} ${user.email}${values.parent ? ` under ${values.parent}` : ''}.`);
    if (!values.password) console.log(`Password: ${password}`);
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
