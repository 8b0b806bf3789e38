import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PdfError } from '../pdf/errors.ts';
import { REPO_ROOT } from '../pdf/resolve-template.ts';

/**
 * Path of the blank G-1145, resolved like the I-129F template: G1145_TEMPLATE when set (a set path that does not
 * exist is an error, never replaced), else <repo>/data/forms/g-1145.pdf, else <repo>/../shared/forms/g-1145.pdf.
 */
export function resolveG1145({ configured, repoRoot = REPO_ROOT }: { configured?: string | undefined; repoRoot?: string } = {}): string {
  const env = configured?.trim() ? resolve(configured) : undefined;
  const places = [resolve(repoRoot, 'data/forms/g-1145.pdf'), resolve(repoRoot, '../shared/forms/g-1145.pdf')];
  if (env && existsSync(env)) return env;
  if (!env) {
    const found = places.find((p) => existsSync(p));
    if (found) return found;
  }
  throw new PdfError(
    'TemplateMissing',
    `The official G-1145 form (g-1145.pdf) was not found. ${env ? `G1145_TEMPLATE is set to ${env}, which does not exist` : `Looked in ${places.join(' and ')}`}. Run \`npm run fetch-forms\` to download it into ${dirname(places[0]!)}, or download it from https://www.uscis.gov/g-1145 and point G1145_TEMPLATE at it.`,
    env ? [env] : places,
  );
}
