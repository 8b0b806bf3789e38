import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Undoes quoted-printable soft line breaks and escapes, as mail transports write them. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * Waits for a mail to `email` (in its To: header) in DATA_DIR/outbox and returns the first link matching `link`;
 * `what` names the mail in the error.
 */
export async function readMailLink(dataDir: string, email: string, link: RegExp, what: string, timeoutMs = 15_000): Promise<string> {
  const dir = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let names: string[] = [];
    try {
      names = readdirSync(dir).filter((n) => n.endsWith('.eml')).sort().reverse();
    } catch {
      // no outbox yet
    }
    for (const name of names) {
      const text = decodeQuotedPrintable(readFileSync(path.join(dir, name), 'utf8'));
      if (!text.toLowerCase().includes(`to: ${email.toLowerCase()}`)) continue;
      const found = link.exec(text)?.[0];
      if (found) return found;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no ${what} mail for ${email} in ${dir}`);
}

/** Waits for a mail to `email` in DATA_DIR/outbox and returns its /confirm-account#token= link (token in the fragment). */
export const readResetLink = (dataDir: string, email: string, timeoutMs = 15_000): Promise<string> =>
  readMailLink(dataDir, email, /https?:\/\/[^\s"'<>]+\/confirm-account#token=[A-Za-z0-9_\-%.~]+/, 'reset', timeoutMs);

/** Waits for the invitation mail to `email` and returns its /invitation#token= link. */
export const readInvitationLink = (dataDir: string, email: string, timeoutMs = 15_000): Promise<string> =>
  readMailLink(dataDir, email, /https?:\/\/[^\s"'<>]+\/invitation#token=[A-Za-z0-9_-]+/, 'invitation', timeoutMs);
