import fs from 'node:fs';
import path from 'node:path';
import { Keyring, newDataKey, parseKeyring, type DataKey } from './keyring.ts';
import { ensurePrivateDir, writePrivateFile } from './private-files.ts';

/** The development keyring's file inside DATA_DIR (mode 0600). */
export const KEYS_FILE = 'keys.json';

export interface LoadedKeyring {
  keyring: Keyring;
  /** 'env': DATA_KEYS; 'keys-file': DATA_KEYS_FILE; 'file': DATA_DIR/keys.json (development only). */
  source: 'env' | 'keys-file' | 'file';
  /** DATA_KEYS_FILE or DATA_DIR/keys.json: what a reload reads again (rereadKeyring). */
  file?: string;
  /** true when this call generated the development key. */
  created?: boolean;
}

export interface KeyringSettings {
  /** DATA_KEYS as set. */
  dataKeys: string | undefined;
  /** DATA_KEYS_FILE: a file holding what DATA_KEYS would (re-read on SIGHUP and when it changes). */
  dataKeysFile?: string | undefined;
  production: boolean;
  dataDir: string;
}

export const MISSING_KEY_MESSAGE =
  'DATA_KEYS is not set. In production (NODE_ENV=production) the key that encrypts personal data and files at rest must come from the ' +
  'environment: DATA_KEYS="<id>:<base64 of 32 random bytes>" (print one with `npm run rotate-key -- --print-new-key`), or DATA_KEYS_FILE naming a file ' +
  'that holds it. Every instance on one database needs the same keys. ' +
  'Back the key up apart from the database: without it the data cannot be read.';

/**
 * The keyring from DATA_KEYS; without it, in development only, from DATA_DIR/keys.json, generated on first
 * start so `npm install && npm start` works. Production without DATA_KEYS throws MISSING_KEY_MESSAGE.
 */
export function loadKeyring(s: KeyringSettings): LoadedKeyring {
  if (s.dataKeys && s.dataKeysFile) throw new Error('DATA_KEYS and DATA_KEYS_FILE are both set: set one.');
  if (s.dataKeys) return { keyring: parseKeyring(s.dataKeys), source: 'env' };
  if (s.dataKeysFile) return { keyring: readDataKeysFile(s.dataKeysFile), source: 'keys-file', file: s.dataKeysFile };
  if (s.production) throw new Error(MISSING_KEY_MESSAGE);
  ensurePrivateDir(s.dataDir);
  const file = path.join(s.dataDir, KEYS_FILE);
  const existing = readKeysFile(file);
  if (existing) return { keyring: existing, source: 'file', file };
  const keyring = new Keyring(newDataKey());
  try {
    writeKeysFile(file, keyring, { exclusive: true });
  } catch (e) {
    // Another process created it first: use theirs.
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return { keyring: readKeysFile(file)!, source: 'file', file };
    throw e;
  }
  return { keyring, source: 'file', file, created: true };
}

/**
 * The keyring from its source again (a running server's reload: crypto/live-keyring.ts). Throws when the source cannot
 * be read or parsed, or when it is DATA_KEYS, which a running process cannot re-read.
 */
export function rereadKeyring(loaded: Pick<LoadedKeyring, 'source' | 'file'>): Keyring {
  if (loaded.source === 'keys-file') return readDataKeysFile(loaded.file!);
  if (loaded.source === 'file') {
    const keyring = readKeysFile(loaded.file!);
    if (!keyring) throw new Error(`${loaded.file} is gone.`);
    return keyring;
  }
  throw new Error('DATA_KEYS is set in the environment, which a running server cannot re-read: restart it, or give the keys in a file (DATA_KEYS_FILE).');
}

/** DATA_KEYS_FILE: the DATA_KEYS format, entries separated by commas or line breaks. */
export function readDataKeysFile(file: string): Keyring {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (e) {
    throw new Error(`DATA_KEYS_FILE: cannot read ${file} (${(e as NodeJS.ErrnoException).code ?? 'error'}).`);
  }
  if (text.length > 64 * 1024) throw new Error(`DATA_KEYS_FILE: ${file} is over 64 KB; it should hold "id:base64key" entries only.`);
  return parseKeyring(text.split(/[\s,]+/).join(','), 'DATA_KEYS_FILE');
}

interface KeysFileJson {
  note?: string;
  keys: Array<{ id: string; key: string }>;
}

/** The keyring in a keys file (the current key first), or undefined when there is no file. */
export function readKeysFile(file: string): Keyring | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw e;
  }
  fs.chmodSync(file, 0o600);
  let json: KeysFileJson;
  try {
    json = JSON.parse(text) as KeysFileJson;
  } catch {
    throw new Error(`${file} is not valid JSON (expected {"keys": [{"id", "key"}…]}, the current key first).`);
  }
  if (!Array.isArray(json.keys) || !json.keys.length) throw new Error(`${file} lists no keys.`);
  const keys: DataKey[] = json.keys.map((k) => ({ id: String(k.id), key: Buffer.from(String(k.key), 'base64') }));
  try {
    return new Keyring(keys[0]!, keys.slice(1));
  } catch (e) {
    throw new Error(`${file}: ${(e as Error).message}`);
  }
}

/** Writes the keys file (mode 0600) atomically: a temporary file renamed over it, or exclusive creation. */
export function writeKeysFile(file: string, keyring: Keyring, o: { exclusive?: boolean } = {}): void {
  const json: KeysFileJson = {
    note: 'Development data keys (the first encrypts, all decrypt). Back this file up apart from the database; in production set DATA_KEYS instead.',
    keys: keyring.ids.map((id) => ({ id, key: keyring.get(id)!.key.toString('base64') })),
  };
  writePrivateFile(file, `${JSON.stringify(json, null, 2)}\n`, o);
}
