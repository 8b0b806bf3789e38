import { lookup, interpolate, type Messages } from './catalogue.ts';
import { en, type Catalogue, type Namespace } from './en/index.ts';
import { es } from './es/index.ts';
import { DEFAULT_LANGUAGE, type Language } from './languages.ts';

export { en, es };
export type { Catalogue, Namespace };
export * from './languages.ts';
export * from './catalogue.ts';

/** Both catalogues, for the server and tests. The browser imports en/ statically and es/ lazily instead. */
export const CATALOGUES: Record<Language, Catalogue> = { en, es };

/**
 * A synchronous translator for code outside React (server, engine): t('auth', 'register.title').
 * A key missing in the language falls back to English, then to the key itself.
 */
export function createTranslator(language: Language = DEFAULT_LANGUAGE) {
  return (namespace: Namespace, key: string, values?: Record<string, string | number>): string => {
    const text = lookup(CATALOGUES[language][namespace] as Messages, key) ?? lookup(en[namespace] as Messages, key) ?? `${namespace}:${key}`;
    return interpolate(text, values);
  };
}
