import type { Size } from './embed-image.ts';
import { MAX_PIXELS } from './image-raster.ts';

type Sharp = typeof import('sharp');

let loaded: Promise<Sharp | null> | undefined;
/**
 * sharp (libvips with libjpeg-turbo, a Node-API module whose binary comes inside its npm packages: nothing is
 * downloaded or compiled at install), once per thread; null where its binary does not load, and the wasm decoder
 * (decode-jpeg.ts) does the work instead. One libvips thread: the packet task already has its own worker thread,
 * and the machine may have two cores in all.
 */
const load = (): Promise<Sharp | null> =>
  (loaded ??= import('sharp').then(
    (m) => {
      const sharp = (m as { default?: Sharp }).default ?? (m as unknown as Sharp);
      sharp.concurrency(1);
      sharp.cache(false);
      return sharp;
    },
    () => null,
  ));

/**
 * A JPEG (or a lossy WebP, embed-picture.ts) turned upright (EXIF orientation) and reduced to fit `max` pixels, as a JPEG of `quality`; null when sharp is
 * not available or cannot read the file (the caller falls back to the wasm decoder). libjpeg-turbo decodes a phone
 * photo straight at 1/2, 1/4 or 1/8 of its size when that is still above `max` (shrink-on-load), which is what makes
 * ten 12-megapixel photos a second's work instead of seven (issue 20: the 10-photo packet within 2 s).
 */
export async function shrinkJpeg(bytes: Uint8Array, max: Size, quality = 85): Promise<{ bytes: Uint8Array; width: number; height: number } | null> {
  const sharp = await load();
  if (!sharp) return null;
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize(max.width, max.height, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality, chromaSubsampling: '4:2:0' })
      .toBuffer({ resolveWithObject: true });
    return { bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
  } catch {
    return null;
  }
}
