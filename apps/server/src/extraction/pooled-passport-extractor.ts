import { errorText } from '../http/errors.ts';
import { runTask } from '../workers/pool.ts';
import type { ExtractedValues } from './auto-extracted-key.ts';
import type { Extractor } from './extractor.ts';
import { createPassportExtractor } from './passport-extractor.ts';
import type { PassportPayload } from './passport.task.ts';

/**
 * The passport MRZ extractor, run in the worker pool ('ocr.passport'): the PDF parse and OCR never run
 * on the event loop. Time limit: the pool's (WORKER_TASK_TIMEOUT_MS) or `taskTimeoutMs`; over it the
 * pool thread (and its OCR worker) is terminated and the document is logged and skipped by the caller.
 * A full queue is a 503 BUSY for the request.
 */
export function createPooledPassportExtractor(deps: { today: () => Date; ocrTimeoutMs?: number; taskTimeoutMs?: number }): Extractor {
  const local = createPassportExtractor({ ocr: { recognize: () => Promise.reject(new Error('unused')), close: async () => {} }, today: deps.today });
  return {
    name: local.name,
    accepts: (input) => local.accepts(input),
    extract: (input) =>
      runTask<ExtractedValues>(
        'ocr.passport',
        { ...input, today: deps.today().toISOString(), ...(deps.ocrTimeoutMs ? { ocrTimeoutMs: deps.ocrTimeoutMs } : {}) } satisfies PassportPayload,
        { ...(deps.taskTimeoutMs ? { timeoutMs: deps.taskTimeoutMs } : {}), timeoutMessage: errorText('passportTooSlow') },
      ),
  };
}
