import { localizeError } from '@i129f/petition/engine/localize.ts';
import { INTERVIEW_TEXTS } from '@i129f/petition/i18n/interview-texts.ts';
import { negotiateLanguage } from '@i129f/petition/i18n/languages.ts';
// The interview's texts of every language, as the engine reads them (also imported by app.ts).
import '@i129f/petition/interview-languages.ts';

/**
 * A chat-state problem's message in the request's language (Accept-Language, issue 12): the engine's validation
 * messages have Spanish text under the same keys the browser shows (the registered interview texts); any other text (structural problems) stays English.
 */
export function problemMessage(message: string, acceptLanguage: string | undefined): string {
  return localizeError(INTERVIEW_TEXTS[negotiateLanguage(acceptLanguage)], message);
}
