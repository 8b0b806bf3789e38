import { inflateSync } from 'node:zlib';
import { decode as decodePng, convertIndexedToRgb } from 'fast-png';
import { checkPixels, ImageRefused, type Raster } from './image-raster.ts';

/** What a PNG's chunks say, read without inflating anything. */
export interface PngInfo {
  width: number;
  height: number;
  bitDepth: number;
  colorType: number;
  interlaced: boolean;
  transparency: boolean;
  palette?: Uint8Array;
  /** The IDAT chunks joined: zlib data of PNG-filtered rows, which a PDF Flate filter with predictor 15 reads as is. */
  idat: Uint8Array;
}

const SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];

/** The PNG's header and joined image data; undefined when the chunk structure is broken. */
export function readPng(b: Uint8Array): PngInfo | undefined {
  if (b.length < 33 || SIGNATURE.some((v, i) => b[i] !== v)) return undefined;
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const parts: Uint8Array[] = [];
  let info: Omit<PngInfo, 'idat'> | undefined;
  for (let at = 8; at + 12 <= b.length; ) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(b[at + 4]!, b[at + 5]!, b[at + 6]!, b[at + 7]!);
    const data = b.subarray(at + 8, at + 8 + length);
    if (data.length !== length) return undefined;
    if (type === 'IHDR') {
      info = { width: view.getUint32(at + 8), height: view.getUint32(at + 12), bitDepth: b[at + 16]!, colorType: b[at + 17]!, interlaced: b[at + 20] === 1, transparency: false };
    } else if (type === 'PLTE' && info) info.palette = data;
    else if (type === 'tRNS' && info) info.transparency = true;
    else if (type === 'IDAT') parts.push(data);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  if (!info || parts.length === 0) return undefined;
  const idat = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  parts.reduce((at, p) => (idat.set(p, at), at + p.length), 0);
  return { ...info, idat };
}

/**
 * Whether the PNG's own compressed rows can go into the PDF unchanged (no decoding at all): not interlaced, no
 * transparency, grey (1–8 bit), RGB (8 bit) or an 8-bit-or-less palette.
 */
export const passesThrough = (p: PngInfo): boolean =>
  !p.interlaced && !p.transparency && ((p.colorType === 0 && p.bitDepth <= 8) || (p.colorType === 2 && p.bitDepth === 8) || (p.colorType === 3 && !!p.palette));

/**
 * Checks that a pass-through PNG's rows inflate to exactly its size (zlib is native: ~1 ms per megabyte), so a
 * damaged file gets the placeholder page rather than a broken picture in the packet.
 */
export function checkRows(p: PngInfo): void {
  const channels = p.colorType === 2 ? 3 : 1;
  const expected = (Math.ceil((p.width * channels * p.bitDepth) / 8) + 1) * p.height;
  let size = -1;
  try {
    size = inflateSync(p.idat, { maxOutputLength: expected + 1 }).length;
  } catch {
    // too long or not zlib
  }
  if (size !== expected) throw new ImageRefused('the PNG file is damaged (its picture data is incomplete)');
}

/** Any other PNG (transparency, 16 bit, interlaced) decoded to RGBA; undefined for layouts not handled here. */
export function decodePngRaster(bytes: Uint8Array, info: PngInfo): Raster | undefined {
  checkPixels(info.width, info.height);
  const png = decodePng(bytes);
  const { width, height } = png;
  const n = width * height;
  let src: ArrayLike<number> = png.data;
  let channels = png.channels;
  let shift = png.depth === 16 ? 8 : 0;
  if (png.palette) {
    src = convertIndexedToRgb(png);
    channels = src.length / n;
    shift = 0;
  } else if (png.depth < 8) return undefined;
  if (![1, 2, 3, 4].includes(channels) || src.length < n * channels) return undefined;
  const data = new Uint8Array(n * 4);
  for (let i = 0, j = 0; i < n; i++, j += channels) {
    const v = (k: number) => src[j + k]! >> shift;
    const grey = channels <= 2;
    data[i * 4] = v(0);
    data[i * 4 + 1] = grey ? v(0) : v(1);
    data[i * 4 + 2] = grey ? v(0) : v(2);
    data[i * 4 + 3] = channels === 2 ? v(1) : channels === 4 ? v(3) : 255;
  }
  return { width, height, data };
}
