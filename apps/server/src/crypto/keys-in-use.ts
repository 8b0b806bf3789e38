import type { Kysely } from 'kysely';
import type { Keyring } from './keyring.ts';
import type { LoadedKeyring } from './load-keyring.ts';

/**
 * Keys across instances (issue 22.6): `data_keys_in_use` (migration 015) names every key that may have sealed a row.
 * A server records its current key there before sealing with it, and at start refuses a keyring that lacks one of
 * them — two instances with their own development keys on one PostgreSQL stop at start instead of answering each
 * other's users with 500. Only `rotate-key`, after re-sealing every row, forgets the keys no row uses any more.
 */
type KeysDb = Kysely<{ data_keys_in_use: { key_id: string; recorded_at: number } }>;
const table = (db: Kysely<any>) => db as unknown as KeysDb;

export async function keyIdsInUse(db: Kysely<any>): Promise<string[]> {
  const rows = await table(db).selectFrom('data_keys_in_use').select('key_id').orderBy('key_id').execute();
  return rows.map((r) => r.key_id);
}

/** Records `keyId` as in use (before anything is sealed with it); already recorded: nothing changes. */
export async function recordKeyInUse(db: Kysely<any>, keyId: string, now: number): Promise<void> {
  await table(db)
    .insertInto('data_keys_in_use')
    .values({ key_id: keyId, recorded_at: now })
    .onConflict((oc) => oc.column('key_id').doNothing())
    .execute();
}

/** Forgets every recorded key but `keep` (rotate-key, after a pass that left every row sealed with `keep`). Returns the ids forgotten. */
export async function forgetKeysOtherThan(db: Kysely<any>, keep: string): Promise<string[]> {
  const gone = (await keyIdsInUse(db)).filter((id) => id !== keep);
  if (gone.length) await table(db).deleteFrom('data_keys_in_use').where('key_id', 'in', gone).execute();
  return gone;
}

/** Data in the database is sealed with keys this keyring lacks: the server does not start. */
export class MissingDataKeysError extends Error {
  constructor(
    readonly missing: readonly string[],
    message: string,
  ) {
    super(message);
    this.name = 'MissingDataKeysError';
  }
}

const quoted = (ids: readonly string[]) => ids.map((id) => `"${id}"`).join(', ');

export function missingKeysMessage(missing: readonly string[], keyring: Keyring, loaded: Pick<LoadedKeyring, 'source' | 'file'>): string {
  const where = loaded.source === 'env' ? 'DATA_KEYS' : loaded.source === 'keys-file' ? `DATA_KEYS_FILE (${loaded.file})` : `${loaded.file} (a development key made by this instance)`;
  const fix =
    loaded.source === 'file'
      ? 'Give every instance on this database the same keys: set DATA_KEYS to all of them (the current key first, the older ones after it) on each instance, or copy the DATA_DIR/keys.json of the instance that made them here.'
      : `Add ${missing.length > 1 ? 'them' : 'it'} to ${loaded.source === 'env' ? 'DATA_KEYS' : 'DATA_KEYS_FILE'} after the current key (every instance on this database needs the same keys).`;
  return (
    `Refusing to start: the database holds data sealed with data key${missing.length > 1 ? 's' : ''} ${quoted(missing)}, which this server's keyring ` +
    `lacks (${where} holds ${quoted(keyring.ids)}), so it could not read that data. ${fix} ` +
    `If no data sealed with ${missing.length > 1 ? 'them' : 'it'} is left, \`npm run rotate-key\` checks every row and forgets ${missing.length > 1 ? 'them' : 'it'}.`
  );
}

/** Throws MissingDataKeysError when the database names a key the keyring does not list. Reads data_keys_in_use only. */
export async function checkKeysInUse(db: Kysely<any>, keyring: Keyring, loaded: Pick<LoadedKeyring, 'source' | 'file'>): Promise<void> {
  const missing = (await keyIdsInUse(db)).filter((id) => !keyring.has(id));
  if (missing.length) throw new MissingDataKeysError(missing, missingKeysMessage(missing, keyring, loaded));
}
