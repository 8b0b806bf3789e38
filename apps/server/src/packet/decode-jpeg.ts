import { checkPixels, ImageRefused, type Raster } from './image-raster.ts';
import { loadJsquashCodec } from './jsquash-wasm.ts';

type Decode = (bytes: ArrayBuffer, options: { preserveOrientation: boolean }) => Promise<{ width: number; height: number; data: Uint8ClampedArray }>;

let decoder: Promise<Decode> | undefined;
/** @jsquash/jpeg's MozJPEG decoder with its wasm read from the package (Node cannot fetch it), once per thread. */
const load = (): Promise<Decode> => (decoder ??= loadJsquashCodec<Decode>('@jsquash/jpeg/decode.js', '@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm'));

/**
 * The EXIF orientation of a JPEG (1–8; 1 = upright, 5–8 turn it a quarter, so width and height swap), from the
 * APP1 'Exif' segment's first IFD (tag 0x0112); 1 when there is none. Reads only the segments before the picture data.
 */
export function jpegOrientation(b: Uint8Array): number {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  for (let at = 2; at + 4 <= b.length && b[at] === 0xff; at += 2 + view.getUint16(at + 2)) {
    const marker = b[at + 1]!;
    if (marker === 0xda || marker === 0xd9) break;
    const exif = at + 4;
    if (marker !== 0xe1 || exif + 14 > b.length || String.fromCharCode(...b.subarray(exif, exif + 4)) !== 'Exif') continue;
    const tiff = exif + 6;
    const little = b[tiff] === 0x49; // 'II' (Intel) or 'MM' (Motorola)
    const u16 = (i: number) => (i + 2 <= b.length ? view.getUint16(i, little) : 0);
    const ifd = tiff + (tiff + 8 <= b.length ? view.getUint32(tiff + 4, little) : 0);
    for (let i = 0, n = u16(ifd); i < n; i++) {
      const entry = ifd + 2 + i * 12;
      if (u16(entry) === 0x0112) {
        const v = u16(entry + 8);
        return v >= 1 && v <= 8 ? v : 1;
      }
    }
    return 1;
  }
  return 1;
}

/** Width and height of the upright picture: a quarter turn (orientation 5–8) swaps them. */
export const upright = (size: { width: number; height: number }, orientation: number) =>
  orientation >= 5 ? { width: size.height, height: size.width } : { width: size.width, height: size.height };

/**
 * A JPEG as RGBA, turned upright as its EXIF orientation says. Refuses pictures over MAX_PIXELS before decoding
 * (`size`: from the frame header). A file the decoder cannot read (damaged, CMYK, 12-bit) throws ImageRefused; after
 * an unexpected failure the next picture gets a new decoder (an aborted wasm module stays broken).
 */
export async function decodeJpeg(bytes: Uint8Array, size: { width: number; height: number }): Promise<Raster> {
  checkPixels(size.width, size.height);
  // Its own ArrayBuffer (a Node Buffer's .buffer is a shared pool).
  const copy = new Uint8Array(bytes).buffer;
  try {
    const decode = await load();
    return await decode(copy, { preserveOrientation: true });
  } catch {
    decoder = undefined;
    throw new ImageRefused('the JPEG picture could not be decoded');
  }
}
