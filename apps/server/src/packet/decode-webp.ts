import { checkPixels, ImageRefused, type Raster } from './image-raster.ts';
import { loadJsquashCodec } from './jsquash-wasm.ts';

type Decode = (bytes: ArrayBuffer) => Promise<{ width: number; height: number; data: Uint8ClampedArray }>;

let decoder: Promise<Decode> | undefined;
/** @jsquash/webp's decoder with its wasm read from the package (Node cannot fetch it), once per thread. */
const load = (): Promise<Decode> => (decoder ??= loadJsquashCodec<Decode>('@jsquash/webp/decode.js', '@jsquash/webp/codec/dec/webp_dec.wasm'));

const u24 = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);

/** Width and height from a WebP's first chunk (VP8, VP8L or VP8X), without decoding; undefined if not a WebP. */
export function webpSize(b: Uint8Array): { width: number; height: number } | undefined {
  const tag = (i: number) => String.fromCharCode(...b.subarray(i, i + 4));
  if (b.length < 30 || tag(0) !== 'RIFF' || tag(8) !== 'WEBP') return undefined;
  const chunk = tag(12);
  if (chunk === 'VP8X') return { width: u24(b, 24) + 1, height: u24(b, 27) + 1 };
  if (chunk === 'VP8L' && b[20] === 0x2f) {
    const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ' && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a) {
    return { width: (b[26]! | (b[27]! << 8)) & 0x3fff, height: (b[28]! | (b[29]! << 8)) & 0x3fff };
  }
  return undefined;
}

/**
 * Whether a WebP holds a lossless (VP8L) picture rather than a lossy (VP8) one, from its chunks (tag, little-endian
 * size, data padded to an even length) after the 12-byte RIFF header; false for anything else.
 */
export function isLosslessWebp(b: Uint8Array): boolean {
  for (let i = 12; i + 8 <= b.length; ) {
    const tag = String.fromCharCode(...b.subarray(i, i + 4));
    if (tag === 'VP8L') return true;
    if (tag === 'VP8 ') return false;
    const size = (b[i + 4]! | (b[i + 5]! << 8) | (b[i + 6]! << 16) | (b[i + 7]! << 24)) >>> 0;
    i += 8 + size + (size & 1);
  }
  return false;
}

/** A WebP picture as RGBA. Refuses pictures over MAX_PIXELS before decoding; a damaged or animated file throws ImageRefused. */
export async function decodeWebp(bytes: Uint8Array): Promise<Raster> {
  const size = webpSize(bytes);
  if (!size) throw new ImageRefused('the file is not a WebP picture that could be read (it may be damaged)');
  checkPixels(size.width, size.height);
  const decode = await load();
  // Its own ArrayBuffer (a Node Buffer's .buffer is a shared pool; Buffer#slice does not copy).
  const copy = new Uint8Array(bytes).buffer;
  try {
    return await decode(copy);
  } catch {
    throw new ImageRefused('the picture could not be decoded (the file may be damaged, or it is an animation)');
  }
}
