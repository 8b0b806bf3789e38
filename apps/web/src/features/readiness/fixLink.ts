import type { TFunction } from 'i18next';
import type { FixTarget } from '@i129f/petition/readiness/types.ts';
import { SECTIONS } from '@i129f/petition/sections/index.ts';
import { i18n } from '../../i18n/i18n.ts';

/** A section's title in the reader's language (interview.titles.s<id>, loaded with the language), else the English one. */
function sectionTitle(sectionId: number): string {
  const english = SECTIONS.find((s) => s.id === sectionId)?.title ?? `Section ${sectionId}`;
  const local: unknown = i18n.getResource(i18n.language, 'interview', `titles.s${sectionId}`);
  return typeof local === 'string' ? local : english;
}

/**
 * Where a finding is fixed: the question in its chat section (by answer key), or on the documents page the evidence
 * requirement (#requirement-<id>), else the first row of the document kind (#document-<id>).
 */
export function fixLink(fix: FixTarget, t: TFunction<'readiness'>): { to: string; label: string } {
  if (fix.kind === 'document') return { to: `/file-upload-list#${fix.requirement ? `requirement-${fix.requirement}` : `document-${fix.documentId}`}`, label: t('uploadIt') };
  return { to: `/section/${fix.sectionId}?question=${encodeURIComponent(fix.key)}`, label: t('fixIn', { title: sectionTitle(fix.sectionId) }) };
}
