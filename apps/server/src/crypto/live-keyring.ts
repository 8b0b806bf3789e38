import fs from 'node:fs';
import type { Kysely } from 'kysely';
import { attachKeyring } from './db-keyring.ts';
import type { DataKey, Keyring } from './keyring.ts';
import { checkKeysInUse, keyIdsInUse, missingKeysMessage, recordKeyInUse } from './keys-in-use.ts';
import { rereadKeyring, type LoadedKeyring } from './load-keyring.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The data keys in use; `reload()` re-reads them (SIGHUP: server.ts). */
    dataKeys: LiveKeyring;
  }
}

export type ReloadResult = { ok: true; current: string; ids: string[] } | { ok: false; error: string };

export interface LiveKeyring {
  /** The keyring sealing and opening now. */
  readonly keyring: Keyring;
  /**
   * Re-reads the key source (DATA_KEYS_FILE or DATA_DIR/keys.json; DATA_KEYS cannot be re-read). A keyring that does not
   * parse, or lacks a key the database uses, is refused: the one in use stays and the error is logged. A new current
   * key is recorded (data_keys_in_use) before anything is sealed with it. Calls run one after another.
   */
  reload(): Promise<ReloadResult>;
  /** Stops watching the key file; waits for a reload in progress. */
  close(): Promise<void>;
}

export interface LiveKeyringOptions {
  db: Kysely<any>;
  loaded: LoadedKeyring;
  now: () => number;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** How often the key file's status is polled, ms (fs.watchFile: follows a file replaced by rename); default 1000. */
  watchIntervalMs?: number;
}

/** Re-reading the key file for a key id it lacks happens at most this often (a row under a really missing key is read again and again). */
const MISS_REREAD_MS = 1000;

/**
 * At start: refuses (MissingDataKeysError) when the database names a key the keyring lacks, records the current key,
 * attaches the keyring to `db` and follows the key file. Between a change of the file and the reload, a row sealed with
 * a key only the new file lists still opens: the keyring re-reads the file for an id it does not list (`rotate-key`
 * re-seals rows right after adding its key to keys.json).
 */
export async function startLiveKeyring(o: LiveKeyringOptions): Promise<LiveKeyring> {
  const { db, loaded } = o;
  await checkKeysInUse(db, loaded.keyring, loaded);
  await recordKeyInUse(db, loaded.keyring.current.id, o.now());
  const fromFile = loaded.source !== 'env';
  let active = loaded.keyring;
  let queue: Promise<unknown> = Promise.resolve();

  let lastReread = 0;
  let reread: Keyring | undefined;
  const lookupMissing = (id: string): DataKey | undefined => {
    if (Date.now() - lastReread >= MISS_REREAD_MS) {
      lastReread = Date.now();
      try {
        reread = rereadKeyring(loaded);
      } catch {
        reread = undefined;
      }
    }
    if (!reread?.has(id)) return undefined;
    void reload();
    return reread.get(id);
  };
  const install = (k: Keyring) => attachKeyring(db, fromFile ? k.withLookup(lookupMissing) : k);
  install(active);

  const reloadOnce = async (): Promise<ReloadResult> => {
    let next: Keyring;
    try {
      next = rereadKeyring(loaded);
      const missing = (await keyIdsInUse(db)).filter((id) => !next.has(id));
      if (missing.length) throw new Error(missingKeysMessage(missing, next, loaded).replace(/^Refusing to start/, 'Refusing the new keyring'));
      if (next.current.id !== active.current.id) await recordKeyInUse(db, next.current.id, o.now());
    } catch (e) {
      const error = (e as Error).message;
      o.log.error({ keys: active.ids }, `Data keys not reloaded, the keys in use stay: ${error}`);
      return { ok: false, error };
    }
    active = next;
    install(next);
    o.log.info({ current: next.current.id, keys: next.ids }, 'Data keys reloaded');
    return { ok: true, current: next.current.id, ids: next.ids };
  };
  const reload = (): Promise<ReloadResult> => {
    const run = queue.then(reloadOnce);
    queue = run.catch(() => undefined);
    return run;
  };

  const file = fromFile ? loaded.file : undefined;
  const onChange = (cur: fs.Stats, prev: fs.Stats) => {
    if (cur.mtimeMs !== prev.mtimeMs || cur.ino !== prev.ino || cur.size !== prev.size) void reload();
  };
  if (file) fs.watchFile(file, { interval: o.watchIntervalMs ?? 1000, persistent: false }, onChange);

  return {
    get keyring() {
      return active;
    },
    reload,
    close: async () => {
      if (file) fs.unwatchFile(file, onChange);
      await queue;
    },
  };
}
