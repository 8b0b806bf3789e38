import type { Messages } from './catalogue.ts';
import type { Language } from './languages.ts';

/**
 * The interview's texts ('interview' namespace: questions, options, validation messages) of each language other than
 * English, as the interview engine reads them (interview.ts passes this record; the engine looks a language up when it
 * localizes). Registered by whoever loaded them: the server all at start (interview-languages.ts), the browser with
 * the language's catalogue chunk (apps/web/src/i18n/i18n.ts), so an English reader never downloads the Spanish
 * interview. A language not registered shows English.
 */
export const INTERVIEW_TEXTS: Partial<Record<Language, Messages>> = {};

export function registerInterviewTexts(language: Exclude<Language, 'en'>, messages: Messages): void {
  INTERVIEW_TEXTS[language] = messages;
}
