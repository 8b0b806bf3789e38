import crypto from 'node:crypto';
import { ACCOUNT_MESSAGES, ALLOWED_PARENT_TYPES, checkEmail, checkFullName, checkPassword, EMAIL_MAX_LENGTH, normalizeEmail, type Check, type UserType } from '@i129f/petition/api/accounts.ts';
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
  const email = normalizeEmail(options.email);
  const parentId = await resolveParent(db, userType, options.parentEmail, options.strictParent);
  const row: UserRow = {
    id: crypto.randomUUID(),
    email,
    full_name: options.fullName.trim(),
    password_hash: await hashPassword(options.password),
    user_type: userType,
    parent_id: parentId,
    accepted_conditions: 0,
    created_at: options.now,
  };
  try {
    await db.insertInto('users').values(row).execute();
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

async function resolveParent(db: Db, userType: UserType, parentEmail: string | undefined, strict: boolean): Promise<string | null> {
  if (!parentEmail) return null;
  const parent = await findUserByEmail(db, parentEmail);
  const allowed: readonly UserType[] = ALLOWED_PARENT_TYPES[userType];
  if (parent && allowed.includes(parent.user_type)) return parent.id;
  if (strict) throw new AppError(400, 'VALIDATION_FAILED', errorText('parentUnsuitable', { types: allowed.join(' or ') || '(none)' }), [{ path: 'parentEmail', message: errorText('parentUnknown') }]);
  return null;
}
