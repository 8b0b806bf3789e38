import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
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
 * Path of the official blank I-129F:
 *  - I129F_TEMPLATE when it is set (a set path that does not exist is an error, never silently
 *    replaced by another copy of the form: a deployment that names a template must get that one);
 *  - otherwise the first that exists of <repo>/data/forms/i-129f.pdf and <repo>/../shared/forms/i-129f.pdf.
 * Throws PdfError('TemplateMissing') naming the three places (the route answers 503).
 */
export const resolveTemplate = ({ configured, repoRoot = REPO_ROOT }: ResolveTemplateOptions = {}): string => {
  const env = configured?.trim() ? resolve(configured) : undefined;
  const data = resolve(repoRoot, 'data/forms/i-129f.pdf');
  const shared = resolve(repoRoot, '../shared/forms/i-129f.pdf');
  if (env && existsSync(env)) return env;
  if (!env) {
    const found = [data, shared].find((p) => existsSync(p));
    if (found) return found;
  }
  const why = env
    ? `I129F_TEMPLATE is set to ${env}, which does not exist (the fallbacks ${data} and ${shared} are used only when I129F_TEMPLATE is unset)`
    : `Looked in: 1) I129F_TEMPLATE (not set), 2) ${data}, 3) ${shared}`;
  throw new PdfError(
    'TemplateMissing',
    `The official I-129F template (i-129f.pdf) was not found. ${why}. ` +
      `Run \`npm run fetch-forms\` to download it into ${dirname(data)} (checked against its pinned SHA-256), ` +
      'or download the blank form from https://www.uscis.gov/i-129f and point I129F_TEMPLATE at it.',
    env ? [env] : [data, shared],
  );
};
