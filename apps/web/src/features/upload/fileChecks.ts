import { upload } from '@i129f/petition/i18n/en/upload.ts';
import { i18n, registerEnglish } from '../../i18n/i18n.ts';

registerEnglish('upload', upload);

/** Client-side upload checks (the server re-checks by the file's bytes: apps/server/src/files/file-rules.ts). */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
export const ACCEPT_ATTRIBUTE = 'application/pdf,image/jpeg,image/png,image/heic,image/heif,image/webp,.pdf,.jpg,.jpeg,.png,.heic,.heif,.webp';

const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

/** The kind of file by its first bytes, or null when it is none of the accepted types. */
export function sniffType(b: Uint8Array): string | null {
  if (ascii(b, 0, 5) === '%PDF-') return 'application/pdf';
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b[0] === 0x89 && ascii(b, 1, 4) === 'PNG') return 'image/png';
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(b, 4, 8) === 'ftyp' && /^(heic|heix|hevc|heim|heis|mif1|msf1|heif)$/.test(ascii(b, 8, 12))) return 'image/heic';
  return null;
}

async function head(file: File): Promise<Uint8Array> {
  const slice = file.slice(0, 16);
  const buffer = typeof slice.arrayBuffer === 'function' ? await slice.arrayBuffer() : await new Response(slice).arrayBuffer();
  return new Uint8Array(buffer);
}

/** null when the file may be uploaded, otherwise the message to show (in the reader's language; the upload namespace). */
export async function checkFile(file: File): Promise<string | null> {
  if (file.size === 0) return i18n.t('upload:fileEmpty', { file: file.name });
  if (file.size > MAX_UPLOAD_BYTES) {
    const size = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(file.size / 1024 / 1024);
    return i18n.t('upload:fileTooLarge', { file: file.name, size });
  }
  if (!sniffType(await head(file))) return i18n.t('upload:fileNotAccepted', { file: file.name, types: i18n.t('upload:types') });
  return null;
}
