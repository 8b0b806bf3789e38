import type { FileRecord, FileStore } from '../files/file-store.ts';
import { AppError } from '../http/errors.ts';
import { supportingDocument } from '@i129f/petition';
import type { ExtractedValues } from './auto-extracted-key.ts';
import type { Extractor } from './extractor.ts';

export interface ExtractionLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** Results by extractor + document + content hash: asking again (Next Step twice) costs no OCR. */
export class ExtractionCache {
  private readonly entries = new Map<string, ExtractedValues>();
  constructor(private readonly max = 200) {}
  get(key: string): ExtractedValues | undefined {
    const hit = this.entries.get(key);
    if (hit) this.set(key, hit);
    return hit;
  }
  set(key: string, values: ExtractedValues): void {
    this.entries.delete(key);
    this.entries.set(key, values);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as string);
  }
}

/**
 * Runs the extractors over a client's uploads: non-translated, non-generated files filed under a
 * catalogue document, newest first (a key read from a newer file wins). One document at a time; a
 * failing document is logged and skipped, never failing the whole run.
 */
export async function extractClientValues(options: {
  store: FileStore;
  ownerId: string;
  extractors: readonly Extractor[];
  logger: ExtractionLogger;
  cache?: ExtractionCache;
}): Promise<ExtractedValues> {
  const { store, ownerId, extractors, logger, cache } = options;
  const files = (await store.list(ownerId))
    .filter((f): f is FileRecord & { documentId: number } => f.documentId !== null && !f.isTranslated && !f.isGenerated)
    .sort((a, b) => b.createdAt - a.createdAt);
  const values: ExtractedValues = {};
  for (const file of files) {
    const input = { mime: file.mime, documentId: file.documentId, documentCode: supportingDocument(file.documentId)?.code ?? null };
    for (const extractor of extractors.filter((e) => e.accepts(input))) {
      const key = `${extractor.name}:${file.documentId}:${file.sha256}`;
      const t0 = performance.now();
      let found = cache?.get(key);
      try {
        if (!found) {
          const stored = await store.get(ownerId, file.name);
          if (!stored) continue;
          found = await extractor.extract({ ...input, bytes: stored.bytes });
          cache?.set(key, found);
        }
        logger.info({ extractor: extractor.name, documentId: file.documentId, keys: Object.keys(found).length, ms: Math.round(performance.now() - t0) }, 'document read');
      } catch (error) {
        // The worker pool's queue is full: the whole request is a 503 BUSY (Retry-After), not a silent skip.
        if (error instanceof AppError && error.code === 'BUSY' && error.details?.reason !== 'TASK_TIMEOUT') throw error;
        logger.warn({ extractor: extractor.name, documentId: file.documentId, fileId: file.id, error: String(error) }, 'document extraction failed');
        continue;
      }
      for (const [k, v] of Object.entries(found) as Array<[keyof ExtractedValues, string]>) values[k] ??= v;
    }
  }
  return values;
}
