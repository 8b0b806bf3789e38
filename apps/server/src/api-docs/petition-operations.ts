import { z } from 'zod';
import { ZChangesRequest } from '@i129f/petition/api/petition.ts';
import { PETITION_STATUSES, ZCreateComment, ZSetStatus } from '@i129f/petition/api/review.ts';
import { ZSetCaption } from '@i129f/petition/api/file-captions.ts';
import { ZSave } from '../chat-state/routes.ts';
import { ADDITIONAL_KEY } from '../files/generate-petition.ts';
import { ZAdditional } from '../pdf/value-caps.ts';
import { ZGenerate } from '../letters/routes.ts';
import { ZQuery as ZReadinessQuery } from '../readiness/routes.ts';
import type { OperationTable } from './operation.ts';

/** The generate body as files/generate-petition.ts reads it: official field name → value, plus the Part 8 entries. */
const ZGenerateFields = z.object({ [ADDITIONAL_KEY]: ZAdditional.optional() }).catchall(z.string());
/** A stored file (files/file-store.ts FileRecord). */
const ZFileRecord = z.object({
  id: z.string(),
  ownerId: z.string(),
  documentId: z.number().int().nullable(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  isTranslated: z.boolean(),
  isGenerated: z.boolean(),
  createdAt: z.number(),
});

/** The petition, its files and documents, and the firm's review: every route of chat-state/, petition/, files/, extraction/, readiness/, letters/, packet/, pdf-marks/, review/. */
export const PETITION_OPERATIONS: OperationTable = {
  'GET /api/chat-state/i29F/load/:email': {
    summary: 'The saved petition, its version, and whether the firm locked it',
    tag: 'petition',
    auth: 'account',
    ok: { description: 'The petition (PetitionLoadResponse).' },
  },
  'POST /api/chat-state/i29F/save/:email': {
    summary: 'Save the whole petition (browsers of the previous release)',
    description: 'Re-validated with the interview engine; `version` is the version the device read.',
    tag: 'petition',
    auth: 'account',
    body: ZSave,
    ok: { description: 'The new version.', schema: z.object({ version: z.number().int() }) },
    errors: [409],
  },
  'POST /api/petition/changes/:email': {
    summary: 'Apply the changes a device made since the version it read',
    description: 'A change that would clear answers needs consent (409 CONSENT_REQUIRED); an approved petition refuses changes (409 PETITION_LOCKED).',
    tag: 'petition',
    auth: 'account',
    body: ZChangesRequest,
    ok: { description: 'The new version, conflicts, and the stored petition when it differs (ChangesResponse).' },
    errors: [409, 503],
  },
  'GET /api/changes-since-pdf/:email': {
    summary: 'Which answers changed since the I-129F was last generated',
    tag: 'petition',
    auth: 'account',
    ok: { description: 'Keys and section ids (never values), or null before any PDF.' },
  },
  'GET /api/readiness/:email': {
    summary: 'The readiness report of the saved answers and uploads',
    tag: 'petition',
    auth: 'account',
    query: ZReadinessQuery,
    ok: { description: "The report, in the request's language." },
  },
  'POST /api/file/client/upload/:email': {
    summary: 'Upload supporting documents',
    description: 'Multipart: `file` part(s), `fileId` (catalogue id), `isTranslatedFile`, `replace` (also a query parameter; default true), `caption` (optional: date, place, who; at most 300 characters).',
    tag: 'files',
    auth: 'account',
    body: 'multipart',
    ok: { description: 'The stored files.', schema: z.array(ZFileRecord) },
    errors: [415, 503],
  },
  'POST /api/file/client/files/:email': {
    summary: "The account's files",
    tag: 'files',
    auth: 'account',
    ok: { description: 'The files (`fileName` repeats `name`; `caption` when the user gave one).', schema: z.array(ZFileRecord.extend({ fileName: z.string(), caption: z.string().optional() })) },
  },
  'POST /api/file/caption/:email/:fileName': {
    summary: 'Set or remove the caption of an uploaded file',
    description: "The caption (date, place, who) is printed under the picture in the filing packet and listed in its exhibit index; '' removes it.",
    tag: 'files',
    auth: 'account',
    body: ZSetCaption,
    ok: { description: 'The caption kept.', schema: z.object({ fileName: z.string(), caption: z.string() }) },
  },
  'GET /api/file/client/download/:email/:fileName': {
    summary: 'Download one file',
    tag: 'files',
    auth: 'account',
    ok: { description: 'The file (its own media type).', type: 'application/octet-stream' },
    errors: [503],
  },
  'DELETE /api/file/delete/:email/:fileName': {
    summary: 'Delete one file',
    tag: 'files',
    auth: 'account',
    ok: { description: 'Deleted.', schema: z.object({ deleted: z.string() }) },
  },
  'POST /api/file/generate/i29f/:email': {
    summary: 'Fill and store the I-129F',
    description: 'Official field name → value, each within its cap, plus the Part 8 entries. Runs in the worker pool.',
    tag: 'documents',
    auth: 'account',
    body: ZGenerateFields,
    ok: { description: 'The stored PDF.', schema: z.object({ fileName: z.string() }) },
    errors: [422, 503],
  },
  'GET /api/pdf/:email/:fileName': {
    summary: "A stored PDF's editor hand-off",
    tag: 'files',
    auth: 'account',
    ok: { description: 'The editor link.', schema: z.object({ editLink: z.string(), documentId: z.string() }) },
    errors: [503],
  },
  'POST /api/pdf/replace/:documentId/:email/:fileName': {
    summary: 'Replace a stored PDF with its edited copy',
    tag: 'files',
    auth: 'account',
    body: 'pdf',
    ok: { description: 'The stored file.', schema: z.object({ fileName: z.string(), documentId: z.string(), size: z.number().int() }) },
    errors: [415, 422, 503],
  },
  'GET /api/file/clients/generated/:email': {
    summary: 'The generated files of every client under the account',
    tag: 'files',
    auth: 'staff',
    ok: { description: 'One entry per client.', schema: z.object({ clients: z.array(z.object({ email: z.string(), generatedFiles: z.array(z.string()) })) }) },
  },
  'GET /api/file/client/archive/:email': {
    summary: "All the client's files as a zip",
    tag: 'files',
    auth: 'account',
    ok: { description: 'The zip, streamed.', type: 'application/zip' },
    errors: [503],
  },
  'POST /api/file/extract/:email': {
    summary: "Read values (passport MRZ) from the account's uploads",
    tag: 'documents',
    auth: 'account',
    ok: { description: 'The values read.', schema: z.object({ values: z.record(z.string(), z.string()), extracted: z.boolean() }) },
    errors: [503],
  },
  'GET /api/letters/:email': { summary: 'The letters drafted from the saved answers', tag: 'documents', auth: 'account', ok: { description: 'The drafts.' } },
  'POST /api/letters/generate/:email': {
    summary: 'Render a letter as PDF and DOCX and store both',
    tag: 'documents',
    auth: 'account',
    body: ZGenerate,
    ok: { description: 'The stored files.', schema: z.object({ fileNames: z.array(z.string()) }) },
    errors: [422, 503],
  },
  'POST /api/letters/reading-copy/:email': {
    summary: 'The Spanish reading copy of a sworn letter as it stands, as a PDF (not stored: it is not filed)',
    tag: 'documents',
    auth: 'account',
    body: ZGenerate,
    ok: { description: 'The reading copy.', type: 'application/pdf' },
    errors: [422, 503],
  },
  'POST /api/packet/generate/:email': {
    summary: 'Build and store the filing packet, the sign-here sheet and the mailing checklist',
    tag: 'documents',
    auth: 'account',
    ok: {
      description: 'The packet.',
      schema: z.object({ fileName: z.string(), signSheetFileName: z.string(), pageCount: z.number().int(), bookmarks: z.array(z.string()), skipped: z.array(z.string()) }),
    },
    errors: [422, 503],
  },
  'GET /api/review/summary': {
    summary: 'Status and open comments of every client under the caller',
    tag: 'review',
    auth: 'staff',
    ok: {
      description: 'One entry per client.',
      schema: z.object({ clients: z.array(z.object({ email: z.string(), status: z.enum(PETITION_STATUSES), openComments: z.number().int() })) }),
    },
  },
  'GET /api/review/:email': { summary: "The firm's review of a client's petition", tag: 'review', auth: 'staff', ok: { description: 'The review (ReviewResponse).' } },
  'POST /api/review/:email/mark': {
    summary: 'Mark the petition reviewed',
    tag: 'review',
    auth: 'staff',
    ok: { description: 'When.', schema: z.object({ lastReviewedAt: z.number() }) },
  },
  'GET /api/review/:email/comments': { summary: 'The review comments and status', tag: 'review', auth: 'account', ok: { description: 'The comments (CommentsResponse).' } },
  'POST /api/review/:email/comments': {
    summary: 'Comment on one answer',
    tag: 'review',
    auth: 'staff',
    body: ZCreateComment,
    ok: { status: 201, description: 'The comment.', schema: z.object({ id: z.string() }) },
  },
  'POST /api/review/:email/status': {
    summary: "Set the petition's status",
    description: "The client: 'ready'. Staff: 'changes_requested', 'approved' (freezes the answers), 'in_progress'.",
    tag: 'review',
    auth: 'account',
    body: ZSetStatus,
    ok: { description: 'The status.', schema: ZSetStatus },
    errors: [409],
  },
};
