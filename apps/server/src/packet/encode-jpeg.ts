import type { RgbImage } from './image-raster.ts';
import { loadJsquashCodec } from './jsquash-wasm.ts';

type Encode = (image: { data: Uint8ClampedArray; width: number; height: number }, options: object) => Promise<ArrayBuffer>;

let encoder: Promise<Encode> | undefined;
/** @jsquash/jpeg's MozJPEG encoder with its wasm read from the package (Node cannot fetch it), once per thread. */
const load = (): Promise<Encode> => (encoder ??= loadJsquashCodec<Encode>('@jsquash/jpeg/encode.js', '@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm'));

/** Quality of the photo pages: at 150 dpi no difference shows on paper, and a page is ~5–10x smaller than Flate. */
export const JPEG_QUALITY = 85;

/**
 * An RGB picture as a baseline (sequential, Huffman-coded, 8-bit YCbCr) JPEG, which every PDF reader decodes
 * (DCTDecode). Runs where it is called: in the packet's worker-pool task, one picture at a time. After a failure
 * (an aborted wasm module stays broken) the next picture gets a new encoder.
 */
export async function encodeJpeg(img: RgbImage, quality = JPEG_QUALITY): Promise<Uint8Array> {
  const n = img.width * img.height;
  const rgba = new Uint8ClampedArray(n * 4);
  for (let i = 0, j = 0; i < n; i++, j += 3) {
    rgba[i * 4] = img.rgb[j]!;
    rgba[i * 4 + 1] = img.rgb[j + 1]!;
    rgba[i * 4 + 2] = img.rgb[j + 2]!;
    rgba[i * 4 + 3] = 255;
  }
  try {
    const encode = await load();
    // Standard Huffman tables (no second pass to optimise them): ~40% less time for ~7% more bytes.
    const options = { quality, baseline: true, progressive: false, optimize_coding: false, color_space: 3 };
    return new Uint8Array(await encode({ data: rgba, width: img.width, height: img.height }, options));
  } catch (e) {
    encoder = undefined;
    throw e;
  }
}
