import { AppError } from '../http/errors.ts';
import { registerTask, runTask, taskModule } from '../workers/pool.ts';
import type { EditionReport } from './edition-of.ts';
import { resolveTemplate } from './resolve-template.ts';

export { editionOf, type EditionReport } from './edition-of.ts';

registerTask('pdf.edition', taskModule('./edition.task.ts', import.meta.url));

const checks = new Map<string, Promise<EditionReport>>();

/** The edition report of the template at `path` (checked once per path and process). */
export function checkTemplateEdition(path: string): Promise<EditionReport> {
  let hit = checks.get(path);
  if (!hit) {
    // The parse (~1 s) runs in the worker pool, never on the event loop.
    // The server's own check of its template, shared by every request: no account's task.
    hit = runTask<EditionReport>('pdf.edition', { templatePath: path }, { timeoutMs: 60_000, account: null });
    hit.catch(() => checks.delete(path));
    checks.set(path, hit);
  }
  return hit;
}

/** One line for the log: what differs (never a user's data). */
export function describeEdition(r: EditionReport): string {
  if (r.ok) return `I-129F template edition ${r.edition} matches the field mapping (field set ${r.fieldSetHash.slice(0, 12)}).`;
  const list = (xs: string[]) => (xs.length > 8 ? `${xs.slice(0, 8).join(', ')} … (${xs.length})` : xs.join(', ') || 'none');
  return (
    `I-129F template edition ${r.edition ?? 'unknown'} differs from the mapped edition ${r.expectedEdition}: ` +
    `fields added: ${list(r.added)}; fields removed: ${list(r.removed)}; field set ${r.fieldSetHash.slice(0, 12)}. ` +
    'Generation is refused until packages/petition/src/fields/form-fields.ts and fields/edition.ts are updated.'
  );
}

/** Throws 503 when the template is not the mapped edition (generation must never fill a different form silently). */
export async function requireMappedEdition(path: string): Promise<void> {
  const r = await checkTemplateEdition(path);
  if (r.ok) return;
  throw new AppError(
    503,
    'INTERNAL',
    `The I-129F form on the server is edition ${r.edition ?? 'unknown'}, but this product is set up for edition ${r.expectedEdition}. ` +
      'Documents cannot be generated until the form mapping is updated. Please contact support.',
    undefined,
    { reason: 'TemplateEditionMismatch', edition: r.edition, expectedEdition: r.expectedEdition, added: r.added.length, removed: r.removed.length },
  );
}

/** At server start: checks the configured template in the background and logs the result (a missing template is logged, not fatal). */
export async function startupEditionCheck(log: { info(msg: string): void; warn(msg: string): void; error(obj: object, msg: string): void }, configured: string | undefined): Promise<void> {
  try {
    const report = await checkTemplateEdition(resolveTemplate({ configured }));
    (report.ok ? log.info : log.warn).call(log, describeEdition(report));
  } catch (err) {
    log.error({ err }, 'I-129F template edition check failed');
  }
}
