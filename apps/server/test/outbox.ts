import fs from 'node:fs';
import path from 'node:path';

/** Decoded text of every .eml in the outbox, oldest first. */
export function readOutbox(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => decodeQuotedPrintable(fs.readFileSync(path.join(dir, f), 'utf8')));
}

export function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The reset token of the /confirm-account#token= link in a mail (the token in the fragment, issue 23.6). */
export function resetTokenIn(mail: string): string {
  const match = /\/confirm-account#token=([A-Za-z0-9_-]+)/.exec(mail);
  if (!match?.[1]) throw new Error(`no reset link in mail:\n${mail}`);
  return match[1];
}
