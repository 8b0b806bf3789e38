import { z } from 'zod';
import { AppError, errorText } from '../http/errors.ts';
import { parseInput } from '../http/validate.ts';
import { PdfError, isPdfError, statusOfPdfError } from '../pdf/errors.ts';
import { pdfInputErrorText } from '../pdf/error-text.ts';
import type { GeneratePayload, GenerateResult } from '../pdf/generate.task.ts';
import { resolveTemplate } from '../pdf/resolve-template.ts';
import { requireMappedEdition } from '../pdf/edition.ts';
import { ZAdditional, ZFieldValues, part8TotalIssue } from '../pdf/value-caps.ts';
import { runTask } from '../workers/pool.ts';
import type { FileRecord, FileStore } from './file-store.ts';

const FAMILY_NAME = 'form1[0].#subform[0].Pt1Line6a_FamilyName[0]';
/** Reserved key of the generate body: Part 8 entries computed by the interview package. */
export const ADDITIONAL_KEY = '_additionalInformation';

/** The generate body: official field name → value (each within its cap), plus the Part 8 entries. */
const ZGenerateBody = z.object({ [ADDITIONAL_KEY]: ZAdditional.optional() }).catchall(z.unknown());

/** `I-129F_<PetitionerLastName>_<YYYY-MM-DD>.pdf`, the last name reduced to safe characters. */
export const petitionFileName = (familyName: string | undefined, now: number): string => {
  const last = (familyName ?? '').normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9-]+/g, '').slice(0, 40) || 'Petitioner';
  return `I-129F_${last}_${new Date(now).toISOString().slice(0, 10)}.pdf`;
};

/** Checks the body against the caps (400 VALIDATION_FAILED naming each field) before any PDF work. */
export const parseGenerateBody = (body: unknown): Omit<GeneratePayload, 'templatePath'> => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AppError(400, 'VALIDATION_FAILED', errorText('bodyNotFieldMap'));
  }
  const { [ADDITIONAL_KEY]: additional = [], ...rest } = parseInput(ZGenerateBody, body);
  const values = parseInput(ZFieldValues, rest);
  const total = part8TotalIssue(values, additional);
  if (total) throw new AppError(400, 'VALIDATION_FAILED', errorText('invalidInput', { names: total.path }), [total]);
  return { values, additional };
};

export interface GenerateOptions {
  store: FileStore;
  ownerId: string;
  body: unknown;
  templatePath: string | undefined;
  now: number;
  /** Aborts the fill (the client went away). */
  signal?: AbortSignal;
  /** Time limit of the fill in the worker pool; default the pool's. */
  timeoutMs?: number;
}

/**
 * Fills the template from the request body and stores the result among the owner's files. The body is
 * checked against the caps here; the fill runs in the worker pool ('pdf.generate'), never on the event
 * loop: a full queue is 503 BUSY, a fill over its time limit 503 (the worker is replaced).
 */
export const generatePetition = async (o: GenerateOptions): Promise<FileRecord> => {
  const { values, additional } = parseGenerateBody(o.body);
  try {
    const templatePath = resolveTemplate({ configured: o.templatePath });
    await requireMappedEdition(templatePath);
    const result = await runTask<GenerateResult>('pdf.generate', { templatePath, values, additional } satisfies GeneratePayload, {
      ...(o.signal ? { signal: o.signal } : {}),
      ...(o.timeoutMs ? { timeoutMs: o.timeoutMs } : {}),
      timeoutMessage: errorText('generateTooSlow'),
    });
    if (!(result instanceof Uint8Array)) throw new PdfError(result.error.code, result.error.message, result.error.names, result.error.details);
    const name = petitionFileName(values[FAMILY_NAME], o.now);
    return await o.store.put({ ownerId: o.ownerId, documentId: null, name, mime: 'application/pdf', bytes: result, isGenerated: true });
  } catch (e) {
    if (!isPdfError(e)) throw e;
    const status = statusOfPdfError[e.code];
    if (status >= 500) {
      // A missing or broken template: the paths and details go to the log (via cause), never to the client.
      const err = new AppError(status, 'INTERNAL', errorText('templateMissing'), undefined, { reason: e.code });
      err.cause = e;
      throw err;
    }
    const code = status === 400 ? 'VALIDATION_FAILED' : status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'INTERNAL';
    const fields = e.details.length
      ? e.details.map((d) => ({ path: d.field ?? '', message: d.reason }))
      : e.names.map((n) => ({ path: n, message: e.code }));
    throw new AppError(status, code, pdfInputErrorText(e), status === 400 ? fields : undefined, { reason: e.code, names: e.names });
  }
};
