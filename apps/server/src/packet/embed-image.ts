import { deflateSync } from 'node:zlib';
import { PDFHexString, PDFName, concatTransformationMatrix, drawObject, popGraphicsState, pushGraphicsState, type PDFDocument, type PDFPage, type PDFRef } from 'pdf-lib';
import { encodeJpeg } from './encode-jpeg.ts';
import type { RgbImage } from './image-raster.ts';
import type { PngInfo } from './png-image.ts';

/** An image XObject in the document: its reference and size in pixels. */
export interface EmbeddedImage {
  ref: PDFRef;
  width: number;
  height: number;
}

const LETTER = { width: 612, height: 792, margin: 36 };
/** Pixels a picture keeps across the printable page: 150 dpi over 7.5 x 10 inches. */
export const PAGE_PIXELS = { width: Math.ceil(((LETTER.width - 2 * LETTER.margin) * 150) / 72), height: Math.ceil(((LETTER.height - 2 * LETTER.margin) * 150) / 72) };

const flateImage = (doc: PDFDocument, o: { width: number; height: number; colorSpace: unknown; bits: number; colors: number; data: Uint8Array }): EmbeddedImage => {
  const ctx = doc.context;
  const stream = ctx.stream(o.data, {
    Type: 'XObject',
    Subtype: 'Image',
    Width: o.width,
    Height: o.height,
    ColorSpace: o.colorSpace as never,
    BitsPerComponent: o.bits,
    Filter: 'FlateDecode',
    DecodeParms: { Predictor: 15, Colors: o.colors, BitsPerComponent: o.bits, Columns: o.width },
  });
  return { ref: ctx.register(stream), width: o.width, height: o.height };
};

/** A PNG whose compressed rows the PDF can read as they are (png-image.ts passesThrough): nothing is decoded. */
export function embedPngAsIs(doc: PDFDocument, png: PngInfo): EmbeddedImage {
  const indexed = png.colorType === 3;
  const colorSpace = indexed
    ? doc.context.obj([PDFName.of('Indexed'), PDFName.of('DeviceRGB'), png.palette!.length / 3 - 1, PDFHexString.of(Buffer.from(png.palette!).toString('hex'))])
    : png.colorType === 0 ? 'DeviceGray' : 'DeviceRGB';
  const colors = png.colorType === 2 ? 3 : 1;
  return flateImage(doc, { width: png.width, height: png.height, colorSpace, bits: png.bitDepth, colors, data: png.idat });
}

/**
 * Decoded RGB pixels, PNG-'Up'-filtered and deflated by zlib at level 3 (native: several times faster than pdf-lib's
 * pako path; on a noisy 12-megapixel photo Paeth or level 6 cost 3–4x the time for under 10% less size).
 */
export function embedRgb(doc: PDFDocument, img: RgbImage): EmbeddedImage {
  const row = img.width * 3;
  const out = new Uint8Array((row + 1) * img.height);
  const { rgb } = img;
  for (let y = 0; y < img.height; y++) {
    const o = y * (row + 1);
    const s = y * row;
    out[o] = 2; // Up: the difference to the pixel above
    if (y === 0) out.set(rgb.subarray(0, row), 1);
    else for (let i = 0; i < row; i++) out[o + 1 + i] = (rgb[s + i]! - rgb[s - row + i]!) & 0xff;
  }
  return flateImage(doc, { width: img.width, height: img.height, colorSpace: 'DeviceRGB', bits: 8, colors: 3, data: deflateSync(out, { level: 3 }) });
}

/**
 * Decoded RGB pixels of a photo as a baseline JPEG (DCTDecode, quality 85): a 150-dpi phone photo is a few hundred
 * KB instead of the several MB the lossless Flate of embedRgb makes of its sensor noise.
 */
export async function embedRgbAsJpeg(doc: PDFDocument, img: RgbImage): Promise<EmbeddedImage> {
  const ctx = doc.context;
  const stream = ctx.stream(await encodeJpeg(img), {
    Type: 'XObject',
    Subtype: 'Image',
    Width: img.width,
    Height: img.height,
    ColorSpace: 'DeviceRGB',
    BitsPerComponent: 8,
    Filter: 'DCTDecode',
  });
  return { ref: ctx.register(stream), width: img.width, height: img.height };
}

/**
 * A US Letter page with the picture centred, as large as the margins allow but never over 1 pt per pixel of the
 * original (`original`: its size before any downscaling, so a reduced copy prints at the same size).
 */
export function addImagePage(doc: PDFDocument, image: EmbeddedImage, original: { width: number; height: number } = image): PDFPage {
  const page = doc.addPage([LETTER.width, LETTER.height]);
  const scale = Math.min((LETTER.width - 2 * LETTER.margin) / original.width, (LETTER.height - 2 * LETTER.margin) / original.height, 1);
  const width = original.width * scale;
  const height = original.height * scale;
  const name = page.node.newXObject('Image', image.ref);
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(width, 0, 0, height, (LETTER.width - width) / 2, (LETTER.height - height) / 2), drawObject(name), popGraphicsState());
  return page;
}
