/** A decoded picture: 8-bit RGBA, row after row (what the HEIC, WebP and PNG decoders hand back). */
export interface Raster {
  width: number;
  height: number;
  data: Uint8Array | Uint8ClampedArray;
}

/** The same picture as 8-bit RGB, maybe smaller, ready to embed. */
export interface RgbImage {
  width: number;
  height: number;
  rgb: Uint8Array;
}

/**
 * Pictures larger than this are not decoded (an RGBA copy of 50 megapixels is 200 MB): the packet gets a
 * 'print separately' page instead. A 48-megapixel phone photo still passes.
 */
export const MAX_PIXELS = 50_000_000;

/** Why an upload did not become a page, in words for the placeholder page and the sign-here sheet. */
export class ImageRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'ImageRefused';
  }
}

/** Refuses a picture over MAX_PIXELS (or without a size) before anything is decoded. */
export const checkPixels = (width: number, height: number): void => {
  if (!(width > 0 && height > 0)) throw new ImageRefused('the picture has no size');
  if (width * height > MAX_PIXELS) {
    throw new ImageRefused(`the picture is ${width} x ${height} pixels (${((width * height) / 1e6).toFixed(0)} megapixels), more than the ${MAX_PIXELS / 1e6} megapixels converted here`);
  }
};

/**
 * RGB of a raster that fits in maxWidth x maxHeight pixels: each target pixel is the mean of the source pixels it
 * covers (area average, cheap and without moiré for the 2–10x reductions of phone photos), transparency laid on
 * white paper. A raster that already fits keeps its size.
 */
export function fitRgb(src: Raster, maxWidth: number, maxHeight: number): RgbImage {
  const f = Math.min(1, maxWidth / src.width, maxHeight / src.height);
  const width = Math.max(1, Math.round(src.width * f));
  const height = Math.max(1, Math.round(src.height * f));
  const rgb = new Uint8Array(width * height * 3);
  // One read per pixel (little-endian: r | g << 8 | b << 16 | a << 24).
  const aligned = src.data.byteOffset % 4 === 0 ? src.data : src.data.slice();
  const px = new Uint32Array(aligned.buffer, aligned.byteOffset, src.width * src.height);
  const xs = new Uint32Array(width + 1);
  for (let x = 0; x <= width; x++) xs[x] = Math.min(src.width, Math.max(x === 0 ? 0 : xs[x - 1]! + 1, Math.round((x * src.width) / width)));
  const acc = new Float64Array(width * 3);
  let sy0 = 0;
  for (let y = 0; y < height; y++) {
    const sy1 = Math.min(src.height, Math.max(sy0 + 1, Math.round(((y + 1) * src.height) / height)));
    acc.fill(0);
    for (let sy = sy0; sy < sy1; sy++) {
      const rowStart = sy * src.width;
      let i = rowStart;
      for (let x = 0; x < width; x++) {
        let r = 0, g = 0, b = 0;
        for (const end = rowStart + xs[x + 1]!; i < end; i++) {
          const v = px[i]!;
          const a = v >>> 24;
          if (a === 255) {
            r += v & 255;
            g += (v >>> 8) & 255;
            b += (v >>> 16) & 255;
          } else {
            // On white paper: c * a + 255 * (1 - a).
            const white = 255 - a;
            r += ((v & 255) * a) / 255 + white;
            g += (((v >>> 8) & 255) * a) / 255 + white;
            b += (((v >>> 16) & 255) * a) / 255 + white;
          }
        }
        acc[x * 3] = acc[x * 3]! + r;
        acc[x * 3 + 1] = acc[x * 3 + 1]! + g;
        acc[x * 3 + 2] = acc[x * 3 + 2]! + b;
      }
    }
    for (let x = 0; x < width; x++) {
      const n = (xs[x + 1]! - xs[x]!) * (sy1 - sy0);
      const o = (y * width + x) * 3;
      rgb[o] = Math.round(acc[x * 3]! / n);
      rgb[o + 1] = Math.round(acc[x * 3 + 1]! / n);
      rgb[o + 2] = Math.round(acc[x * 3 + 2]! / n);
    }
    sy0 = sy1;
  }
  return { width, height, rgb };
}
