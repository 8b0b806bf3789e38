import { PDFDocument, ParseSpeeds, type PDFPage } from 'pdf-lib';
import { addImagePage, PICTURE_BOX, type EmbeddedImage } from './embed-image.ts';
import { embedPicture } from './embed-picture.ts';
import { ImageRefused } from './image-raster.ts';
import { addTextPages, type Block } from './text-pages.ts';
import { addCaptionedImagePage } from './captioned-image-page.ts';
import { ExhibitTooHeavy } from './exhibit-limits.ts';
import { pdfPagesOverLimit } from '../pdf/pdf-limits.ts';

/** An uploaded file of an exhibit. */
export interface PacketFile {
  name: string;
  mime: string;
  bytes: Uint8Array;
  /** What the user wrote about it at upload (date, place, who): printed under a picture and listed in the index. */
  caption?: string;
}

/** An upload made ready for the packet (embedded or copied into it) but not placed yet: the index needs page counts first. */
export type PreparedFile =
  | { kind: 'pdf'; pages: PDFPage[] }
  | { kind: 'image'; image: EmbeddedImage; original: { width: number; height: number } }
  | { kind: 'skipped'; blocks: Block[]; pageCount: number };

/** In a worker thread nothing needs the parser to yield (pdf-lib's default pauses every 100 objects: ~4x slower). */
const FAST = { updateMetadata: false, parseSpeed: ParseSpeeds.Fastest } as const;

/**
 * The box (points) a picture with a caption is fitted into, at its smallest: the caption under it takes at most
 * 8 lines of 14 pt and a 12 pt gap (captioned-image-page.ts). Its pixels are reduced for this box, so that it prints
 * at most MAX_PPI whatever the caption's length.
 */
const CAPTIONED_BOX = { width: PICTURE_BOX.width, height: PICTURE_BOX.height - (8 * 14 + 12) };

const embed = async (doc: PDFDocument, file: PacketFile): Promise<PreparedFile> => {
  if (file.mime === 'application/pdf') {
    // Its streams were checked before the packet work began (checkExhibitPdfs); the pages are counted before copying.
    const src = await PDFDocument.load(file.bytes, FAST);
    const over = pdfPagesOverLimit(src.getPageCount());
    if (over) throw new ExhibitTooHeavy({ name: file.name, ...over });
    return { kind: 'pdf', pages: await doc.copyPages(src, src.getPageIndices()) };
  }
  // A picture: embedded, reduced to MAX_PPI where it prints when over it (embed-picture.ts).
  return { kind: 'image', ...(await embedPicture(doc, file, file.caption?.trim() ? CAPTIONED_BOX : PICTURE_BOX)) };
};

const KNOWN = ['application/pdf', 'image/jpeg', 'image/png', 'image/heic', 'image/heif', 'image/webp'];

/**
 * Embeds an upload into the packet document: a PDF's pages are copied; a picture is embedded at most 300 ppi where it
 * prints, a phone photo reduced and re-encoded as JPEG (embed-picture.ts). A file that cannot
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

/** Adds the prepared file's pages at the end of the document; a picture with a caption gets it printed under it. */
export async function placeFile(doc: PDFDocument, f: PreparedFile, caption?: string): Promise<void> {
  if (f.kind === 'pdf') for (const page of f.pages) doc.addPage(page);
  else if (f.kind === 'image' && caption?.trim()) await addCaptionedImagePage(doc, f.image, f.original, caption.trim());
  else if (f.kind === 'image') addImagePage(doc, f.image, f.original);
  else await addTextPages(doc, f.blocks);
}
