/**
 * Worker-pool task 'pdf.inspect' (registered by pdf/inspect-pdf.ts): what an uploaded PDF unpacks to (pdf-limits.ts)
 * and then, within the limits, whether pdf-lib opens it and how many pages it has — off the event loop (the PDF
 * replace route parsed on it before issue 23.1).
 */
import { PDFDocument } from 'pdf-lib';
import { pdfOverLimit, type PdfLimits, type PdfOverLimit } from './pdf-limits.ts';

export type InspectResult = { pages: number } | { over: PdfOverLimit };

export default async function inspect(p: { bytes: Uint8Array; limits: PdfLimits }): Promise<InspectResult> {
  const over = await pdfOverLimit(p.bytes, p.limits);
  if (over) return { over };
  try {
    return { pages: (await PDFDocument.load(p.bytes, { updateMetadata: false, ignoreEncryption: true })).getPageCount() };
  } catch {
    return { pages: 0 };
  }
}
