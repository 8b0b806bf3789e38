import { z } from 'zod';
import { AppError } from '../http/errors.ts';
import { parseInput } from '../http/validate.ts';
import { isPdfError, statusOfPdfError } from '../pdf/errors.ts';
import { fillI129f, type AdditionalEntry } from '../pdf/fill-i129f.ts';
import { resolveTemplate } from '../pdf/resolve-template.ts';
import { requireMappedEdition } from '../pdf/edition.ts';
import type { FileRecord, FileStore } from './file-store.ts';

const FAMILY_NAME = 'form1[0].#subform[0].Pt1Line6a_FamilyName[0]';
/** Reserved key of the generate body: Part 8 entries computed by the interview package. */
export const ADDITIONAL_KEY = '_additionalInformation';

/** Official field name → value; every value a string (the Part 8 entries are checked by fillI129f). */
const ZFieldValues = z.record(z.string(), z.string());

/** `I-129F_<PetitionerLastName>_<YYYY-MM-DD>.pdf`, the last name reduced to safe characters. */
export const petitionFileName = (familyName: string | undefined, now: number): string => {
  const last = (familyName ?? '').normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9-]+/g, '').slice(0, 40) || 'Petitioner';
  return `I-129F_${last}_${new Date(now).toISOString().slice(0, 10)}.pdf`;
};

/** Fills the template from the request body and stores the result among the owner's files. */
export const generatePetition = async (o: { store: FileStore; ownerId: string; body: unknown; templatePath: string | undefined; now: number }): Promise<FileRecord> => {
  if (typeof o.body !== 'object' || o.body === null || Array.isArray(o.body)) {
    throw new AppError(400, 'VALIDATION_FAILED', 'The body must be a map of official field names to values.');
  }
  const { [ADDITIONAL_KEY]: additional = [], ...rest } = o.body as Record<string, unknown>;
  const values = parseInput(ZFieldValues, rest);
  try {
    const template = resolveTemplate({ configured: o.templatePath });
    await requireMappedEdition(template);
    const { bytes } = await fillI129f({ template, values, additional: additional as AdditionalEntry[] });
    const name = petitionFileName(values[FAMILY_NAME], o.now);
    return await o.store.put({ ownerId: o.ownerId, documentId: null, name, mime: 'application/pdf', bytes, isGenerated: true });
  } catch (e) {
    if (!isPdfError(e)) throw e;
    const status = statusOfPdfError[e.code];
    if (status >= 500) {
      // A missing or broken template: the paths and details go to the log (via cause), never to the client.
      const err = new AppError(status, 'INTERNAL', 'The I-129F template is not available on the server. Please contact support.', undefined, { reason: e.code });
      err.cause = e;
      throw err;
    }
    const code = status === 400 ? 'VALIDATION_FAILED' : status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'INTERNAL';
    const fields = e.details.length
      ? e.details.map((d) => ({ path: d.field ?? '', message: d.reason }))
      : e.names.map((n) => ({ path: n, message: e.code }));
    throw new AppError(status, code, e.message, status === 400 ? fields : undefined, { reason: e.code, names: e.names });
  }
};
