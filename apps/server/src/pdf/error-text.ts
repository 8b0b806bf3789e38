import { errorText, type Text } from '../http/server-text.ts';
import type { PdfError } from './errors.ts';

/**
 * What the user reads about an answer the form cannot take: characters no embedded font prints (a name in a script
 * the form cannot show) by key, so it reads in the request's language with the user's own text in it; the other
 * codes (unknown or protected field names, malformed values) are developer-facing: `otherwise` (the PDF module's
 * English message unless the caller words it).
 */
export function pdfInputErrorText(e: PdfError, otherwise: Text = e.message): Text {
  const value = e.code === 'UnsupportedCharacters' ? e.details.find((d) => d.value !== undefined)?.value : undefined;
  return value !== undefined ? errorText('unprintableCharacters', { value }) : otherwise;
}
