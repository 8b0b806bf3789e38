import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { pdfStructureFits } from '../pdf/inflate-budget.ts';

/**
 * The JPEG images embedded in the first pages of a PDF (a scan or phone photo saved as PDF stores
 * each page as one DCTDecode image, whose stream bytes are a JPEG file). Largest first, at most
 * `max`. Cheap: no rendering; PDFs drawn as vectors/text, or with other image codecs, give [].
 */
export async function imagesInPdf(bytes: Uint8Array, options: { pages?: number; max?: number } = {}): Promise<Uint8Array[]> {
  let doc: PDFDocument;
  if (!pdfStructureFits(bytes)) return []; // a deflate bomb in its object streams: not loaded
  try {
    doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  } catch {
    return [];
  }
  const found: Uint8Array[] = [];
  for (const page of doc.getPages().slice(0, options.pages ?? 2)) {
    const xObjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    for (const ref of xObjects?.values() ?? []) {
      const stream = doc.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) continue;
      const dict = stream.dict;
      if (dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
      if (dict.get(PDFName.of('Filter')) !== PDFName.of('DCTDecode')) continue;
      found.push(stream.contents);
    }
  }
  return found.sort((a, b) => b.byteLength - a.byteLength).slice(0, options.max ?? 2);
}
