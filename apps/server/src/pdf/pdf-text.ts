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

/**
 * Renders the page holding `fieldName` with pdf.js (appearance streams drawn on the canvas, as a
 * viewer or printer shows them) and measures the ink inside the field's rectangle: dark pixels and
 * the share of pixel columns between the first and last inked column that carry ink (a glyph that
 * prints blank leaves a gap). Also returns the PNG of the field for a look.
 */
export const renderFieldInk = async (bytes: Uint8Array, fieldName: string, scale = 3) => {
  const { AnnotationMode } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await openWithPdfjs(bytes);
  try {
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const annot = (await page.getAnnotations()).find((a: { fieldName?: string }) => a.fieldName === fieldName) as { rect: number[] } | undefined;
      if (!annot) continue;
      const viewport = page.getViewport({ scale });
      const factory = (doc as unknown as { canvasFactory: { create(w: number, h: number): { canvas: CanvasLike; context: Ctx2d } } }).canvasFactory;
      const { canvas, context } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
      await page.render({ canvasContext: context, viewport, canvas, annotationMode: AnnotationMode.ENABLE } as never).promise;
      const [x1, y1, x2, y2] = viewport.convertToViewportRectangle(annot.rect);
      const left = Math.floor(Math.min(x1!, x2!)) + 2;
      const top = Math.floor(Math.min(y1!, y2!)) + 2;
      const width = Math.floor(Math.abs(x2! - x1!)) - 4;
      const height = Math.floor(Math.abs(y2! - y1!)) - 4;
      const data = context.getImageData(left, top, width, height).data;
      let dark = 0;
      const columns = new Array<boolean>(width).fill(false);
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const i = (y * width + x) * 4;
          if (data[i]! < 128 && data[i + 1]! < 128 && data[i + 2]! < 128) {
            dark++;
            columns[x] = true;
          }
        }
      }
      const first = columns.indexOf(true);
      const last = columns.lastIndexOf(true);
      const inked = columns.filter(Boolean).length;
      const crop = factory.create(width, height);
      crop.context.drawImage(canvas, left, top, width, height, 0, 0, width, height);
      return { page: n, dark, inkWidth: first < 0 ? 0 : (last - first + 1) / scale, coverage: first < 0 ? 0 : inked / (last - first + 1), png: crop.canvas.toBuffer('image/png') };
    }
    throw new Error(`no widget named ${fieldName}`);
  } finally {
    await doc.destroy();
  }
};
type CanvasLike = { toBuffer(mime: 'image/png'): Buffer };
type Ctx2d = {
  getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray };
  drawImage(src: CanvasLike, sx: number, sy: number, sw: number, sh: number, dx: number, dy: number, dw: number, dh: number): void;
};
