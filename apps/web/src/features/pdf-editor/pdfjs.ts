import * as pdfjs from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/**
 * pdf.js, loaded only by the pages that show a PDF (the preview modal and the editor route are lazy chunks,
 * so none of this is in the login bundle). The worker comes from the build as its own file.
 */
pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

export { pdfjs };
export type PdfDocument = pdfjs.PDFDocumentProxy;

/** Opens PDF bytes (a copy is handed to the worker, so the caller's buffer stays usable). */
export function openPdf(bytes: Uint8Array): Promise<PdfDocument> {
  return pdfjs.getDocument({ data: bytes.slice(), isEvalSupported: false, enableXfa: false }).promise;
}
