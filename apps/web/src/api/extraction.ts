import { api } from './client.ts';

/** Answer of POST /api/file/extract/{email} (apps/server/src/extraction/routes.ts). */
export interface ExtractionResult {
  /** Spec §3 autoExtractedUserInfo keys (petFirstName, benPassportNumber …) → values; dates MM/DD/YYYY. */
  values: Record<string, string>;
  /** Spec §4: false when nothing was read; true after a successful extraction (passedAutoExtractedStep). */
  extracted: boolean;
}

const NOTHING: ExtractionResult = { values: {}, extracted: false };

/**
 * Reads values out of the client's uploaded documents (passports: names, birth date, gender,
 * citizenship; the beneficiary's passport number, issuing country and expiry). OCR runs on the server
 * and may take a few seconds per passport: show the processing state meanwhile.
 * Spec §8: extraction failures are only logged, never shown — a failure resolves as "nothing extracted"
 * (a 403 still ends the session through the shared client).
 */
export async function extractValues(email: string, options: { signal?: AbortSignal } = {}): Promise<ExtractionResult> {
  try {
    const result = await api.post<unknown>(`/file/extract/${encodeURIComponent(email)}`, undefined, options);
    if (!result.ok) {
      console.warn('document extraction failed', result.status, result.error?.code);
      return NOTHING;
    }
    const values = Object.fromEntries(
      Object.entries((result.data as { values?: unknown } | null)?.values ?? {}).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
      ),
    );
    return { values, extracted: Object.keys(values).length > 0 };
  } catch (error) {
    console.warn('document extraction failed', error);
    return NOTHING;
  }
}
