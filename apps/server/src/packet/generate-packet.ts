import { interview, type InterviewState } from '@i129f/petition';
import { K3 } from '@i129f/petition/questionnaire/questions.ts';
import type { Config } from '../env.ts';
import type { FileRecord, FileStore } from '../files/file-store.ts';
import { AppError, errorText } from '../http/errors.ts';
import { buildLetters } from '../letters/build-letters.ts';
import { requireMappedEdition } from '../pdf/edition.ts';
import { isPdfError, statusOfPdfError } from '../pdf/errors.ts';
import { pdfInputErrorText } from '../pdf/error-text.ts';
import { resolveTemplate } from '../pdf/resolve-template.ts';
import { registerTask, runTask, taskModule } from '../workers/pool.ts';
import { rebuildError, type AssembleResult } from './assemble.task.ts';
import type { PacketPayload } from './assemble-packet.ts';
import { exhibitsOf } from './exhibits.ts';
import { mailingInfo } from './mailing-info.ts';
import { resolveG1145 } from './resolve-g1145.ts';
import type { Signer } from './sign-sheet.ts';
import type { ExhibitOverLimit } from './exhibit-limits.ts';
import { showInvisible } from '@i129f/petition/account/invisible-characters.ts';

registerTask('packet.assemble', taskModule('./assemble.task.ts', import.meta.url));

const real = (v: string | undefined) => (v && !/^n\/a$/i.test(v.trim()) ? v.trim() : '');
const stemOf = (last: string) => last.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9-]+/g, '').slice(0, 40) || 'Petitioner';

function signersOf(state: InterviewState): Signer[] {
  const a = state.answers;
  const name = (...keys: string[]) => keys.map((k) => real(a[k])).filter(Boolean).join(' ');
  const out: Signer[] = [
    { role: 'petitioner', name: name('pet.name.given', 'pet.name.middle', 'pet.name.family') || 'the petitioner' },
    { role: 'beneficiary', name: name('ben.name.given', 'ben.name.middle', 'ben.name.family') || 'the beneficiary' },
  ];
  if (a['interpreter.has'] === 'Yes') out.push({ role: 'interpreter', name: name('interpreter.given', 'interpreter.family') || 'the interpreter' });
  if (a['preparer.has'] === 'Yes') out.push({ role: 'preparer', name: name('preparer.given', 'preparer.family') || 'the preparer' });
  return out;
}

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
}

/**
 * Builds the filing packet of a saved interview and its uploads (worker pool 'packet.assemble': never on the event
 * loop) and stores it, with the sign-here sheet and mailing checklist, among the owner's generated files.
 */
export async function generatePacket(o: { store: FileStore; ownerId: string; state: InterviewState; config: Pick<Config, 'i129fTemplate' | 'g1145Template'>; now: number; today: string }): Promise<PacketSummary> {
  const { state } = o;
  try {
    const i129fTemplatePath = resolveTemplate({ configured: o.config.i129fTemplate });
    await requireMappedEdition(i129fTemplatePath);
    const g1145TemplatePath = resolveG1145({ configured: o.config.g1145Template });
    const uploads = await o.store.list(o.ownerId);
    const exhibits = await Promise.all(
      exhibitsOf(uploads, state.requiredDocuments).map(async (e) => ({
        letter: e.letter,
        title: e.title,
        files: await Promise.all(e.files.map(async (f: FileRecord) => ({ name: f.name, mime: f.mime, bytes: (await o.store.get(o.ownerId, f.name))?.bytes ?? new Uint8Array() }))),
      })),
    );
    const { fields, continuation } = interview.computeFieldValues(state);
    const a = state.answers;
    const payload: PacketPayload = {
      i129fTemplatePath,
      g1145TemplatePath,
      values: fields,
      additional: continuation,
      g1145: { lastName: real(a['pet.name.family']), firstName: real(a['pet.name.given']), middleName: real(a['pet.name.middle']), email: real(a['pet.email']), mobile: real(a['pet.mobile']) },
      cover: buildLetters({ state, uploads, today: o.today }).find((l) => l.kind === 'cover')!,
      exhibits,
      mailing: mailingInfo(),
      k3: state.questionnaire.classificationBeneficiary === K3,
      signers: signersOf(state),
    };
    const result = await runTask<AssembleResult>('packet.assemble', payload, { timeoutMs: 60_000, timeoutMessage: 'Building the packet took too long. Please try again in a minute.' });
    if ('tooHeavy' in result) throw tooHeavyError(result.tooHeavy);
    if ('ok' in result) throw rebuildError(result.error);
    const stem = `${stemOf(real(a['pet.name.family']) || state.names.petitionerLastName)}_${new Date(o.now).toISOString().slice(0, 10)}`;
    const packet = await o.store.put({ ownerId: o.ownerId, documentId: null, name: `I-129F_Packet_${stem}.pdf`, mime: 'application/pdf', bytes: result.packet, isGenerated: true });
    const sheet = await o.store.put({ ownerId: o.ownerId, documentId: null, name: `Sign_Here_and_Mailing_Checklist_${stem}.pdf`, mime: 'application/pdf', bytes: result.signSheet, isGenerated: true });
    return { fileName: packet.name, signSheetFileName: sheet.name, pageCount: result.pageCount, bookmarks: result.bookmarks.map((b) => b.title), skipped: result.skipped };
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
