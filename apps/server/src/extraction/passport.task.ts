/**
 * Worker-pool task 'ocr.passport' (workers/pool.ts): reads a passport upload off the event loop — the
 * PDF parse that finds its JPEG images and the OCR (one tesseract worker per pool thread, started on
 * first use and kept). A task over the pool's time limit terminates the pool thread, and the tesseract
 * worker with it; the next task starts fresh.
 */
import type { ExtractedValues } from './auto-extracted-key.ts';
import type { ExtractInput } from './extractor.ts';
import { createMrzOcr, type MrzOcr } from './ocr-worker.ts';
import { createPassportExtractor } from './passport-extractor.ts';

export interface PassportPayload extends ExtractInput {
  /** 'Today' of the server clock (ISO), for the expiry and age checks of the MRZ. */
  today: string;
  /** Time limit of one recognition inside the task. */
  ocrTimeoutMs?: number;
}

let ocr: MrzOcr | undefined;

export default async function readPassport(p: PassportPayload): Promise<ExtractedValues> {
  ocr ??= createMrzOcr(p.ocrTimeoutMs ? { timeoutMs: p.ocrTimeoutMs } : {});
  const extractor = createPassportExtractor({ ocr, today: () => new Date(p.today) });
  return extractor.extract({ bytes: p.bytes, mime: p.mime, documentId: p.documentId, documentCode: p.documentCode });
}
