import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PdfError } from './errors.ts';

/** <repo> = the workspace root, four levels above this file (apps/server/src/pdf). */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export interface ResolveTemplateOptions {
  /** The configured path (I129F_TEMPLATE), read once by the caller's config. */
  configured?: string | undefined;
  repoRoot?: string;
}

/**
 * Path of the official blank I-129F, the first that exists of: I129F_TEMPLATE,
 * <repo>/data/forms/i-129f.pdf, <repo>/../shared/forms/i-129f.pdf.
 * Throws PdfError('TemplateMissing') naming the three places.
 */
export const resolveTemplate = ({ configured, repoRoot = REPO_ROOT }: ResolveTemplateOptions = {}): string => {
  const places = [
    configured ? resolve(configured) : undefined,
    resolve(repoRoot, 'data/forms/i-129f.pdf'),
    resolve(repoRoot, '../shared/forms/i-129f.pdf'),
  ];
  const found = places.find((p): p is string => p !== undefined && existsSync(p));
  if (found) return found;
  const [env, data, shared] = places;
  throw new PdfError(
    'TemplateMissing',
    `The official I-129F template (i-129f.pdf) was not found. Looked in: ` +
      `1) I129F_TEMPLATE (${env ?? 'not set'}), 2) ${data}, 3) ${shared}. ` +
      'Download the blank form from https://www.uscis.gov/i-129f and point I129F_TEMPLATE at it.',
    places.filter((p): p is string => p !== undefined),
  );
};
