import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { AppError, errorText } from '../http/errors.ts';
import { requireSession } from '../auth/guards.ts';
import { checkVisibleFileName, detectAcceptedType, sanitizeFileName } from '../files/file-rules.ts';
import type { ExtractedValues } from '../extraction/auto-extracted-key.ts';
import type { Extractor } from '../extraction/extractor.ts';
import { createPooledPassportExtractor } from '../extraction/pooled-passport-extractor.ts';
import { readLock } from '../petition/lock.ts';
import { petitionLocked } from '../review/chat-save-hook.ts';
import { herLink } from './links.ts';

/** The catalogue's 'Passport, biographic page' of the beneficiary (documents/catalogue.ts id 25). */
export const BENEFICIARY_PASSPORT_DOCUMENT = 25;

/** One multipart file ('file'); over `maxBytes` → 413; none → 400. */
async function readOneFile(request: FastifyRequest, maxBytes: number): Promise<{ name: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', errorText('uploadNotMultipart'));
  let found: { name: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      found ??= { name: part.filename || 'passport', bytes };
    }
  } catch (e) {
    if ((e as { statusCode?: number }).statusCode === 413 || (e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', errorText('fileTooLarge', { mb: Math.round(maxBytes / 1024 / 1024) }));
    }
    if (e instanceof AppError) throw e;
    throw new AppError(400, 'BAD_REQUEST', errorText('uploadUnreadable'));
  }
  if (!found) throw new AppError(400, 'BAD_REQUEST', errorText('noFileInUpload'));
  return found;
}

/**
 * POST /api/beneficiary/passport (issue 24): the beneficiary uploads her passport's biographic page. It is filed with
 * the petition's documents as the beneficiary's passport (replacing an earlier one), where the petitioner and the
 * firm see it and his document step reads it; she is answered what was read from it — her values only (a passport
 * extractor run on this file alone, in the worker pool), which she uses in her answers.
 */
export async function beneficiaryPassportRoutes(app: FastifyInstance, opts: { extractors?: readonly Extractor[] } = {}): Promise<void> {
  const { deps } = app;
  const maxBytes = deps.config.maxUploadBytes;
  await app.register(fastifyMultipart, { limits: { fileSize: maxBytes, files: 1, fields: 5 } });
  const extractors = opts.extractors ?? [createPooledPassportExtractor({ today: () => new Date(deps.now()) })];

  app.post('/beneficiary/passport', { bodyLimit: maxBytes * 2, preHandler: requireSession, config: { beneficiary: true, audit: 'beneficiary.passport' } }, async (request) => {
    const link = await herLink(deps.db, request.user!);
    if (request.audit) request.audit.targetId = link.petitioner_id;
    if (await readLock(deps.db, link.petitioner_id)) throw petitionLocked();
    const file = await readOneFile(request, maxBytes);
    const name = sanitizeFileName(file.name);
    checkVisibleFileName(name);
    const mime = await detectAcceptedType(file.bytes, file.name);
    const scope = { ownerId: link.petitioner_id, documentId: BENEFICIARY_PASSPORT_DOCUMENT, isTranslated: false };
    const [record] = await deps.files.replace(scope, [{ ...scope, name, mime, bytes: file.bytes }]);
    const input = { mime, documentId: BENEFICIARY_PASSPORT_DOCUMENT, documentCode: null, bytes: file.bytes };
    const values: ExtractedValues = {};
    for (const extractor of extractors.filter((e) => e.accepts(input))) {
      try {
        const found = await extractor.extract(input);
        for (const [k, v] of Object.entries(found) as Array<[keyof ExtractedValues, string]>) if (k.startsWith('ben')) values[k] ??= v;
      } catch (error) {
        if (error instanceof AppError && error.code === 'BUSY' && error.details?.reason !== 'TASK_TIMEOUT') throw error;
        request.log.warn({ extractor: extractor.name, error: String(error) }, 'beneficiary passport extraction failed');
      }
    }
    return { fileName: record?.name ?? name, values };
  });
}
