import { extractValues } from '../../api/extraction.ts';
import type { StoredFile } from '../files/filesApi.ts';

export interface NextStepRoute {
  path: '/section/0' | '/section/1';
  passedAutoExtractedStep: boolean;
}

/**
 * The one rule for leaving /file-upload-list (spec §2, §4): nothing attached → /section/1; after processing,
 * /section/0 — with the values to confirm, or, when nothing was extracted, the red 'No values were
 * extracted from the provided documents.' (passedAutoExtractedStep false, so section 0 is not listed).
 */
export function routeAfterDocuments(o: { attachedCount: number; extracted: Record<string, string> }): NextStepRoute {
  const anyValue = Object.values(o.extracted).some((v) => typeof v === 'string' && v.trim() !== '');
  if (o.attachedCount === 0) return { path: '/section/1', passedAutoExtractedStep: false };
  return { path: '/section/0', passedAutoExtractedStep: anyValue };
}

/**
 * Processing after the uploads (spec §4): the server reads the client's stored originals in turn
 * (POST /api/file/extract/{email}, docs/extraction.md; translations and generated files are skipped).
 * Nothing attached → nothing to process. Failures read as nothing extracted (spec §8).
 */
export async function processUploads(email: string, originals: readonly StoredFile[]): Promise<Record<string, string>> {
  if (!originals.some((f) => !f.isTranslated)) return {};
  return (await extractValues(email)).values;
}
