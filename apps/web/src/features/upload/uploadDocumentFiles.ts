import { filesApi } from '../files/filesApi.ts';

export interface UploadOutcome {
  file: File;
  ok: boolean;
  /** Why it failed (the server's message when it gave one). */
  message?: string;
}

/**
 * Uploads one document's files. The server replaces that document's files with each request
 * (POST /api/file/client/upload: 'replace'), so the dialog's files go together; when the server rejects
 * one of them (413/415 name the file), that file is reported and the others are sent again without it,
 * so one bad file never stops the rest.
 */
export async function uploadDocumentFiles(o: { email: string; fileId: number; isTranslatedFile: boolean; files: readonly File[] }): Promise<UploadOutcome[]> {
  const failed: UploadOutcome[] = [];
  let pending = [...o.files];
  while (pending.length > 0) {
    let message: string;
    try {
      const result = await filesApi.upload(o.email, { fileId: o.fileId, isTranslatedFile: o.isTranslatedFile, files: pending });
      if (result.ok) return o.files.map((file) => failed.find((f) => f.file === file) ?? { file, ok: true });
      message = result.error?.message || `The upload failed (HTTP ${result.status}).`;
    } catch {
      message = 'The upload failed: the server could not be reached.';
    }
    const culprit = pending.length > 1 ? pending.find((f) => message.includes(f.name)) : pending[0];
    if (!culprit) {
      failed.push(...pending.map((file) => ({ file, ok: false, message })));
      break;
    }
    failed.push({ file: culprit, ok: false, message });
    pending = pending.filter((f) => f !== culprit);
  }
  return o.files.map((file) => failed.find((f) => f.file === file) ?? { file, ok: false, message: 'Not uploaded.' });
}
