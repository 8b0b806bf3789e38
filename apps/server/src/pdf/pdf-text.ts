import { createRequire } from 'node:module';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const require = createRequire(import.meta.url);
/** pdfjs-dist's own standard fonts, so Node renders/reads without fetching anything. */
export const standardFontDataUrl = require.resolve('pdfjs-dist/package.json').replace(/package\.json$/, 'standard_fonts/');

/** Opens a PDF with pdf.js (legacy build, as in Node tests). */
export const openWithPdfjs = (bytes: Uint8Array) =>
  getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, verbosity: 0, isEvalSupported: false }).promise;

/** The text content of one page as pdf.js extracts it (for continuation sheets). */
export const pageText = async (bytes: Uint8Array, pageNumber: number): Promise<string> => {
  const doc = await openWithPdfjs(bytes);
  try {
    const page = await doc.getPage(pageNumber);
    const content = await page.getTextContent();
    return content.items.map((i) => ('str' in i ? i.str : '')).join(' ');
  } finally {
    await doc.destroy();
  }
};
