import type { Kysely } from 'kysely';
import type { Keyring } from './keyring.ts';

/**
 * The keyring belongs to the open database: buildApp attaches it once, and the repositories that seal
 * data (files, chat states) look it up from the handle they are given, so their signatures stay
 * `(db, …)`. A handle without one (a transaction object, a script's own connection) falls back to the
 * keyring attached last in this process — a server process has exactly one.
 */
const attached = new WeakMap<object, Keyring>();
let lastAttached: Keyring | undefined;

export function attachKeyring(db: Kysely<any>, keyring: Keyring): void {
  attached.set(db, keyring);
  lastAttached = keyring;
}

export function keyringOf(db: Kysely<any>): Keyring {
  const k = attached.get(db) ?? lastAttached;
  if (!k) throw new Error('No data keyring: build the app (buildApp) or call attachKeyring(db, keyring) before reading or writing sealed data.');
  return k;
}
