import type { Messages } from '../i18n/catalogue.ts';
import { interpolate, lookup } from '../i18n/catalogue.ts';
import { en, type Catalogue } from '../i18n/en/index.ts';
import type { Language } from '../i18n/languages.ts';
import type { ReadinessReport } from './index.ts';
import type { Finding, TextParam, TextRef } from './types.ts';

/** The catalogue parts a finding's text reads (the caller passes the reader's: no language is bundled here). */
export type FindingCatalogue = Pick<Catalogue, 'readiness' | 'interview' | 'documents'>;

function param(value: TextParam, source: FindingCatalogue, language: Language): string | number {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (Array.isArray(value)) return (value as readonly TextParam[]).map((v) => param(v, source, language)).join(', ');
  return renderRef(value as TextRef, source, language);
}

/** A text in `language` (English where the key is missing there; the key itself where missing everywhere). */
export function renderRef(ref: TextRef, source: FindingCatalogue, language: Language): string {
  const ns = ref.ns ?? 'readiness';
  const values = Object.fromEntries(Object.entries(ref.params ?? {}).map(([k, v]) => [k, param(v, source, language)]));
  const count = ref.params?.count;
  const find = (messages: Messages) =>
    (typeof count === 'number' ? (lookup(messages, `${ref.key}_${new Intl.PluralRules(language).select(count)}`) ?? lookup(messages, `${ref.key}_other`)) : undefined) ??
    lookup(messages, ref.key);
  const text = find(source[ns] as Messages) ?? find(en[ns] as Messages) ?? `${ns}:${ref.key}`;
  return interpolate(text, values);
}

/** A finding with its message and why in `language`. */
export const localizeFinding = (f: Finding, source: FindingCatalogue, language: Language): Finding => ({
  ...f,
  message: renderRef(f.text.message, source, language),
  why: renderRef(f.text.why, source, language),
});

/** The report with every finding's texts in `language` (the server renders it for the request's Accept-Language). */
export const localizeReport = (report: ReadinessReport, source: FindingCatalogue, language: Language): ReadinessReport =>
  language === 'en' ? report : { ...report, findings: report.findings.map((f) => localizeFinding(f, source, language)) };
