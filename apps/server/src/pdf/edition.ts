import { AppError, errorText, type Text } from '../http/errors.ts';
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

/** Field names the refusal lists at most (of each kind); the count says how many there are. */
const LISTED = 10;
const listed = (names: string[]) => names.slice(0, LISTED).join(', ') + (names.length > LISTED ? `, … (+${names.length - LISTED})` : '');

/**
 * Why the template is refused, in the reader's language: the edition it prints against the mapped one (or that it
 * prints none, or that it prints the mapped one but its fields differ), then the fields the mapping fills that it
 * lacks and the fields it has that the mapping does not know (the first ten of each, and how many).
 */
export function editionRefusal(r: EditionReport): Text[] {
  const edition =
    r.edition === null ? errorText('editionNotPrinted', { expected: r.expectedEdition })
    : r.edition === r.expectedEdition ? errorText('editionFieldsDiffer', { edition: r.edition })
    : errorText('editionMismatch', { edition: r.edition, expected: r.expectedEdition });
  return [
    edition,
    ...(r.removed.length ? [errorText('templateFieldsMissing', { count: r.removed.length, names: listed(r.removed) })] : []),
    ...(r.added.length ? [errorText('templateFieldsUnknown', { count: r.added.length, names: listed(r.added) })] : []),
    errorText('editionRefused'),
  ];
}

/**
 * Throws 503 when the template is not the mapped edition (generation must never fill a different form silently),
 * naming both editions and the fields that differ; the body has them as data too.
 */
export async function requireMappedEdition(path: string): Promise<void> {
  const r = await checkTemplateEdition(path);
  if (r.ok) return;
  throw new AppError(503, 'INTERNAL', editionRefusal(r), undefined, {
    reason: 'TemplateEditionMismatch',
    edition: r.edition,
    expectedEdition: r.expectedEdition,
    added: r.added.length,
    removed: r.removed.length,
    missingFields: r.removed.slice(0, LISTED),
    unknownFields: r.added.slice(0, LISTED),
  });
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
