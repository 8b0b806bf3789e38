import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/schema.ts';
import { currentVersion } from '../chat-state/repo.ts';
import { writePdfMark } from './pdf-marks-repo.ts';

/**
 * After an I-129F was generated and stored for a client (POST /file/generate/i29f, or inside the filing packet):
 * remembers the petition version then, for 'changed since your last PDF' (read from the answer history after it).
 * `version` is the one the PDF was built from when the route has it (the packet); otherwise the stored one is read.
 * The PDF is already stored: a failure here is logged (no answers in the log) and never turns the generation into an
 * error.
 */
export async function markPdfGenerated(o: { db: Db; clientId: string; now: number; log: FastifyBaseLogger; version?: number }): Promise<void> {
  try {
    const version = o.version ?? (await currentVersion(o.db, o.clientId));
    await writePdfMark(o.db, { clientId: o.clientId, generatedAt: o.now, version });
  } catch (err) {
    o.log.warn({ err: err instanceof Error ? err.name : 'unknown' }, 'pdf mark not written');
  }
}
