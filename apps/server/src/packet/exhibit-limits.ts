import { inflateSync } from 'node:zlib';
import { pdfOverLimit, type PdfOverLimit } from '../pdf/pdf-limits.ts';
import type { PngInfo } from './png-image.ts';

/**
 * An upload the packet refuses as too heavy to unpack (issue 23.1): a decompression bomb, or more pages than the
 * packet takes. Unlike a picture that merely cannot be converted (ImageRefused: a 'print separately' page), the
 * whole packet answers 422 naming the file — the file must be replaced.
 */
export interface ExhibitOverLimit {
  name: string;
  limit: PdfOverLimit['limit'] | 'packetPages' | 'pictureData';
  found: number;
  max: number;
}

export class ExhibitTooHeavy extends Error {
  constructor(readonly detail: ExhibitOverLimit) {
    super(`${detail.name}: over the ${detail.limit} limit (${detail.found} > ${detail.max})`);
    this.name = 'ExhibitTooHeavy';
  }
}

/** Pages the packet takes from all uploads together (each PDF at most PDF_LIMITS.pages). */
export const MAX_PACKET_EXHIBIT_PAGES = 2000;

/** Every uploaded PDF's streams within PDF_LIMITS, checked before any packet work; throws ExhibitTooHeavy naming the first that is not. */
export async function checkExhibitPdfs(files: ReadonlyArray<{ name: string; mime: string; bytes: Uint8Array }>): Promise<void> {
  for (const f of files) {
    if (f.mime !== 'application/pdf') continue;
    const over = await pdfOverLimit(f.bytes);
    if (over) throw new ExhibitTooHeavy({ name: f.name, ...over });
  }
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const ADAM7 = [[0, 0, 8, 8], [4, 0, 8, 8], [0, 4, 4, 8], [2, 0, 4, 4], [0, 2, 2, 4], [1, 0, 2, 2], [0, 1, 1, 2]] as const;

/** Bytes a PNG's image data inflates to for its size and layout (filter byte per row; the 7 passes when interlaced). */
export function pngDataSize(p: Pick<PngInfo, 'width' | 'height' | 'bitDepth' | 'colorType' | 'interlaced'>): number {
  const bits = (CHANNELS[p.colorType] ?? 4) * p.bitDepth;
  const rows = (w: number, h: number) => (w > 0 && h > 0 ? (Math.ceil((w * bits) / 8) + 1) * h : 0);
  if (!p.interlaced) return rows(p.width, p.height);
  return ADAM7.reduce((n, [x0, y0, dx, dy]) => n + rows(Math.ceil((p.width - x0) / dx), Math.ceil((p.height - y0) / dy)), 0);
}

/**
 * A PNG about to be decoded whole (fast-png inflates its data without a limit): its data must not inflate to more than
 * its declared size needs, else ExhibitTooHeavy. The pixel cap is checked before (checkPixels).
 */
export function checkPngData(name: string, png: PngInfo): void {
  const max = pngDataSize(png);
  try {
    inflateSync(png.idat, { maxOutputLength: max + 1 });
  } catch (e) {
    if ((e as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new ExhibitTooHeavy({ name, limit: 'pictureData', found: max + 1, max });
    // Not zlib data: the decoder refuses it (a 'print separately' page).
    return;
  }
}
