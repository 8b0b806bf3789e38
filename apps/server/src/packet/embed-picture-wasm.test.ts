import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { encodeJpeg } from './encode-jpeg.ts';
import { MAX_PPI, PHOTO_PPI } from './embed-image.ts';
import { exifOrientation, pageOf, photoRgb } from './test-pictures.ts';

// Where sharp's binary does not load (another platform, a broken install), the wasm decoder reduces the photo instead.
vi.mock('sharp', () => {
  throw new Error('sharp: no binary for this platform');
});

describe('pictures at print resolution without sharp (wasm decoder)', { timeout: 120_000 }, () => {
  it('a 4000 x 3000 phone photo is still reduced to at most 300 ppi, and an EXIF-turned JPEG embedded upright', async () => {
    const big = await encodeJpeg(photoRgb(4000, 3000), 92);
    const page = await pageOf({ name: 'photo.jpg', mime: 'image/jpeg', bytes: big });
    expect(page.image.filter).toBe('/DCTDecode');
    expect(page.ppi).toBeLessThanOrEqual(MAX_PPI);
    expect(page.ppi).toBeGreaterThanOrEqual(PHOTO_PPI - 1);
    expect([page.image.width, page.image.height]).toEqual([1124, 843]);

    const rgb = new Uint8Array(40 * 20 * 3).map((_, i) => (Math.floor(i / 3) % 40 < 20 ? [220, 30, 30] : [30, 60, 200])[i % 3]!);
    const jpeg = await encodeJpeg({ width: 40, height: 20, rgb });
    const turned = new Uint8Array([...jpeg.subarray(0, 2), ...exifOrientation(6), ...jpeg.subarray(2)]);
    const upright = await pageOf({ name: 'turned.jpg', mime: 'image/jpeg', bytes: turned });
    expect([upright.image.width, upright.image.height]).toEqual([20, 40]);
  });

  it('a lossy WebP photo is decoded by the wasm decoder and embedded as JPEG, its size kept', async () => {
    const webp = readFileSync(new URL('../../test/fixtures/two-tone.webp', import.meta.url));
    const page = await pageOf({ name: 'two-tone.webp', mime: 'image/webp', bytes: webp });
    expect(page.image.filter).toBe('/DCTDecode');
    expect([page.image.width, page.image.height]).toEqual([120, 80]);
  });
});
