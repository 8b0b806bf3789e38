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

/** Pixels per inch on paper above which a picture is reduced (issue 20: ten phone photos at ~530 ppi made 27 MB). */
export const MAX_PPI = 300;
/**
 * What a photo (a JPEG over MAX_PPI, a HEIC, a lossy WebP) is reduced to: at 150 ppi no difference shows on paper, and
 * decoding aside it costs a quarter of 300 ppi to encode. Screenshots and scans (PNG, lossless WebP) keep MAX_PPI.
 */
export const PHOTO_PPI = 150;

export type Size = { width: number; height: number };

/** The box, in points, a picture is fitted into: the page within its margins. */
export const PICTURE_BOX: Size = { width: LETTER.width - 2 * LETTER.margin, height: LETTER.height - 2 * LETTER.margin };

/** Where a picture of `size` pixels prints in `box` (points): as large as the box allows, never over 1 pt per pixel. */
export function placedSize(size: Size, box: Size = PICTURE_BOX): Size {
  const scale = Math.min(box.width / size.width, box.height / size.height, 1);
  return { width: size.width * scale, height: size.height * scale };
}

/** The most pixels a picture of `size` keeps at `ppi` where it prints in `box` (ppi = pixels / (points / 72)). */
export function pixelsAt(size: Size, ppi: number, box: Size = PICTURE_BOX): Size {
  const placed = placedSize(size, box);
  return { width: Math.max(1, Math.floor((placed.width * ppi) / 72)), height: Math.max(1, Math.floor((placed.height * ppi) / 72)) };
}

/** Whether a picture of `size` pixels prints at `ppi` or less in `box`. */
export const fitsPpi = (size: Size, ppi: number, box: Size = PICTURE_BOX): boolean => {
  const max = pixelsAt(size, ppi, box);
  return size.width <= max.width && size.height <= max.height;
};

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

/** Whether every pixel has red = green = blue (a grey scan, a black-and-white screenshot). */
const isGrey = (rgb: Uint8Array): boolean => {
  for (let i = 0; i < rgb.length; i += 3) if (rgb[i] !== rgb[i + 1] || rgb[i] !== rgb[i + 2]) return false;
  return true;
};

/**
 * Decoded RGB pixels, PNG-'Up'-filtered and deflated by zlib at level 3 (native: several times faster than pdf-lib's
 * pako path; on a noisy 12-megapixel photo Paeth or level 6 cost 3–4x the time for under 10% less size). A grey
 * picture is stored as one grey channel (DeviceGray), a third of the data.
 */
export function embedRgb(doc: PDFDocument, img: RgbImage): EmbeddedImage {
  const grey = isGrey(img.rgb);
  const channels = grey ? 1 : 3;
  const samples = grey ? new Uint8Array(img.width * img.height) : img.rgb;
  if (grey) for (let i = 0; i < samples.length; i++) samples[i] = img.rgb[i * 3]!;
  const row = img.width * channels;
  const out = new Uint8Array((row + 1) * img.height);
  for (let y = 0; y < img.height; y++) {
    const o = y * (row + 1);
    const s = y * row;
    out[o] = 2; // Up: the difference to the pixel above
    if (y === 0) out.set(samples.subarray(0, row), 1);
    else for (let i = 0; i < row; i++) out[o + 1 + i] = (samples[s + i]! - samples[s - row + i]!) & 0xff;
  }
  const colorSpace = grey ? 'DeviceGray' : 'DeviceRGB';
  return flateImage(doc, { width: img.width, height: img.height, colorSpace, bits: 8, colors: channels, data: deflateSync(out, { level: 3 }) });
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
  const { width, height } = placedSize(original);
  const name = page.node.newXObject('Image', image.ref);
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(width, 0, 0, height, (LETTER.width - width) / 2, (LETTER.height - height) / 2), drawObject(name), popGraphicsState());
  return page;
}
