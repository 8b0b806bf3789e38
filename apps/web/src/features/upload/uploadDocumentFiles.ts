import { upload } from '@i129f/petition/i18n/en/upload.ts';
import { i18n, registerEnglish } from '../../i18n/i18n.ts';
import { filesApi } from '../files/filesApi.ts';

registerEnglish('upload', upload);

export interface UploadOutcome {
  file: File;
  ok: boolean;
  /** Why it failed (the server's message when it gave one). */
  message?: string;
}

export interface UploadBatch {
  email: string;
  fileId: number;
  isTranslatedFile: boolean;
  files: readonly File[];
  /** The caption the user gave each file (date, place, who), if any. */
  captions?: ReadonlyMap<File, string>;
  /**
   * Whether the batch replaces the document's stored files (of this kind). True for a new batch; false when
   * files of this dialog already went through (a retry adds to them).
   */
  replaceStored?: boolean;
  /** Called when a file starts uploading and when it is done (ok or failed), in order. */
  onProgress?: (file: File, state: 'uploading' | UploadOutcome) => void;
}

/**
 * Uploads one document's files, one request per file, in turn (issue 4): a failed file does not stop the
 * others and each outcome names its file. The first file goes with replace=true (the spec's 're-uploading
 * replaces that document's files'), the rest with replace=false; when a file fails before any went through,
 * the next successful one does the replacing, so the stored files are never half replaced by nothing.
 */
export async function uploadDocumentFiles(o: UploadBatch): Promise<UploadOutcome[]> {
  const outcomes: UploadOutcome[] = [];
  let replace = o.replaceStored ?? true;
  for (const file of o.files) {
    o.onProgress?.(file, 'uploading');
    let outcome: UploadOutcome;
    try {
      const caption = o.captions?.get(file)?.trim();
      const result = await filesApi.upload(o.email, { fileId: o.fileId, isTranslatedFile: o.isTranslatedFile, files: [file], replace, ...(caption ? { caption } : {}) });
      outcome = result.ok ? { file, ok: true } : { file, ok: false, message: result.error?.message || i18n.t('upload:httpFailed', { status: result.status }) };
    } catch {
      outcome = { file, ok: false, message: i18n.t('upload:unreachable') };
    }
    if (outcome.ok) replace = false;
    outcomes.push(outcome);
    o.onProgress?.(file, outcome);
  }
  return outcomes;
}
