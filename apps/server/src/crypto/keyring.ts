import crypto from 'node:crypto';

/** One AES-256 key: a short id (written into every ciphertext) and 32 bytes. */
export interface DataKey {
  id: string;
  key: Buffer;
}

/**
 * The keys data at rest is encrypted with: `current` encrypts everything written; every key (current
 * included) decrypts what it wrote. Older keys stay listed until `npm run rotate-key` has re-encrypted
 * their rows.
 */
export class Keyring {
  private readonly byId: ReadonlyMap<string, DataKey>;

  /**
   * @param lookupMissing asked for a key id this keyring does not list (a running server re-reads its key file, so a
   *   row `rotate-key` re-sealed with a new key opens before the server has switched to it: crypto/live-keyring.ts).
   */
  constructor(
    readonly current: DataKey,
    older: readonly DataKey[] = [],
    private readonly lookupMissing?: (id: string) => DataKey | undefined,
  ) {
    const all = [current, ...older];
    for (const k of all) checkKey(k);
    this.byId = new Map(all.map((k) => [k.id, k]));
    if (this.byId.size !== all.length) throw new Error('Data keys: a key id is listed twice.');
  }

  /** The key with this id, or undefined when the keyring does not hold it. */
  get(id: string): DataKey | undefined {
    return this.byId.get(id) ?? this.lookupMissing?.(id);
  }

  /** Whether the key is listed (the lookup for missing keys is not asked). */
  has(id: string): boolean {
    return this.byId.has(id);
  }

  /** The same keys, asking `lookup` for an id they do not list. */
  withLookup(lookup: (id: string) => DataKey | undefined): Keyring {
    return new Keyring(this.current, [...this.byId.values()].filter((k) => k.id !== this.current.id), lookup);
  }

  get ids(): string[] {
    return [...this.byId.keys()];
  }

  /** The same keyring with `key` as the current key (the old current key stays as an older one). */
  withCurrent(key: DataKey): Keyring {
    return new Keyring(key, [...this.byId.values()].filter((k) => k.id !== key.id));
  }

  /** `id:base64,id:base64,…`, the current key first: the DATA_KEYS format. */
  serialize(): string {
    return [...this.byId.values()].map((k) => `${k.id}:${k.key.toString('base64')}`).join(',');
  }
}

const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

function checkKey(k: DataKey): void {
  if (!KEY_ID.test(k.id)) throw new Error(`Data keys: the key id "${k.id.slice(0, 40)}" is not 1–32 letters, digits, _ or -.`);
  if (k.key.length !== 32) throw new Error(`Data keys: key "${k.id}" is ${k.key.length} bytes; AES-256 needs 32 bytes (base64 of 32 random bytes).`);
}

/** A fresh random key; the id is the UTC date and a random suffix, e.g. `k20261126-3fa9`. */
export function newDataKey(now = new Date()): DataKey {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  return { id: `k${day}-${crypto.randomBytes(2).toString('hex')}`, key: crypto.randomBytes(32) };
}

/**
 * Parses `DATA_KEYS`: comma-separated `id:base64key` entries, the current key first, e.g.
 * `k2:AAAA…=,k1:BBBB…=`. Throws a message naming the variable (never the key material).
 */
export function parseKeyring(text: string, variable = 'DATA_KEYS'): Keyring {
  const entries = text.split(',').map((s) => s.trim()).filter(Boolean);
  if (!entries.length) throw new Error(`${variable} is empty: expected "id:base64key[,id:base64key…]", the current key first.`);
  const keys = entries.map((entry, i) => {
    const at = entry.indexOf(':');
    if (at <= 0) throw new Error(`${variable}: entry ${i + 1} is not "id:base64key".`);
    const id = entry.slice(0, at);
    const b64 = entry.slice(at + 1);
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(b64)) throw new Error(`${variable}: key "${id}" is not base64.`);
    return { id, key: Buffer.from(b64, 'base64') };
  });
  try {
    return new Keyring(keys[0]!, keys.slice(1));
  } catch (e) {
    throw new Error(`${variable}: ${(e as Error).message.replace(/^Data keys: /, '')}`);
  }
}
