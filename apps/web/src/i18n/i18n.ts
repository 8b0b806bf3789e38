import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { account } from '@i129f/petition/i18n/en/account.ts';
import { auth } from '@i129f/petition/i18n/en/auth.ts';
import { common } from '@i129f/petition/i18n/en/common.ts';
import type { Namespace } from '@i129f/petition/i18n/en/index.ts';
import type { Messages } from '@i129f/petition/i18n/catalogue.ts';
import { registerInterviewTexts } from '@i129f/petition/i18n/interview-texts.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@i129f/petition/i18n/languages.ts';
import { catalogueLoaders, LANGUAGE_KEY, storedLanguage } from './catalogues.ts';

export { LANGUAGE_KEY };

/**
 * The one i18next instance. English is the fallback and the spec's text: the namespaces of the first page (common,
 * auth, account) are bundled, every other page registers its own English namespace in its chunk (registerEnglish).
 * Other languages are one chunk each, fetched the first time they are chosen, so the login page's first JS carries
 * one language. Components read texts with react-i18next's useTranslation(namespace).
 */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: { en: { common, auth, account } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: ['en', 'es'],
  ns: ['common', 'auth', 'account'],
  defaultNS: 'common',
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes.
  react: { useSuspense: false },
  returnNull: false,
});

/** A page's English texts, registered when its chunk loads (before it renders): registerEnglish('home', home). */
export function registerEnglish(namespace: Namespace, messages: object): void {
  if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, messages);
}

async function ensureLoaded(language: Language): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'common')) return;
  const catalogue = await catalogueLoaders[language]();
  for (const [ns, messages] of Object.entries(catalogue)) i18n.addResourceBundle(language, ns, messages, true, true);
  // The interview engine's texts come with the language (an English reader never downloads them).
  if (catalogue.interview) registerInterviewTexts(language, catalogue.interview as Messages);
}

/** The language texts are shown in (also sent to the server as Accept-Language). */
export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

/** Switches every text on the page, remembers the choice in this browser and sets <html lang>. */
export async function setLanguage(language: Language, remember = true): Promise<void> {
  await ensureLoaded(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
  if (!remember) return;
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage unavailable: the choice lasts for this page.
  }
}

/** Before the first render: the stored language (its catalogue fetched when it is not English). */
export function restoreLanguage(): Promise<void> {
  return setLanguage(storedLanguage(), false).catch(() => setLanguage(DEFAULT_LANGUAGE, false));
}
