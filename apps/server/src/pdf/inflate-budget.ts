import { inflateSync } from 'node:zlib';

/**
 * What pdf-lib inflates while it loads a PDF: its object streams (/Type /ObjStm) and cross-reference
 * streams (/Type /XRef), whole and without a limit. A few MB of upload can be a deflate bomb that
 * expands to gigabytes and takes the process down. This inflates those streams with a byte budget
 * before pdf-lib sees the file. Image and page streams are not counted (pdf-lib does not decode them).
 */
export const MAX_PDF_STRUCTURE_BYTES = 64 * 1024 * 1024;

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');

/** false when the object/xref streams together inflate to more than `budget` bytes. */
export function pdfStructureFits(bytes: Uint8Array, budget = MAX_PDF_STRUCTURE_BYTES): boolean {
  const text = latin1(bytes);
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const typed = /\/Type\s*\/(?:ObjStm|XRef)\b/g;
  let left = budget;
  let seenUpTo = 0;
  for (let m = typed.exec(text); m; m = typed.exec(text)) {
    const keyword = text.indexOf('stream', m.index);
    if (keyword < 0 || keyword < seenUpTo) continue;
    let start = keyword + 'stream'.length;
    if (text[start] === '\r') start += 1;
    if (text[start] === '\n') start += 1;
    const end = text.indexOf('endstream', start);
    const data = buf.subarray(start, end < 0 ? buf.length : end);
    seenUpTo = end < 0 ? buf.length : end;
    try {
      left -= inflateSync(data, { maxOutputLength: Math.max(left, 1) }).length;
    } catch (e) {
      if ((e as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return false;
      // Not zlib data, or cut: pdf-lib decides what to make of it.
    }
    if (left < 0) return false;
  }
  return true;
}
