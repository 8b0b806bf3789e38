import type { TFunction } from 'i18next';
import type { FixTarget } from '@i129f/petition/readiness/types.ts';
import { SECTIONS } from '@i129f/petition/sections/index.ts';

/** Where a finding is fixed: the question in its chat section (by answer key), or the required-documents list. */
export function fixLink(fix: FixTarget, t: TFunction<'readiness'>): { to: string; label: string } {
  if (fix.kind === 'document') return { to: `/file-upload-list#document-${fix.documentId}`, label: t('uploadIt') };
  const title = SECTIONS.find((s) => s.id === fix.sectionId)?.title ?? `Section ${fix.sectionId}`;
  return { to: `/section/${fix.sectionId}?question=${encodeURIComponent(fix.key)}`, label: t('fixIn', { title }) };
}
