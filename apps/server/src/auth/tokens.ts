import crypto from 'node:crypto';

/** A new opaque token: 32 random bytes (256 bits), base64url. Only its hash is stored. */
export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token, 'utf8').digest('hex');
}
