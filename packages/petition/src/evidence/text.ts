import { interpolate, lookup, type Messages } from '../i18n/catalogue.ts';
import { documents } from '../i18n/en/documents.ts';
import type { TextParam, TextRef } from '../readiness/types.ts';

/**
 * An evidence text in English (documents.evidence.*; the readers' languages render the same refs, readiness/render.ts
 * and the web's i18n). Only the documents catalogue is read, so nothing else is loaded with the evidence model.
 */
export function englishText(ref: TextRef): string {
  const param = (v: TextParam): string | number =>
    typeof v === 'string' || typeof v === 'number' ? v : Array.isArray(v) ? (v as readonly TextParam[]).map(param).join(', ') : englishText(v as TextRef);
  const values = Object.fromEntries(Object.entries(ref.params ?? {}).map(([k, v]) => [k, param(v)]));
  return interpolate(lookup(documents as unknown as Messages, ref.key) ?? `documents:${ref.key}`, values);
}
