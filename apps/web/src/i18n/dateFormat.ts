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

/**
 * A date the app writes itself (not an answer), with the month in words: 'November 28, 2025' / '28 de noviembre de
 * 2025'. Numeric dates are always the form's MM/DD/YYYY (Spanish 'MM/DD/AAAA'), in every language: the answers, the
 * chat's date questions and the readiness filing date, so a Spanish reader never sees 03/04 meaning both orders
 * (docs/web.md, 'Dates').
 */
export function spelledDate(at: number | string | Date, language: string): string {
  const locale = language === 'es' ? 'es-US' : 'en-US';
  return new Date(at).toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' });
}

/** The date-time format of the language shown (re-rendered when the reader switches language). */
export function useDateTimeFormat(): Intl.DateTimeFormat {
  return dateTimeFormat(useTranslation().i18n.language);
}
