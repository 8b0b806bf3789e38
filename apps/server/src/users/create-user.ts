import crypto from 'node:crypto';
import { ACCOUNT_MESSAGES, ALLOWED_PARENT_TYPES, checkEmail, checkFullName, checkPassword, EMAIL_MAX_LENGTH, normalizeEmail, type Check, type UserType } from '@i129f/petition/api/accounts.ts';
import type { Language } from '@i129f/petition/i18n/languages.ts';
import type { Db, UserRow } from '../db/schema.ts';
import { isUniqueViolation } from '../db/connect.ts';
import { AppError, errorText } from '../http/errors.ts';
import { hashPassword } from '../auth/passwords.ts';
import { findUserByEmail } from './repo.ts';

export interface CreateUserOptions {
  db: Db;
  now: number;
  email: string;
  fullName: string;
  password: string;
  userType: UserType;
  /** Parent account; must exist and be an allowed parent type, else `strictParent` decides. */
  parentEmail?: string | undefined;
  /** true (CLI): an unusable parent is an error. false (sign-up): it is ignored. */
  strictParent: boolean;
  /** A new lawyer joins the firm of this lawyer (`users.firm_id`); without it a lawyer is a firm of its own. */
  firmOf?: string | undefined;
  /** The language the account reads ('en' | 'es'; issue 21.5). Default: none chosen. */
  language?: Language | null;
}

/** Creates an account. 409 DUPLICATE_ACCOUNT when the email is taken. */
export async function createUser(options: CreateUserOptions): Promise<UserRow> {
  const { db, userType } = options;
  // Every value is checked before any query: a name or email that could not be stored or addressed later
  // (NUL, control characters, longer than the `:email` route parameter allows) is a 400 naming the field.
  refuse('email', checkAccountEmail(options.email));
  refuse('fullName', checkFullName(options.fullName));
  refuse('password', checkPassword(options.password));
  if (options.parentEmail) refuse('parentEmail', checkAccountEmail(options.parentEmail));
  if (options.firmOf) refuse('firmOf', checkAccountEmail(options.firmOf));
  const email = normalizeEmail(options.email);
  const parentId = await resolveParent(db, userType, options.parentEmail, options.strictParent);
  const id = crypto.randomUUID();
  const firmId = userType === 'LAWYER' ? ((await firmOfLawyer(db, options.firmOf)) ?? id) : null;
  const row: UserRow = {
    id,
    email,
    full_name: options.fullName.trim(),
    password_hash: await hashPassword(options.password),
    user_type: userType,
    parent_id: parentId,
    accepted_conditions: 0,
    created_at: options.now,
    language: options.language ?? null,
  };
  try {
    await db.withTables<{ users: { firm_id: string | null } }>().insertInto('users').values({ ...row, firm_id: firmId }).execute();
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate();
    throw err;
  }
  return row;
}

function checkAccountEmail(email: string): Check {
  if (email.trim().length > EMAIL_MAX_LENGTH) return { ok: false, message: ACCOUNT_MESSAGES.emailTooLong };
  return checkEmail(email);
}

function refuse(field: string, check: Check): void {
  if (!check.ok) throw new AppError(400, 'VALIDATION_FAILED', check.message, [{ path: field, message: check.message }]);
}

const duplicate = () => new AppError(409, 'DUPLICATE_ACCOUNT', errorText('duplicateAccount'));

/** The firm of the lawyer `email` (undefined without one); a missing or non-lawyer account is a 400 naming firmOf. */
async function firmOfLawyer(db: Db, email: string | undefined): Promise<string | undefined> {
  if (!email) return undefined;
  const lawyer = await db
    .withTables<{ users: { firm_id: string | null } }>()
    .selectFrom('users')
    .select(['user_type', 'firm_id', 'id'])
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
  if (!lawyer || lawyer.user_type !== 'LAWYER') {
    throw new AppError(400, 'VALIDATION_FAILED', errorText('firmOfUnknown'), [{ path: 'firmOf', message: errorText('firmOfUnknown') }]);
  }
  return lawyer.firm_id ?? lawyer.id;
}

async function resolveParent(db: Db, userType: UserType, parentEmail: string | undefined, strict: boolean): Promise<string | null> {
  if (!parentEmail) return null;
  const parent = await findUserByEmail(db, parentEmail);
  const allowed: readonly UserType[] = ALLOWED_PARENT_TYPES[userType];
  if (parent && allowed.includes(parent.user_type)) return parent.id;
  if (strict) throw new AppError(400, 'VALIDATION_FAILED', errorText('parentUnsuitable', { types: allowed.join(' or ') || '(none)' }), [{ path: 'parentEmail', message: errorText('parentUnknown') }]);
  return null;
}
