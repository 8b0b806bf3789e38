import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { supportingDocument } from '@i129f/petition';
import { AppError, notFound, errorText } from '../http/errors.ts';
import { findUserByEmail } from '../users/repo.ts';
import { checkPathName, checkVisibleFileName, detectAcceptedType, sanitizeFileName } from './file-rules.ts';
import type { NewFile } from './file-store.ts';
import { generatePetition } from './generate-petition.ts';
import { markPdfGenerated } from '../pdf-marks/mark-generated.ts';
import { inspectPdf } from '../pdf/inspect-pdf.ts';
import { ZCaption, ZSetCaption } from '@i129f/petition/api/file-captions.ts';
import { z } from 'zod';
import { parseInput } from '../http/validate.ts';
import { captionsOf, setCaption } from './file-captions.ts';
import { PDF_LIMITS } from '../pdf/pdf-limits.ts';

type P<T> = { Params: T };
type EmailFile = P<{ email: string; fileName: string }>;

/**
 * /api/file/… and /api/pdf/…: uploads, listing, download, delete, the generated I-129F and the
 * editor hand-off. Every route names an :email, so the access check runs first (http/email-routes.ts).
 */
export async function fileRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const maxBytes = deps.config.maxUploadBytes;
  const store = deps.files;
  await app.register(fastifyMultipart, { limits: { fileSize: maxBytes, files: 20, fields: 10 } });
  app.addContentTypeParser('application/pdf', { parseAs: 'buffer', bodyLimit: maxBytes }, (_req, body, done) => done(null, body));
  const owner = async (email: string) => (await findUserByEmail(deps.db, email)) ?? Promise.reject(notFound(errorText('noSuchAccount')));

  /**
   * Multipart `file` part(s), `fileId` (catalogue id), `isTranslatedFile`, and `replace` (multipart field or query,
   * default true): true replaces the document's stored files of that kind (originals or translations) with these,
   * false adds them (a stored file of the same name is still overwritten). The web app sends one file per request:
   * the first of a batch with replace=true, the rest with replace=false. An optional `caption` (ZCaption: date, place,
   * who) is kept with the file(s); checked before anything is stored.
   */
  app.post<P<{ email: string }> & { Querystring: { replace?: unknown } }>('/file/client/upload/:email', { bodyLimit: maxBytes * 2, config: { audit: 'file.upload' } }, async (request) => {
    const user = await owner(request.params.email);
    const { files, fields } = await readMultipart(request, maxBytes, maxBytes * 2);
    if (!files.length) throw new AppError(400, 'BAD_REQUEST', errorText('noFileInUpload'));
    const documentId = fields.fileId ? Number(fields.fileId) : null;
    // A catalogue id (1–25), not any integer: a huge one overflowed PostgreSQL's integer column (500).
    if (documentId !== null && !supportingDocument(documentId)) throw new AppError(400, 'BAD_REQUEST', errorText('fileIdNotDocument'));
    const isTranslated = /^(true|1|yes)$/i.test(fields.isTranslatedFile ?? '');
    const replace = parseReplace(fields.replace ?? request.query.replace);
    const caption = fields.caption === undefined ? undefined : parseInput(z.object({ caption: ZCaption }), { caption: fields.caption }).caption;
    const prepared: NewFile[] = [];
    for (const f of files) {
      const name = sanitizeFileName(f.name);
      checkVisibleFileName(name);
      const mime = await detectAcceptedType(f.bytes, f.name);
      prepared.push({ ownerId: user.id, documentId, name, mime, bytes: f.bytes, isTranslated });
    }
    const saved = [];
    if (documentId !== null && replace) saved.push(...(await store.replace({ ownerId: user.id, documentId, isTranslated }, prepared)));
    else for (const f of prepared) saved.push(await store.put(f));
    if (caption === undefined) return saved;
    for (const r of saved) await setCaption(deps.db, { ownerId: user.id, fileId: r.id, caption, now: deps.now() });
    return saved.map((r) => (caption ? { ...r, caption } : r));
  });

  app.post<P<{ email: string }>>('/file/client/files/:email', { config: { audit: 'file.list' } }, async (request) => {
    const user = await owner(request.params.email);
    const captions = await captionsOf(deps.db, user.id);
    return (await store.list(user.id)).map((r) => ({ ...r, fileName: r.name, ...(captions.has(r.id) ? { caption: captions.get(r.id)! } : {}) }));
  });

  /** POST {caption} → sets the caption of an uploaded file ('' removes it): {fileName, caption}. Generated files have none. */
  app.post<EmailFile>('/file/caption/:email/:fileName', { config: { audit: 'file.caption' } }, async (request) => {
    const name = checkPathName(request.params.fileName);
    const { caption } = parseInput(ZSetCaption, request.body);
    const user = await owner(request.params.email);
    const record = (await store.list(user.id)).find((f) => f.name === name && !f.isGenerated);
    if (!record) throw notFound(errorText('noSuchFile'));
    await setCaption(deps.db, { ownerId: user.id, fileId: record.id, caption, now: deps.now() });
    return { fileName: record.name, caption };
  });

  app.get<EmailFile>('/file/client/download/:email/:fileName', { config: { audit: 'file.download' } }, async (request, reply) => {
    const name = checkPathName(request.params.fileName);
    const user = await owner(request.params.email);
    const file = (await store.get(user.id, name)) ?? Promise.reject(notFound(errorText('noSuchFile')));
    const { record, bytes } = await file;
    return reply
      .type(record.mime)
      .header('content-disposition', attachmentHeader(record.name))
      .send(Buffer.from(bytes));
  });

  app.delete<EmailFile>('/file/delete/:email/:fileName', { config: { audit: 'file.delete' } }, async (request) => {
    const name = checkPathName(request.params.fileName);
    const user = await owner(request.params.email);
    if (!(await store.delete(user.id, name))) throw notFound(errorText('noSuchFile'));
    return { deleted: name };
  });

  app.post<P<{ email: string }>>('/file/generate/i29f/:email', { config: { audit: 'petition.generate' } }, async (request, reply) => {
    const user = await owner(request.params.email);
    // The fill runs in the worker pool; a client that goes away cancels it (its worker is replaced).
    const gone = new AbortController();
    reply.raw.once('close', () => reply.raw.writableFinished || gone.abort());
    const record = await generatePetition({ store, ownerId: user.id, body: request.body, templatePath: deps.config.i129fTemplate, now: deps.now(), signal: gone.signal });
    await markPdfGenerated({ db: deps.db, clientId: user.id, now: deps.now(), log: request.log });
    return { fileName: record.name };
  });

  app.get<EmailFile>('/pdf/:email/:fileName', async (request) => {
    const name = checkPathName(request.params.fileName);
    const user = await owner(request.params.email);
    const file = await store.get(user.id, name);
    if (!file || file.record.mime !== 'application/pdf') throw notFound(errorText('noSuchPdf'));
    return { editLink: `/pdf-editor/${file.record.id}`, documentId: file.record.id };
  });

  app.post<P<{ documentId: string; email: string; fileName: string }>>('/pdf/replace/:documentId/:email/:fileName', { bodyLimit: maxBytes, config: { audit: 'file.replace' } }, async (request) => {
    const name = checkPathName(request.params.fileName);
    const user = await owner(request.params.email);
    const file = await store.get(user.id, name);
    if (!file || file.record.id !== request.params.documentId) throw notFound(errorText('noSuchDocument'));
    const body = request.body;
    if (!Buffer.isBuffer(body) || body.length === 0) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', errorText('sendEditedPdf'));
    await checkRealPdf(body, name);
    const saved = await store.put({ ...file.record, bytes: body, mime: 'application/pdf' });
    return { fileName: saved.name, documentId: saved.id, size: saved.size };
  });
}

/** The upload's `replace` flag: absent → true (the spec's 're-uploading replaces that document's files'). */
const parseReplace = (raw: unknown): boolean => {
  if (raw === undefined || raw === '' || (typeof raw === 'string' && /^(true|1)$/i.test(raw))) return true;
  if (typeof raw === 'string' && /^(false|0)$/i.test(raw)) return false;
  throw new AppError(400, 'BAD_REQUEST', errorText('replaceFlag'));
};

/**
 * `attachment` with an ASCII fallback (no quote or backslash, which would end or escape the quoted string)
 * and the RFC 8187 UTF-8 name, where ' ( ) * ! are percent-encoded too (encodeURIComponent keeps them, but
 * `'` is the field separator of filename* and none of them is an attr-char).
 */
export const attachmentHeader = (name: string): string => {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const utf8 = encodeURIComponent(name).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`;
};

/** What an edited PDF may unpack to (pdf-limits.ts); pages and pictures are the packet's business (it says which file). */
const REPLACE_LIMITS = { ...PDF_LIMITS, imagePixels: Infinity, pages: Infinity };

/**
 * The body must be a PDF by its bytes, within what it may unpack to, and one pdf-lib can open; the unpacking and the
 * parse run in the worker pool (pdf/inspect-pdf.ts), not on the event loop.
 */
const checkRealPdf = async (bytes: Buffer, name: string): Promise<void> => {
  const mime = await detectAcceptedType(bytes, name);
  if (mime !== 'application/pdf') throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', errorText('editedNotPdf', { name, mime }));
  const inspected = await inspectPdf(bytes, REPLACE_LIMITS);
  if ('over' in inspected) {
    throw new AppError(413, 'PAYLOAD_TOO_LARGE', errorText('editedTooBig', { name, mb: inspected.over.max / 1024 / 1024 }));
  }
  if (inspected.pages === 0) {
    throw new AppError(400, 'BAD_REQUEST', errorText('editedUnreadable', { name }));
  }
};

/**
 * Collects the multipart files and fields; a file over `maxBytes`, or files over `maxTotal` together, is 413.
 * (Fastify's bodyLimit does not apply to multipart: the body is streamed, so the total is counted here.)
 */
const readMultipart = async (request: FastifyRequest, maxBytes: number, maxTotal: number) => {
  const files: Array<{ name: string; bytes: Buffer }> = [];
  const fields: Record<string, string> = {};
  let total = 0;
  if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', errorText('uploadNotMultipart'));
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        total += bytes.length;
        if (total > maxTotal) throw new AppError(413, 'PAYLOAD_TOO_LARGE', errorText('filesTooLarge', { mb: Math.round(maxTotal / 1024 / 1024) }));
        files.push({ name: part.filename || 'file', bytes });
      } else fields[part.fieldname] = String(part.value);
    }
  } catch (e) {
    if ((e as { statusCode?: number }).statusCode === 413 || (e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', errorText('fileTooLarge', { mb: Math.round(maxBytes / 1024 / 1024) }));
    }
    if (e instanceof AppError) throw e;
    // busboy's parse errors (cut or malformed body) carry no status: the client sent a bad body.
    throw new AppError(400, 'BAD_REQUEST', errorText('uploadUnreadable'));
  }
  return { files, fields };
};
