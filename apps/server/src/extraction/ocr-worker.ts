import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, type Worker } from 'tesseract.js';

/** The MRZ alphabet: recognition is limited to it (the visual zone comes out garbled, which is fine). */
const MRZ_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';

export class OcrTimeoutError extends Error {
  constructor(ms: number) {
    super(`OCR took longer than ${ms} ms`);
    this.name = 'OcrTimeoutError';
  }
}

export interface OcrLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface MrzOcr {
  /** OCR text of an image (PNG, JPEG, WebP), one job at a time; rejects after `timeoutMs`. */
  recognize(image: Uint8Array): Promise<string>;
  close(): Promise<void>;
}

/**
 * The traineddata of @tesseract.js-data/eng: the legacy model ('4.0.0'), gzipped. With langPath set
 * to a local folder tesseract.js reads the file instead of fetching it from a CDN.
 */
export const legacyLangPath = (): string => {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0');
};

/**
 * One tesseract.js worker (legacy engine, MRZ alphabet), started on first use and reused; jobs run
 * one after another (concurrency 1). A job over the time limit terminates the worker — tesseract
 * cannot cancel a recognition — and the next job starts a fresh one.
 */
export function createMrzOcr(options: { timeoutMs?: number; logger?: OcrLogger } = {}): MrzOcr {
  const timeoutMs = options.timeoutMs ?? 20_000;
  let worker: Promise<Worker> | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;

  const start = (): Promise<Worker> => {
    const t0 = performance.now();
    const w = (async () => {
      const created = await createWorker('eng', OEM.TESSERACT_ONLY, {
        langPath: legacyLangPath(),
        gzip: true,
        cacheMethod: 'none',
        legacyCore: true,
        legacyLang: true,
        // Without a handler a failed job (an image Leptonica cannot decode) is also thrown from the
        // worker's message listener: an uncaught exception. The job's promise rejects either way.
        errorHandler: (error: unknown) => options.logger?.warn({ error: String(error) }, 'ocr job failed'),
      });
      await created.setParameters({ tessedit_char_whitelist: MRZ_ALPHABET });
      options.logger?.info({ ms: Math.round(performance.now() - t0) }, 'ocr worker started');
      return created;
    })();
    w.catch(() => (worker = null));
    return w;
  };

  const stop = async (w: Promise<Worker> | null) => {
    if (!w) return;
    await (await w.catch(() => null))?.terminate().catch(() => undefined);
  };

  const run = async (image: Uint8Array): Promise<string> => {
    if (closed) throw new Error('OCR is closed');
    worker ??= start();
    const current = worker;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new OcrTimeoutError(timeoutMs)), timeoutMs);
    });
    try {
      const w = await Promise.race([current, timeout]);
      const t0 = performance.now();
      const result = await Promise.race([w.recognize(Buffer.from(image)), timeout]);
      options.logger?.info({ ms: Math.round(performance.now() - t0), bytes: image.byteLength }, 'ocr done');
      return result.data.text;
    } catch (err) {
      if (err instanceof OcrTimeoutError) {
        if (worker === current) worker = null;
        await stop(current);
      }
      throw err;
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    recognize(image) {
      const job = queue.then(() => run(image));
      queue = job.catch(() => undefined);
      return job;
    },
    async close() {
      closed = true;
      await queue;
      const w = worker;
      worker = null;
      await stop(w);
    },
  };
}
