import type { FastifyInstance } from 'fastify';
import { notFound, errorText } from '../http/errors.ts';
import { findUserByEmail } from '../users/repo.ts';
import type { ExtractedValues } from './auto-extracted-key.ts';
import { ExtractionCache, extractClientValues } from './extract-client-values.ts';
import type { Extractor } from './extractor.ts';
import { createPooledPassportExtractor } from './pooled-passport-extractor.ts';

export interface ExtractionResponse {
  /** Spec §3 autoExtractedUserInfo keys → values read from the client's uploads. */
  values: ExtractedValues;
  /** Spec §4: false when nothing was read (all values empty), true after a successful extraction. */
  extracted: boolean;
}

export interface ExtractionRoutesOptions {
  /** Default: the passport MRZ extractor, run in the worker pool. */
  extractors?: readonly Extractor[];
  /** Time limit of one OCR recognition (default 20 s). */
  ocrTimeoutMs?: number;
}

/**
 * POST /api/file/extract/:email → { values, extracted }: reads values out of the client's stored,
 * non-translated uploads (spec §1, §7 — done here, offline, instead of the third-party call).
 * The :email access check and XSRF apply as for every email route.
 */
export async function extractionRoutes(app: FastifyInstance, opts: ExtractionRoutesOptions = {}): Promise<void> {
  const { deps } = app;
  const store = deps.files;
  const cache = new ExtractionCache();
  let extractors = opts.extractors;
  // The passport reader runs in the worker pool (PDF parse + OCR off the event loop), one OCR worker per pool thread.
  extractors ??= [createPooledPassportExtractor({ today: () => new Date(deps.now()), ...(opts.ocrTimeoutMs ? { ocrTimeoutMs: opts.ocrTimeoutMs } : {}) })];
  const using = extractors;

  app.post<{ Params: { email: string } }>('/file/extract/:email', { config: { audit: 'extraction.run' } }, async (request): Promise<ExtractionResponse> => {
    const user = await findUserByEmail(deps.db, request.params.email);
    if (!user) throw notFound(errorText('noSuchAccount'));
    const values = await extractClientValues({ store, ownerId: user.id, extractors: using, logger: request.log, cache });
    return { values, extracted: Object.keys(values).length > 0 };
  });
}
