import type { AppliedRequirement, FormRule } from '@i129f/petition/evidence/types.ts';
import type { TextParam, TextRef } from '@i129f/petition/readiness/types.ts';
import { i18n } from '../../i18n/i18n.ts';

/** i18next's t without its key typing (the keys are built from the model's ids; the catalogue test keeps them all). */
const translate = (key: string, values: Record<string, string | number>): string => (i18n.t as unknown as (k: string, v: object) => string)(key, values);

/**
 * The evidence model's texts in the reader's language: a TextRef (documents.evidence.*, with names or nested refs as
 * params) through i18next. The page re-renders on a language change (it reads the documents namespace).
 */
export function textOf(ref: TextRef): string {
  const param = (v: TextParam): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : Array.isArray(v) ? (v as readonly TextParam[]).map(param).join(', ') : textOf(v as TextRef));
  const values = Object.fromEntries(Object.entries(ref.params ?? {}).map(([k, v]) => [k, param(v)]));
  return translate(`${ref.ns ?? 'documents'}:${ref.key}`, values);
}

const evidence = (key: string, values: Record<string, string | number> = {}) => translate(`documents:evidence.${key}`, values);

export const requirementTitle = (r: AppliedRequirement): string => textOf(r.texts.title);
export const requirementProves = (r: AppliedRequirement): string => textOf(r.texts.proves);
export const concernsText = (r: AppliedRequirement): string => evidence(`concerns.${r.concerns}`);
export const needText = (r: AppliedRequirement): string => evidence(`need.${r.need}`);
export const ruleText = (rule: FormRule): string => evidence(`rules.${rule.id}`, { ...rule.params });

/** The requirement's source: the instructions, the heading, the page (marked 'best known' when not established). */
export const sourceText = (r: AppliedRequirement): string =>
  evidence(r.source.pageEstablished ? 'source' : 'sourceBestKnown', { document: r.source.document, heading: r.source.heading, page: r.source.page }) +
  (r.source.law ? ` (${r.source.law})` : '');

/** A drafted letter offered instead of an upload ('Or: the statement this site drafts for John …'). */
export const letterText = (r: AppliedRequirement, letter: string): string =>
  textOf({ ns: 'documents', key: `evidence.letters.${letter}`, ...(r.params ? { params: r.params } : {}) });
