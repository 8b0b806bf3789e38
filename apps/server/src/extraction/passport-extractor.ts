import type { ExtractedValues } from './auto-extracted-key.ts';
import type { ExtractInput, Extractor } from './extractor.ts';
import { findMrzLines } from './find-mrz-lines.ts';
import { mrzToValues, parseMrz, type PassportHolder } from './mrz-to-values.ts';
import type { MrzOcr } from './ocr-worker.ts';
import { imagesInPdf } from './pdf-images.ts';
import { fitsOcr } from './image-size.ts';

/**
 * Catalogue entries that carry a passport: 6 PET_PASSPORT (the petitioner's) and 25, which has no
 * category code and is always required — the beneficiary's passport entry (spec §3 "carrying the
 * passport text").
 */
export const PASSPORT_DOCUMENTS: Readonly<Record<number, PassportHolder>> = { 6: 'pet', 25: 'ben' };

/** Images tesseract reads directly. HEIC/HEIF is not one of them. */
const OCR_IMAGES = new Set(['image/png', 'image/jpeg', 'image/webp']);

/**
 * Reads a passport's machine-readable zone: OCR (legacy engine, MRZ alphabet) → the 2 × 44 TD3 lines
 * (or 3 × 30 TD1) → mrz parse with autocorrect → spec keys of the holder. A PDF is read through the
 * JPEG images it embeds (a scan saved as PDF); PDFs without one are skipped (no rasterizer).
 */
export function createPassportExtractor(deps: { ocr: MrzOcr; today: () => Date }): Extractor {
  return {
    name: 'passport-mrz',
    accepts: ({ mime, documentId }) => documentId in PASSPORT_DOCUMENTS && (OCR_IMAGES.has(mime) || mime === 'application/pdf'),
    async extract(input: ExtractInput): Promise<ExtractedValues> {
      const holder = PASSPORT_DOCUMENTS[input.documentId];
      if (!holder) return {};
      const images = input.mime === 'application/pdf' ? await imagesInPdf(input.bytes) : OCR_IMAGES.has(input.mime) ? [input.bytes] : [];
      // An image whose header is unreadable or larger than MAX_OCR_PIXELS (a decompression bomb) is skipped.
      for (const image of images.filter(fitsOcr)) {
        const text = await deps.ocr.recognize(image);
        for (const candidate of findMrzLines(text)) {
          const parsed = parseMrz(candidate);
          if (parsed) return mrzToValues(parsed, holder, deps.today());
        }
      }
      return {};
    },
  };
}
