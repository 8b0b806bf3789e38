import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Keyring, newDataKey, parseKeyring } from './keyring.ts';
import { DataDecryptError, isSealedBytes, openBytes, openText, sealBytes, sealText, sealedKeyId } from './seal.ts';

const key = (id: string) => ({ id, key: crypto.randomBytes(32) });
const failure = (fn: () => unknown): DataDecryptError => {
  try {
    fn();
  } catch (e) {
    if (e instanceof DataDecryptError) return e;
    throw e;
  }
  throw new Error('expected a DataDecryptError');
};

describe('AES-256-GCM sealing', () => {
  const k1 = key('k1');
  const ring = new Keyring(k1);

  it('seals text as v1:<kid>:<iv>:<tag>:<data> and opens it with the same row identity', () => {
    const sealed = sealText(ring, '{"pet.ssn":"123-45-6789"}', 'chat_states\u0000u1');
    expect(sealed).toMatch(/^v1:k1:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/);
    expect(sealed).not.toContain('123-45-6789');
    expect(sealedKeyId(sealed)).toBe('k1');
    expect(openText(ring, sealed, 'chat_states\u0000u1')).toBe('{"pet.ssn":"123-45-6789"}');
    // A fresh IV each time: the same value never seals to the same text.
    expect(sealText(ring, 'x', 'a')).not.toBe(sealText(ring, 'x', 'a'));
  });

  it('seals bytes behind a versioned header naming the key, and opens them', () => {
    const plain = Buffer.from('%PDF-1.7 passport P1234567');
    const sealed = sealBytes(ring, plain, 'files\u0000o\u0000a.pdf');
    expect(sealed.subarray(0, 8).toString()).toBe('I129ENC1');
    expect(isSealedBytes(sealed)).toBe(true);
    expect(sealedKeyId(sealed)).toBe('k1');
    expect(sealed.includes('P1234567')).toBe(false);
    expect(sealed.length).toBe(8 + 1 + 2 + 12 + 16 + plain.length);
    expect(openBytes(ring, sealed, 'files\u0000o\u0000a.pdf').equals(plain)).toBe(true);
  });

  it('refuses a value moved to another row (the AAD is the row identity)', () => {
    const text = sealText(ring, 'secret', 'chat_states\u0000alice');
    expect(failure(() => openText(ring, text, 'chat_states\u0000bob')).reason).toBe('AUTHENTICATION_FAILED');
    const bytes = sealBytes(ring, Buffer.from('secret'), 'files\u0000alice\u0000a.png');
    expect(failure(() => openBytes(ring, bytes, 'files\u0000alice\u0000b.png')).reason).toBe('AUTHENTICATION_FAILED');
  });

  it('refuses an altered byte', () => {
    const bytes = sealBytes(ring, Buffer.from('secret data'), 'r');
    bytes[bytes.length - 1]! ^= 1;
    expect(failure(() => openBytes(ring, bytes, 'r')).reason).toBe('AUTHENTICATION_FAILED');
  });

  it('names the missing key id (never data) when the keyring lacks it', () => {
    const sealed = sealText(ring, 'secret', 'r');
    const e = failure(() => openText(new Keyring(key('k2')), sealed, 'r'));
    expect(e.reason).toBe('KEY_MISSING');
    expect(e.keyId).toBe('k1');
    expect(e.message).toContain('"k1"');
    expect(e.message).not.toContain('secret');
  });

  it('reads values written before encryption as they are', () => {
    expect(openText(ring, '{"a":1}', 'r')).toBe('{"a":1}');
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    expect(openBytes(ring, png, 'r').equals(png)).toBe(true);
    expect(sealedKeyId('{"a":1}')).toBeNull();
    expect(sealedKeyId(png)).toBeNull();
  });

  it('opens with an older key after a new current key is added', () => {
    const sealed = sealText(ring, 'old', 'r');
    const rotated = ring.withCurrent(key('k2'));
    expect(rotated.current.id).toBe('k2');
    expect(rotated.ids).toEqual(['k2', 'k1']);
    expect(openText(rotated, sealed, 'r')).toBe('old');
    expect(sealedKeyId(sealText(rotated, 'new', 'r'))).toBe('k2');
  });
});

describe('DATA_KEYS', () => {
  const b64 = () => crypto.randomBytes(32).toString('base64');

  it('parses id:base64 entries, the current key first, and serialises back', () => {
    const text = `new:${b64()}, old:${b64()}`;
    const ring = parseKeyring(text);
    expect(ring.current.id).toBe('new');
    expect(ring.ids).toEqual(['new', 'old']);
    expect(parseKeyring(ring.serialize()).ids).toEqual(['new', 'old']);
    const fresh = newDataKey();
    expect(parseKeyring(`${fresh.id}:${fresh.key.toString('base64')}`).current.key.equals(fresh.key)).toBe(true);
  });

  it('refuses bad entries with a message naming the variable and not the key material', () => {
    const short = crypto.randomBytes(16).toString('base64');
    const cases: Array<[string, RegExp]> = [
      ['', /DATA_KEYS is empty/],
      [b64(), /DATA_KEYS: entry 1 is not "id:base64key"/],
      [`k1:${short}`, /DATA_KEYS: key "k1" is 16 bytes; AES-256 needs 32/],
      [`k1:not base64!`, /DATA_KEYS: key "k1" is not base64/],
      [`k1:${b64()},k1:${b64()}`, /DATA_KEYS: a key id is listed twice/],
      [`bad id:${b64()}`, /DATA_KEYS: the key id "bad id"/],
    ];
    for (const [text, message] of cases) {
      let thrown: Error | undefined;
      try {
        parseKeyring(text);
      } catch (e) {
        thrown = e as Error;
      }
      expect(thrown?.message, text).toMatch(message);
      expect(thrown?.message).not.toContain(short);
    }
  });
});
