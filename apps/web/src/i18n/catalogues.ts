import type { Language } from '@i129f/petition/i18n/languages.ts';

/** Local-storage key of the reader's language; kept when a session ends (session/endLocalSession.ts). */
export const LANGUAGE_KEY = 'language';

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
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    if (stored !== null && Object.hasOwn(catalogueLoaders, stored)) void catalogueLoaders[stored as keyof typeof catalogueLoaders]().catch(() => undefined);
  } catch {
    // Storage unavailable: English, nothing to fetch.
  }
}
