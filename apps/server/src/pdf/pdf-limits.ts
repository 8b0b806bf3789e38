import { createInflate } from 'node:zlib';
import { MAX_PIXELS } from '../packet/image-raster.ts';
import { MAX_PDF_STRUCTURE_BYTES } from './inflate-budget.ts';

/**
 * Limits on what an uploaded PDF unpacks to, checked on its bytes before any PDF library parses it (issue 23.1: a
 * 408 KB upload expanded to 400 MB when the packet was built, for 9.5 s and 400 MB of memory per packet).
 *
 * - `structureBytes`: object and cross-reference streams (/Type /ObjStm, /XRef), which pdf-lib inflates whole while
 *   it loads the file (inflate-budget.ts held this for the PDF replace and extraction only);
 * - `contentBytes`: every other Flate stream that is not a picture — page contents, forms, fonts —, which each reader
 *   of the packet (the firm's browser, the agency) inflates whole to show a page;
 * - `imagePixels`: a picture stream (/Subtype /Image) by its declared /Width × /Height: a reader decodes that many
 *   pixels, whatever its bytes expand to;
 * - `pages`: pages taken from one file (checked after the load, before any page is copied: pdfPagesFit).
 * Streams are inflated natively (node:zlib, ~1–2 GB/s) in pieces that are counted and dropped, and the count stops at
 * the limit, so a bomb costs at most the limit's worth of inflating and no memory.
 */
export interface PdfLimits {
  structureBytes: number;
  contentBytes: number;
  imagePixels: number;
  pages: number;
}

export const PDF_LIMITS: PdfLimits = {
  structureBytes: MAX_PDF_STRUCTURE_BYTES,
  contentBytes: 128 * 1024 * 1024,
  imagePixels: MAX_PIXELS,
  pages: 500,
};

/** Which limit a PDF is over: the amount and the limit (bytes, pixels or pages). */
export interface PdfOverLimit {
  limit: 'structure' | 'content' | 'pixels' | 'pages';
  /** At least this much (counting stops at the limit). */
  found: number;
  max: number;
}

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');

/** Bytes a zlib stream inflates to, counted in pieces and stopped once over `max` (then max + 1 or more). */
function inflatedSize(data: Uint8Array, max: number): Promise<number> {
  return new Promise((resolve) => {
    const inflate = createInflate({ chunkSize: 256 * 1024 });
    let size = 0;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      resolve(size);
    };
    inflate.on('data', (piece: Buffer) => {
      size += piece.length;
      if (size > max) {
        inflate.destroy();
        finish();
      }
    });
    // Not zlib data, or cut: what came out counts; the PDF library decides what to make of the rest.
    inflate.on('error', finish);
    inflate.on('end', finish);
    inflate.on('close', finish);
    inflate.end(data);
  });
}

/** A direct integer of the dictionary text (`/Width 2000`), or undefined (absent, or an indirect reference). */
const directInt = (dict: string, key: string): number | undefined => {
  const m = new RegExp(`/${key}\\s+(\\d+)(?!\\s+\\d+\\s+R)`).exec(dict);
  return m ? Number(m[1]) : undefined;
};

/**
 * The first limit the PDF's streams are over, or undefined. Reads each `stream … endstream` with the dictionary
 * before it (from its `obj`); only Flate is inflated (what pdf-lib and readers inflate without asking). An object or
 * cross-reference stream with another compression (LZW, run-length: rare since PDF 1.5) is over the structure limit,
 * as pdf-lib would unpack it without any limit.
 */
export async function pdfOverLimit(bytes: Uint8Array, limits: PdfLimits = PDF_LIMITS): Promise<PdfOverLimit | undefined> {
  const text = latin1(bytes);
  const keyword = /stream\r?\n/g;
  let structure = 0;
  let content = 0;
  for (let m = keyword.exec(text); m; m = keyword.exec(text)) {
    if (text.startsWith('end', m.index - 3)) continue;
    const objAt = text.lastIndexOf(' obj', m.index);
    const dict = text.slice(Math.max(objAt, m.index - 4096, 0), m.index);
    const start = m.index + m[0].length;
    const endAt = text.indexOf('endstream', start);
    const end = endAt < 0 ? text.length : endAt;
    keyword.lastIndex = end;
    const data = bytes.subarray(start, end);
    const flate = /\/FlateDecode\b|\/Filter\s*\/Fl\b/.test(dict);
    if (/\/Type\s*\/(?:ObjStm|XRef)\b/.test(dict)) {
      if (!flate && /\/Filter\b/.test(dict)) return { limit: 'structure', found: limits.structureBytes + 1, max: limits.structureBytes };
      structure += flate ? await inflatedSize(data, limits.structureBytes - structure) : data.length;
      if (structure > limits.structureBytes) return { limit: 'structure', found: structure, max: limits.structureBytes };
    } else if (/\/Subtype\s*\/Image\b/.test(dict)) {
      const pixels = (directInt(dict, 'Width') ?? 0) * (directInt(dict, 'Height') ?? 0);
      if (pixels > limits.imagePixels) return { limit: 'pixels', found: pixels, max: limits.imagePixels };
    } else if (flate) {
      content += await inflatedSize(data, limits.contentBytes - content);
      if (content > limits.contentBytes) return { limit: 'content', found: content, max: limits.contentBytes };
    }
  }
  return undefined;
}

/** The page limit, checked on a loaded document before its pages are copied. */
export const pdfPagesOverLimit = (pageCount: number, limits: PdfLimits = PDF_LIMITS): PdfOverLimit | undefined =>
  pageCount > limits.pages ? { limit: 'pages', found: pageCount, max: limits.pages } : undefined;
