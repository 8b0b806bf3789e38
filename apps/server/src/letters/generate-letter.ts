import type { LetterDoc } from '@i129f/petition/letters/drafts.ts';
import type { FileRecord, FileStore } from '../files/file-store.ts';
import { errorText } from '../http/errors.ts';
import { registerTask, runTask, taskModule } from '../workers/pool.ts';

registerTask('letters.render', taskModule('./render.task.ts', import.meta.url));

export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const render = (letter: LetterDoc, signal?: AbortSignal) =>
  runTask<{ pdf: Uint8Array; docx: Uint8Array }>('letters.render', { letter }, { ...(signal ? { signal } : {}), timeoutMs: 20_000, timeoutMessage: errorText('letterTooSlow') });

/** One letter as a PDF, rendered in the worker pool and not stored (a reading copy). */
export const renderLetterPdfInPool = async (letter: LetterDoc): Promise<Uint8Array> => (await render(letter)).pdf;

/** Renders one letter (PDF + DOCX) in the worker pool and stores both among the owner's generated files. */
export async function generateLetter(o: { store: FileStore; ownerId: string; letter: LetterDoc; now: number; signal?: AbortSignal }): Promise<FileRecord[]> {
  const { pdf, docx } = await render(o.letter, o.signal);
  const stem = `${o.letter.fileStem}_${new Date(o.now).toISOString().slice(0, 10)}`;
  return [
    await o.store.put({ ownerId: o.ownerId, documentId: null, name: `${stem}.pdf`, mime: 'application/pdf', bytes: pdf, isGenerated: true }),
    await o.store.put({ ownerId: o.ownerId, documentId: null, name: `${stem}.docx`, mime: DOCX_MIME, bytes: docx, isGenerated: true }),
  ];
}
