import type { InterviewState } from '@i129f/petition';
import type { Config } from '../env.ts';
import type { FileRecord, FileStore } from '../files/file-store.ts';
import { AppError, errorText } from '../http/errors.ts';
import { requireMappedEdition } from '../pdf/edition.ts';
import { isPdfError, statusOfPdfError } from '../pdf/errors.ts';
import { pdfInputErrorText } from '../pdf/error-text.ts';
import { resolveTemplate } from '../pdf/resolve-template.ts';
import { registerTask, runTask, taskModule } from '../workers/pool.ts';
import { rebuildError, type AssembleResult } from './assemble.task.ts';
import { packetPayload } from './packet-payload.ts';
import { resolveG1145 } from './resolve-g1145.ts';
import type { ExhibitOverLimit } from './exhibit-limits.ts';
import { showInvisible } from '@i129f/petition/account/invisible-characters.ts';
import type { Language } from '@i129f/petition/i18n/languages.ts';

registerTask('packet.assemble', taskModule('./assemble.task.ts', import.meta.url));

const real = (v: string | undefined) => (v && !/^n\/a$/i.test(v.trim()) ? v.trim() : '');
const stemOf = (last: string) => last.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9-]+/g, '').slice(0, 40) || 'Petitioner';

const MB = 1024 * 1024;

/** 422 naming the upload that is too heavy to unpack (issue 23.1), in the reader's language; `file` and `limit` for clients. */
export function tooHeavyError(o: ExhibitOverLimit): AppError {
  const name = showInvisible(o.name);
  const message =
    o.limit === 'pages' ? errorText('exhibitTooManyPages', { name, pages: o.found, max: o.max })
    : o.limit === 'packetPages' ? errorText('packetTooManyPages', { name, max: o.max })
    : o.limit === 'pixels' ? errorText('exhibitPictureTooLarge', { name, megapixels: Math.round(o.found / 1e6), max: Math.round(o.max / 1e6) })
    : errorText('exhibitExpands', { name, mb: Math.max(1, Math.ceil(o.max / MB)) });
  return new AppError(422, 'VALIDATION_FAILED', message, [{ path: 'file', message }], { reason: 'INPUT_TOO_HEAVY', file: o.name, limit: o.limit });
}

export interface PacketSummary {
  fileName: string;
  signSheetFileName: string;
  pageCount: number;
  bookmarks: string[];
  skipped: string[];
  /** Titles of the letters the user completes that are not in the packet: generate them on the Letters page first. */
  notGenerated: string[];
}

/**
 * Builds the filing packet of a saved interview and its uploads (worker pool 'packet.assemble': never on the event
 * loop) and stores it, with the sign-here sheet and mailing checklist, among the owner's generated files. The exhibits
 * and the cover letter's enclosures come from one plan (packet/plan-packet.ts); `captions` (file id → caption) are
 * printed under pictures and listed in the index; the sheet and checklist are in `language`.
 */
export async function generatePacket(o: {
  store: FileStore;
  ownerId: string;
  state: InterviewState;
  config: Pick<Config, 'i129fTemplate' | 'g1145Template'>;
  now: number;
  today: string;
  captions?: ReadonlyMap<string, string>;
  language?: Language;
}): Promise<PacketSummary> {
  const { state } = o;
  try {
    const i129fTemplatePath = resolveTemplate({ configured: o.config.i129fTemplate });
    await requireMappedEdition(i129fTemplatePath);
    const g1145TemplatePath = resolveG1145({ configured: o.config.g1145Template });
    const uploads = await o.store.list(o.ownerId);
    const bytesOf = async (f: FileRecord) => (await o.store.get(o.ownerId, f.name))?.bytes ?? new Uint8Array();
    const { payload, plan } = await packetPayload({ state, uploads, bytesOf, today: o.today, i129fTemplatePath, g1145TemplatePath, ...(o.captions ? { captions: o.captions } : {}), ...(o.language ? { language: o.language } : {}) });
    const a = state.answers;
    const result = await runTask<AssembleResult>('packet.assemble', payload, { timeoutMs: 60_000, timeoutMessage: 'Building the packet took too long. Please try again in a minute.' });
    if ('tooHeavy' in result) throw tooHeavyError(result.tooHeavy);
    if ('ok' in result) throw rebuildError(result.error);
    const stem = `${stemOf(real(a['pet.name.family']) || state.names.petitionerLastName)}_${new Date(o.now).toISOString().slice(0, 10)}`;
    const packet = await o.store.put({ ownerId: o.ownerId, documentId: null, name: `I-129F_Packet_${stem}.pdf`, mime: 'application/pdf', bytes: result.packet, isGenerated: true });
    const sheet = await o.store.put({ ownerId: o.ownerId, documentId: null, name: `Sign_Here_and_Mailing_Checklist_${stem}.pdf`, mime: 'application/pdf', bytes: result.signSheet, isGenerated: true });
    return {
      fileName: packet.name,
      signSheetFileName: sheet.name,
      pageCount: result.pageCount,
      bookmarks: result.bookmarks.map((b) => b.title),
      skipped: result.skipped,
      notGenerated: plan.notGenerated.map((l) => l.title),
    };
  } catch (e) {
    if (!isPdfError(e)) throw e;
    const status = statusOfPdfError[e.code];
    const err =
      status >= 500
        ? new AppError(503, 'INTERNAL', errorText('packetTemplateMissing'), undefined, { reason: e.code })
        : new AppError(400, 'VALIDATION_FAILED', pdfInputErrorText(e, errorText('notWritableOnForm', { reason: e.message })), undefined, { reason: e.code });
    err.cause = e;
    throw err;
  }
}
