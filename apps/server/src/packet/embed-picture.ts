import type { PDFDocument } from 'pdf-lib';
import { imageDimensions } from '../extraction/image-size.ts';
import { decodeHeic } from './decode-heic.ts';
import { decodeJpeg, jpegOrientation, upright } from './decode-jpeg.ts';
import { decodeWebp, isLosslessWebp, webpSize } from './decode-webp.ts';
import { embedPngAsIs, embedRgb, embedRgbAsJpeg, fitsPpi, MAX_PPI, PHOTO_PPI, PICTURE_BOX, pixelsAt, type EmbeddedImage, type Size } from './embed-image.ts';
import { checkPngData } from './exhibit-limits.ts';
import { checkPixels, fitRgb, ImageRefused, type Raster } from './image-raster.ts';
import { checkRows, decodePngRaster, passesThrough, readPng } from './png-image.ts';
import { shrinkJpeg } from './shrink-jpeg.ts';

/** A picture in the packet document, and the size it is printed from (its pixels before any reduction). */
export interface EmbeddedPicture {
  image: EmbeddedImage;
  original: Size;
}

const asIs = (i: EmbeddedImage): EmbeddedPicture => ({ image: { ref: i.ref, width: i.width, height: i.height }, original: { width: i.width, height: i.height } });

/** A decoded picture reduced to `ppi` where it prints in `box`, and its size (it sets the printed size); the raster can go. */
const reduce = (raster: Raster, ppi: number, box: Size) => {
  const original = { width: raster.width, height: raster.height };
  const max = pixelsAt(original, ppi, box);
  return { rgb: fitRgb(raster, max.width, max.height), original };
};
type Reduced = ReturnType<typeof reduce>;

/** A reduced photo (JPEG, HEIC, lossy WebP) as a JPEG. */
const photo = async (doc: PDFDocument, r: Reduced): Promise<EmbeddedPicture> => ({ image: await embedRgbAsJpeg(doc, r.rgb), original: r.original });
/** A decoded PNG or lossless WebP (a screenshot, a scan) stays lossless: no JPEG artefacts around its text. */
const lossless = (doc: PDFDocument, r: Reduced): EmbeddedPicture => ({ image: embedRgb(doc, r.rgb), original: r.original });

async function embedJpeg(doc: PDFDocument, bytes: Uint8Array, box: Size): Promise<EmbeddedPicture> {
  const size = imageDimensions(bytes);
  // Every reader of the packet decodes it: the pixel cap holds for a JPEG embedded as it is too.
  if (size) checkPixels(size.width, size.height);
  // Upright and within MAX_PPI: embedded as it is (nothing decoded, nothing lost). pdf-lib's PDFImage has the ref and size.
  const orientation = size ? jpegOrientation(bytes) : 1;
  if (!size || (orientation === 1 && fitsPpi(size, MAX_PPI, box))) return asIs(await doc.embedJpg(bytes));
  // Turned upright; over MAX_PPI (a phone photo: ~530 ppi) reduced to PHOTO_PPI. sharp first (decodes at a fraction
  // of the size), the wasm decoder where sharp is missing or cannot read the file.
  const original = upright(size, orientation);
  const shrunk = await shrinkJpeg(bytes, pixelsAt(original, fitsPpi(original, MAX_PPI, box) ? MAX_PPI : PHOTO_PPI, box));
  if (shrunk) {
    const image = await doc.embedJpg(shrunk.bytes);
    return { image: { ref: image.ref, width: image.width, height: image.height }, original };
  }
  let raster: Raster;
  try {
    raster = await decodeJpeg(bytes, size);
  } catch {
    // One the decoder cannot read (CMYK, 12-bit) goes in as it is, as before: the PDF reader may still show it.
    return asIs(await doc.embedJpg(bytes));
  }
  return photo(doc, reduce(raster, fitsPpi(raster, MAX_PPI, box) ? MAX_PPI : PHOTO_PPI, box));
}

async function embedPng(doc: PDFDocument, name: string, bytes: Uint8Array, box: Size): Promise<EmbeddedPicture> {
  const png = readPng(bytes);
  if (!png) throw new ImageRefused('the PNG file could not be read (it may be damaged)');
  checkPixels(png.width, png.height);
  const rowsAsIs = passesThrough(png);
  if (rowsAsIs) {
    checkRows(png);
    if (fitsPpi(png, MAX_PPI, box)) return asIs(embedPngAsIs(doc, png));
  } else checkPngData(name, png);
  const raster = decodePngRaster(bytes, png);
  // A layout not decoded here: a grey scan of 1–4 bits (as it is: reduced to 8-bit grey it would only grow), or an
  // interlaced grey one with transparency (pdf-lib's own PNG path).
  if (!raster) return asIs(rowsAsIs ? embedPngAsIs(doc, png) : await doc.embedPng(bytes));
  return lossless(doc, reduce(raster, MAX_PPI, box));
}

/**
 * Embeds an uploaded picture so that it prints at most MAX_PPI where it is placed (`box`, in points; issue 20: ten
 * phone photos at ~530 ppi made a 27 MB packet). A JPEG within it is embedded as it is; one over it (a phone photo) or
 * turned by its EXIF orientation is decoded, turned upright, reduced to PHOTO_PPI and re-encoded, as are a HEIC and a
 * lossy WebP. A PNG within it passes through; a PNG or lossless WebP over it is reduced to MAX_PPI and stays lossless.
 * Runs in the packet's worker-pool task, one picture at a time: each full-size raster is dropped once reduced (up to
 * 200 MB for 50 megapixels), before the JPEG is encoded. Throws ImageRefused (a 'print separately' page) or
 * ExhibitTooHeavy (a PNG whose data inflates beyond its size).
 */
export async function embedPicture(doc: PDFDocument, file: { name: string; mime: string; bytes: Uint8Array }, box: Size = PICTURE_BOX): Promise<EmbeddedPicture> {
  if (file.mime === 'image/jpeg') return embedJpeg(doc, file.bytes, box);
  if (file.mime === 'image/png') return embedPng(doc, file.name, file.bytes, box);
  if (file.mime !== 'image/webp') return photo(doc, reduce(await decodeHeic(file.bytes), PHOTO_PPI, box));
  const screenshot = isLosslessWebp(file.bytes);
  if (!screenshot) {
    const shrunk = await shrinkLossyWebp(doc, file.bytes, box);
    if (shrunk) return shrunk;
  }
  const reduced = reduce(await decodeWebp(file.bytes), screenshot ? MAX_PPI : PHOTO_PPI, box);
  return screenshot ? lossless(doc, reduced) : photo(doc, reduced);
}

/**
 * A lossy WebP photo through sharp (libwebp decodes it in a fraction of the wasm decoder's time: ten 12-megapixel
 * WebPs took 9 s), reduced to PHOTO_PPI and turned upright by its EXIF, as a JPEG; null where sharp is missing or
 * cannot read it (the wasm decoder then does the work). The pixel cap is checked from the header before decoding.
 */
async function shrinkLossyWebp(doc: PDFDocument, bytes: Uint8Array, box: Size): Promise<EmbeddedPicture | null> {
  const size = webpSize(bytes);
  if (!size) return null;
  checkPixels(size.width, size.height);
  const shrunk = await shrinkJpeg(bytes, pixelsAt(size, PHOTO_PPI, box));
  if (!shrunk) return null;
  const image = await doc.embedJpg(shrunk.bytes);
  // Turned by its EXIF (a portrait taken sideways): the printed size follows the upright picture.
  const turned = shrunk.width > shrunk.height !== size.width > size.height && shrunk.width !== shrunk.height;
  return { image: { ref: image.ref, width: image.width, height: image.height }, original: turned ? { width: size.height, height: size.width } : size };
}
