/**
 * Worker-pool task 'packet.assemble' (registered by packet/generate-packet.ts): builds the filing packet off the
 * event loop. The two PDFs are copied back (structured clone).
 */
import { PdfError, isPdfError, type PdfErrorCode, type PdfErrorDetail } from '../pdf/errors.ts';
import { assemblePacket, type PacketPayload, type PacketResult } from './assemble-packet.ts';
import { ExhibitTooHeavy, type ExhibitOverLimit } from './exhibit-limits.ts';

export type AssembleResult =
  | PacketResult
  | { ok: false; error: { code: PdfErrorCode; message: string; names: string[]; details: PdfErrorDetail[] } }
  | { ok: false; tooHeavy: ExhibitOverLimit };

export const rebuildError = (e: Extract<AssembleResult, { error: unknown }>['error']): PdfError => new PdfError(e.code, e.message, e.names, e.details);

export default async function assemble(p: PacketPayload): Promise<AssembleResult> {
  try {
    const r = await assemblePacket(p);
    return r;
  } catch (e) {
    // Errors with fields do not cross the thread boundary: returned as data.
    if (e instanceof ExhibitTooHeavy) return { ok: false, tooHeavy: e.detail };
    if (!isPdfError(e)) throw e;
    return { ok: false, error: { code: e.code, message: e.message, names: e.names, details: e.details } };
  }
}
