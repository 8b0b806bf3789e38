import crypto from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { RECOVERY_CODE_COUNT } from '@i129f/petition/api/two-factor.ts';

/**
 * TOTP (RFC 6238 through otplib: SHA-1, 6 digits, 30 s, what authenticator apps use) on the server's
 * injectable clock. A code is accepted one step either side of now (clock drift, a code typed as it
 * changes) and only for a step later than the last accepted one (no replay within the window).
 */
export const TOTP_PERIOD_S = 30;
const TOLERANCE_S = TOTP_PERIOD_S;
export const TOTP_ISSUER = 'I-129F Petition';

/** A new base32 secret of 20 random bytes (160 bits). */
export const newTotpSecret = (): string => generateSecret({ length: 20 });

export async function enrolmentData(secret: string, accountEmail: string): Promise<{ otpauthUrl: string; qrDataUrl: string }> {
  const otpauthUrl = generateURI({ issuer: TOTP_ISSUER, label: accountEmail, secret });
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { otpauthUrl, qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}` };
}

/**
 * The time step the code matched at `nowMs`, or null. `afterStep`: steps up to it were used already.
 * 'replayed' when the code is right for a step already used (the caller says so instead of "invalid").
 */
export async function checkTotp(o: { secret: string; code: string; nowMs: number; afterStep: number | null }): Promise<number | 'replayed' | null> {
  const epoch = Math.floor(o.nowMs / 1000);
  const result = await verify({ secret: o.secret, token: o.code, epoch, epochTolerance: TOLERANCE_S });
  // A TOTP result carries the matched time step (the functional API's type also covers HOTP results).
  if (!result.valid || !('timeStep' in result)) return null;
  const step = result.timeStep;
  return o.afterStep != null && step <= o.afterStep ? 'replayed' : step;
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** One recovery code: 16 base32 characters (80 random bits), shown as XXXX-XXXX-XXXX-XXXX. */
function newRecoveryCode(): string {
  const bytes = crypto.randomBytes(16);
  const chars = [...bytes].map((b) => BASE32[b & 31]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

export const newRecoveryCodes = (): string[] => Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);

/** Stored form: SHA-256 of the 16 characters without dashes, upper case (80 random bits need no slow hash). */
export const hashRecoveryCode = (code: string): string =>
  crypto.createHash('sha256').update(code.toUpperCase().replace(/[\s-]+/g, ''), 'utf8').digest('hex');
