import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@i129f/petition/i18n/languages.ts';

/** Local-storage key of the reader's language; kept when a session ends (session/endLocalSession.ts). */
export const LANGUAGE_KEY = 'language';

/** The language stored in this browser, else English (also when storage is unavailable). */
export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** Each language other than English as one chunk (its page texts and the interview's), fetched when first needed. */
export const catalogueLoaders: Record<Exclude<Language, 'en'>, () => Promise<Record<string, object>>> = {
  es: () => import('@i129f/petition/i18n/es/index.ts').then((m) => m.es),
};

/**
 * Run by main.tsx, before the app's code has arrived: a stored language other than English starts its catalogue's
 * download now, beside the app's code, instead of after it (i18n.ts `restoreLanguage` then awaits the same module).
 * No language module is imported here: only the key and the loaders.
 */
export function preloadStoredCatalogue(): void {
  const language = storedLanguage();
  if (language !== 'en') void catalogueLoaders[language]().catch(() => undefined);
}
