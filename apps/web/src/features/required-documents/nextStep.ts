import type { StoredFile } from '../files/filesApi.ts';

export interface NextStepRoute {
  path: '/section/0' | '/section/1';
  passedAutoExtractedStep: boolean;
}

/**
 * The one rule for leaving /file-upload-list (spec §2, §4): nothing attached → /section/1; after processing,
 * /section/0 when a value was extracted, otherwise /section/1 with passedAutoExtractedStep false.
 */
export function routeAfterDocuments(o: { attachedCount: number; extracted: Record<string, string> }): NextStepRoute {
  const anyValue = Object.values(o.extracted).some((v) => typeof v === 'string' && v.trim() !== '');
  if (o.attachedCount === 0 || !anyValue) return { path: '/section/1', passedAutoExtractedStep: false };
  return { path: '/section/0', passedAutoExtractedStep: true };
}

/**
 * Processes the uploaded originals in turn (spec §4; translations are not processed). Auto-extraction is
 * not available in this product yet, so each file yields no value; the extraction call plugs in here.
 */
export async function processUploads(files: readonly StoredFile[]): Promise<Record<string, string>> {
  const extracted: Record<string, string> = {};
  for (const file of files) {
    if (file.isTranslated) continue;
    await Promise.resolve(file); // extraction call per file goes here
  }
  return extracted;
}
