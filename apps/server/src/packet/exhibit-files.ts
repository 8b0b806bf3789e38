import { PDFDocument, ParseSpeeds, type PDFPage } from 'pdf-lib';
import { decodeHeic } from './decode-heic.ts';
import { decodeWebp, isLosslessWebp } from './decode-webp.ts';
import { addImagePage, embedPngAsIs, embedRgb, embedRgbAsJpeg, PAGE_PIXELS, type EmbeddedImage } from './embed-image.ts';
import { fitRgb, ImageRefused, checkPixels, type Raster } from './image-raster.ts';
import { checkRows, decodePngRaster, passesThrough, readPng } from './png-image.ts';
import { addTextPages, type Block } from './text-pages.ts';
import { checkPngData, ExhibitTooHeavy } from './exhibit-limits.ts';
import { pdfPagesOverLimit } from '../pdf/pdf-limits.ts';
import { imageDimensions } from '../extraction/image-size.ts';

/** An uploaded file of an exhibit. */
export interface PacketFile {
  name: string;
  mime: string;
  bytes: Uint8Array;
}

/** An upload made ready for the packet (embedded or copied into it) but not placed yet: the index needs page counts first. */
export type PreparedFile =
  | { kind: 'pdf'; pages: PDFPage[] }
  | { kind: 'image'; image: EmbeddedImage; original: { width: number; height: number } }
  | { kind: 'skipped'; blocks: Block[]; pageCount: number };

/** In a worker thread nothing needs the parser to yield (pdf-lib's default pauses every 100 objects: ~4x slower). */
const FAST = { updateMetadata: false, parseSpeed: ParseSpeeds.Fastest } as const;

const image = (i: EmbeddedImage): PreparedFile => ({ kind: 'image', image: { ref: i.ref, width: i.width, height: i.height }, original: { width: i.width, height: i.height } });

/** A decoded picture reduced to 150 dpi across the page, and its size (it sets the printed size); the raster can go. */
const reduce = (raster: Raster) => ({ rgb: fitRgb(raster, PAGE_PIXELS.width, PAGE_PIXELS.height), original: { width: raster.width, height: raster.height } });

/** A reduced photo (HEIC, lossy WebP) as a JPEG. A decoded PNG or lossless WebP (a screenshot, a scan) stays lossless: embedRgb. */
const photo = async (doc: PDFDocument, r: ReturnType<typeof reduce>): Promise<PreparedFile> => ({ kind: 'image', image: await embedRgbAsJpeg(doc, r.rgb), original: r.original });

const embed = async (doc: PDFDocument, file: PacketFile): Promise<PreparedFile> => {
  if (file.mime === 'application/pdf') {
    // Its streams were checked before the packet work began (checkExhibitPdfs); the pages are counted before copying.
    const src = await PDFDocument.load(file.bytes, FAST);
    const over = pdfPagesOverLimit(src.getPageCount());
    if (over) throw new ExhibitTooHeavy({ name: file.name, ...over });
    return { kind: 'pdf', pages: await doc.copyPages(src, src.getPageIndices()) };
  }
  if (file.mime === 'image/jpeg') {
    // Embedded as it is (no decoding here), but every reader of the packet decodes it: the pixel cap holds too.
    const size = imageDimensions(file.bytes);
    if (size) checkPixels(size.width, size.height);
    // pdf-lib's PDFImage has the ref and size addImagePage needs.
    return image(await doc.embedJpg(file.bytes));
  }
  if (file.mime === 'image/png') {
    const png = readPng(file.bytes);
    if (!png) throw new ImageRefused('the PNG file could not be read (it may be damaged)');
    checkPixels(png.width, png.height);
    if (passesThrough(png)) {
      checkRows(png);
      return image(embedPngAsIs(doc, png));
    }
    checkPngData(file.name, png);
    const raster = decodePngRaster(file.bytes, png);
    // A layout not handled here (grey under 8 bits with transparency, interlaced): pdf-lib's own PNG path.
    if (!raster) return image(await doc.embedPng(file.bytes));
    const { rgb, original } = reduce(raster);
    return { kind: 'image', image: embedRgb(doc, rgb), original };
  }
  // The full-size raster is dropped once reduced (up to 200 MB for 50 megapixels), before the JPEG is encoded.
  if (file.mime !== 'image/webp') return photo(doc, reduce(await decodeHeic(file.bytes)));
  const reduced = reduce(await decodeWebp(file.bytes));
  // A lossless WebP (a screenshot, a scan) gets no JPEG artefacts around its text, like a PNG.
  return isLosslessWebp(file.bytes) ? { kind: 'image', image: embedRgb(doc, reduced.rgb), original: reduced.original } : photo(doc, reduced);
};

const KNOWN = ['application/pdf', 'image/jpeg', 'image/png', 'image/heic', 'image/heif', 'image/webp'];

/**
 * Embeds an upload into the packet document: a PDF's pages are copied, a JPEG embedded as is, a PNG passed
 * through (or decoded), a HEIC/WebP decoded, reduced to 150 dpi across the page and embedded as a JPEG. A file that cannot
 * be converted (damaged, encrypted, over the pixel cap, of another type) becomes a 'print separately' page saying why.
 * One too heavy to unpack (a PDF over its page limit, a PNG whose data inflates beyond its size) throws ExhibitTooHeavy.
 */
export async function prepareFile(doc: PDFDocument, probe: PDFDocument, file: PacketFile): Promise<PreparedFile> {
  let reason = `files of type ${file.mime} are not converted here`;
  if (KNOWN.includes(file.mime)) {
    try {
      return await embed(doc, file);
    } catch (e) {
      if (e instanceof ExhibitTooHeavy) throw e;
      reason =
        e instanceof ImageRefused ? e.reason
        : file.mime === 'application/pdf' ? 'the PDF could not be opened (it may be encrypted or damaged)'
        : 'the picture could not be read (the file may be damaged)';
    }
  }
  const blocks: Block[] = [
    { text: file.name, bold: true, size: 14, gap: 8 },
    { text: `This file (${file.mime}) could not be turned into printed pages here: ${reason}. Print it separately and put it in this place of the packet.` },
  ];
  return { kind: 'skipped', blocks, pageCount: (await addTextPages(probe, blocks)).length };
}

/** Pages a prepared file takes in the packet. */
export const pagesOf = (f: PreparedFile): number => (f.kind === 'pdf' ? f.pages.length : f.kind === 'skipped' ? f.pageCount : 1);

/** Adds the prepared file's pages at the end of the document. */
export async function placeFile(doc: PDFDocument, f: PreparedFile): Promise<void> {
  if (f.kind === 'pdf') for (const page of f.pages) doc.addPage(page);
  else if (f.kind === 'image') addImagePage(doc, f.image, f.original);
  else await addTextPages(doc, f.blocks);
}
