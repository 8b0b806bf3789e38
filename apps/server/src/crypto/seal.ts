import crypto from 'node:crypto';
import type { Keyring } from './keyring.ts';

/**
 * AES-256-GCM sealing of data at rest. Two envelopes, both versioned and naming the key:
 *  - text (JSON columns): `v1:<keyId>:<iv>:<tag>:<data>`, the last three base64;
 *  - bytes (file contents): `I129ENC1` · key-id length (1 byte) · key id · iv (12) · tag (16) · data.
 * `aad` is the row's identity (table and key columns): a sealed value copied into another row does not open.
 * Values written before encryption (plain JSON text, plain file bytes) are recognised and read as they are.
 */

const TEXT_PREFIX = 'v1:';
const MAGIC = Buffer.from('I129ENC1', 'ascii');
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type DecryptFailure = 'KEY_MISSING' | 'AUTHENTICATION_FAILED' | 'MALFORMED';

/** A sealed value that cannot be opened. The message names the key id, never data. */
export class DataDecryptError extends Error {
  constructor(
    readonly reason: DecryptFailure,
    readonly keyId: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'DataDecryptError';
  }
}

const encrypt = (keyring: Keyring, plain: Buffer, aad: string) => {
  const { id, key } = keyring.current;
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const data = Buffer.concat([cipher.update(plain), cipher.final()]);
  return { id, iv, tag: cipher.getAuthTag(), data };
};

const decrypt = (keyring: Keyring, p: { id: string; iv: Buffer; tag: Buffer; data: Buffer }, aad: string): Buffer => {
  const k = keyring.get(p.id);
  if (!k) {
    throw new DataDecryptError('KEY_MISSING', p.id, `Data sealed with key "${p.id}", which is not in the keyring (DATA_KEYS or DATA_DIR/keys.json holds ${keyring.ids.map((i) => `"${i}"`).join(', ')}).`);
  }
  if (p.iv.length !== IV_BYTES || p.tag.length !== TAG_BYTES) throw new DataDecryptError('MALFORMED', p.id, 'A sealed value is malformed.');
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', k.key, p.iv);
    decipher.setAAD(Buffer.from(aad, 'utf8'));
    decipher.setAuthTag(p.tag);
    return Buffer.concat([decipher.update(p.data), decipher.final()]);
  } catch {
    throw new DataDecryptError('AUTHENTICATION_FAILED', p.id, `A value sealed with key "${p.id}" failed authentication (altered, or moved from another row).`);
  }
};

export const isSealedText = (value: string): boolean => value.startsWith(TEXT_PREFIX);

export function sealText(keyring: Keyring, plain: string, aad: string): string {
  const s = encrypt(keyring, Buffer.from(plain, 'utf8'), aad);
  return `${TEXT_PREFIX}${s.id}:${s.iv.toString('base64')}:${s.tag.toString('base64')}:${s.data.toString('base64')}`;
}

/** Opens a sealed text; a value without the `v1:` prefix was written before encryption and is returned as is. */
export function openText(keyring: Keyring, stored: string, aad: string): string {
  if (!isSealedText(stored)) return stored;
  const parts = stored.split(':');
  if (parts.length !== 5) throw new DataDecryptError('MALFORMED', undefined, 'A sealed value is malformed.');
  const [, id, iv, tag, data] = parts as [string, string, string, string, string];
  return decrypt(keyring, { id, iv: Buffer.from(iv, 'base64'), tag: Buffer.from(tag, 'base64'), data: Buffer.from(data, 'base64') }, aad).toString('utf8');
}

export const isSealedBytes = (value: Uint8Array): boolean => value.length >= MAGIC.length && Buffer.from(value.buffer, value.byteOffset, MAGIC.length).equals(MAGIC);

export function sealBytes(keyring: Keyring, plain: Uint8Array, aad: string): Buffer {
  const s = encrypt(keyring, Buffer.from(plain.buffer, plain.byteOffset, plain.byteLength), aad);
  const id = Buffer.from(s.id, 'ascii');
  return Buffer.concat([MAGIC, Buffer.from([id.length]), id, s.iv, s.tag, s.data]);
}

/** Opens sealed bytes; bytes without the envelope's magic were written before encryption and are returned as they are. */
export function openBytes(keyring: Keyring, stored: Uint8Array, aad: string): Buffer {
  const buf = Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength);
  if (!isSealedBytes(buf)) return buf;
  let at = MAGIC.length;
  const idLength = buf[at++] ?? 0;
  if (idLength === 0 || buf.length < at + idLength + IV_BYTES + TAG_BYTES) throw new DataDecryptError('MALFORMED', undefined, 'A sealed file is malformed.');
  const id = buf.subarray(at, (at += idLength)).toString('ascii');
  const iv = buf.subarray(at, (at += IV_BYTES));
  const tag = buf.subarray(at, (at += TAG_BYTES));
  return decrypt(keyring, { id, iv, tag, data: buf.subarray(at) }, aad);
}

/** The key id a stored value is sealed with; null for a value written before encryption. */
export function sealedKeyId(stored: string | Uint8Array): string | null {
  if (typeof stored === 'string') return isSealedText(stored) ? (stored.split(':', 3)[1] ?? null) : null;
  if (!isSealedBytes(stored)) return null;
  const len = stored[MAGIC.length] ?? 0;
  return Buffer.from(stored.buffer, stored.byteOffset + MAGIC.length + 1, len).toString('ascii');
}
