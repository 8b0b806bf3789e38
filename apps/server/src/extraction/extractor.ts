import type { ExtractedValues } from './auto-extracted-key.ts';

/** One stored upload, as an extractor sees it. */
export interface ExtractInput {
  bytes: Uint8Array;
  /** Detected by the file store from the bytes (PDF, JPEG, PNG, HEIC/HEIF, WebP). */
  mime: string;
  /** Upload category code of the catalogue (`PET_PASSPORT` …); null for id 25, which has none. */
  documentCode: string | null;
  /** Supporting-document catalogue id (1–25). */
  documentId: number;
}

/**
 * A provider that reads values out of one document (spec §1 auto-extraction). `accepts` is cheap and
 * decides by category and type; `extract` may be slow and must not throw for unreadable content
 * (answer `{}`); real failures (OCR crash, time-out) may throw and are logged by the caller.
 */
export interface Extractor {
  readonly name: string;
  accepts(input: Pick<ExtractInput, 'mime' | 'documentId' | 'documentCode'>): boolean;
  extract(input: ExtractInput): Promise<ExtractedValues>;
}
