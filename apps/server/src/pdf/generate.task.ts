/**
 * Worker-pool task 'pdf.generate' (workers/pool.ts): fills the I-129F off the event loop. The template
 * is parsed once per worker thread (loadTemplate caches by path). A PdfError does not survive the
 * thread boundary as a class, so it comes back as plain data and is rebuilt by the caller.
 */
import { Piscina } from 'piscina';
import { PdfError, isPdfError, type PdfErrorCode, type PdfErrorDetail } from './errors.ts';
import { fillI129f } from './fill-i129f.ts';
import type { AdditionalEntry } from './plan-fill.ts';

export interface GeneratePayload {
  templatePath: string;
  values: Record<string, string>;
  additional: AdditionalEntry[];
}

/** The PDF bytes (moved to the main thread, not copied), or the PdfError as plain data. */
export type GenerateResult = Uint8Array | { ok: false; error: { code: PdfErrorCode; message: string; names: string[]; details: PdfErrorDetail[] } };

export const rebuildPdfError = (e: Exclude<GenerateResult, Uint8Array>['error']): PdfError => new PdfError(e.code, e.message, e.names, e.details);

export default async function generate(p: GeneratePayload): Promise<GenerateResult> {
  try {
    const { bytes } = await fillI129f({ template: p.templatePath, values: p.values, additional: p.additional });
    // Moved to the main thread, not copied: a view of a larger buffer is first copied to its own.
    const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer ? bytes : new Uint8Array(bytes);
    return Piscina.move(own) as Uint8Array;
  } catch (e) {
    if (!isPdfError(e)) throw e;
    return { ok: false, error: { code: e.code, message: e.message, names: e.names, details: e.details } };
  }
}
