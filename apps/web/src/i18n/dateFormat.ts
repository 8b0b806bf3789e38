import { useTranslation } from 'react-i18next';
import { isLanguage } from '@i129f/petition/i18n/languages.ts';

const cache = new Map<string, Intl.DateTimeFormat>();

/** Date and time ('Nov 1, 2026, 10:00 AM' / '1 nov 2026, 10:00') in the reader's language; English keeps the browser's locale. */
export function dateTimeFormat(language: string): Intl.DateTimeFormat {
  const locale = isLanguage(language) && language !== 'en' ? language : '';
  let format = cache.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale || undefined, { dateStyle: 'medium', timeStyle: 'short' });
    cache.set(locale, format);
  }
  return format;
}

/** The date-time format of the language shown (re-rendered when the reader switches language). */
export function useDateTimeFormat(): Intl.DateTimeFormat {
  return dateTimeFormat(useTranslation().i18n.language);
}
