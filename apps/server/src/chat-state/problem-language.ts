import { localizeError } from '@i129f/petition/engine/localize.ts';
import type { Messages } from '@i129f/petition/i18n/catalogue.ts';
import { interview as spanish } from '@i129f/petition/i18n/es/interview.ts';
import { negotiateLanguage, type Language } from '@i129f/petition/i18n/languages.ts';

const INTERVIEW_TEXTS: Record<Language, Messages | undefined> = { en: undefined, es: spanish };

/**
 * A chat-state problem's message in the request's language (Accept-Language, issue 12): the engine's validation
 * messages have Spanish text under the same keys the browser shows; any other text (structural problems) stays English.
 */
export function problemMessage(message: string, acceptLanguage: string | undefined): string {
  return localizeError(INTERVIEW_TEXTS[negotiateLanguage(acceptLanguage)], message);
}
