/**
 * Worker-pool task 'pdf.edition' (registered by pdf/edition.ts): parses the template in a pool thread (which
 * also warms that thread's template cache for the fills) and returns its edition report as plain data.
 */
import { editionOf, type EditionReport } from './edition-of.ts';
import { loadTemplate } from './load-template.ts';

export default async function checkEdition(p: { templatePath: string }): Promise<EditionReport> {
  return editionOf(await loadTemplate(p.templatePath));
}
