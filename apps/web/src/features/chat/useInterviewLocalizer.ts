import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { interview } from '@i129f/petition/interview.ts';
import type { Localizer } from '@i129f/petition/engine/localize.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@i129f/petition/i18n/languages.ts';

/** The language the reader picked (react-i18next re-renders the caller when it changes). */
export function useInterviewLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/**
 * The engine's texts in the reader's language (issue 12): questions, the stored (English) chat messages, option
 * labels and validation messages. In English every text is the engine's own. Answers are still sent and stored in
 * English (an option card sends its English value).
 */
export function useInterviewLocalizer(): Localizer {
  const language = useInterviewLanguage();
  return useMemo(() => interview.localizer(language), [language]);
}
