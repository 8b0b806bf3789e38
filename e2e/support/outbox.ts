import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Undoes quoted-printable soft line breaks and escapes, as mail transports write them. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Waits for a mail to `email` in DATA_DIR/outbox and returns its /confirm-account?token= link. */
export async function readResetLink(dataDir: string, email: string, timeoutMs = 15_000): Promise<string> {
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
      if (!text.toLowerCase().includes(email.toLowerCase())) continue;
      const link = /https?:\/\/[^\s"'<>]+\/confirm-account\?token=[A-Za-z0-9_\-%.~]+/.exec(text)?.[0];
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no reset mail for ${email} in ${dir}`);
}
