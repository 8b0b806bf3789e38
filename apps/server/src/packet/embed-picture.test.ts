import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encode as encodePng } from 'fast-png';
import { encodeJpeg } from './encode-jpeg.ts';
import { fitsPpi, MAX_PPI, PHOTO_PPI, pixelsAt, placedSize } from './embed-image.ts';
import { exifOrientation, pageOf, photoRgb } from './test-pictures.ts';

describe('pictures at print resolution (issue 20: at most 300 ppi where they are placed)', { timeout: 120_000 }, () => {
  it('works out the placed size and the pixels a picture keeps at a resolution', () => {
    // A 4000 x 3000 photo fills the 540 pt width of the margins: 540 x 405 pt, 7.5 x 5.625 in, 533 ppi.
    expect(placedSize({ width: 4000, height: 3000 })).toEqual({ width: 540, height: 405 });
    expect(pixelsAt({ width: 4000, height: 3000 }, 300)).toEqual({ width: 2250, height: 1687 });
    expect(pixelsAt({ width: 3000, height: 4000 }, 150)).toEqual({ width: 1125, height: 1500 });
    expect(fitsPpi({ width: 4000, height: 3000 }, 300)).toBe(false);
    expect(fitsPpi({ width: 2250, height: 1687 }, 300)).toBe(true);
    // A small picture prints at 1 pt per pixel (72 ppi): it always fits.
    expect(fitsPpi({ width: 500, height: 400 }, 300)).toBe(true);
    // In a shorter box (a caption under the picture) a portrait picture prints smaller, so it keeps fewer pixels.
    expect(pixelsAt({ width: 3000, height: 4000 }, 300, { width: 540, height: 596 })).toEqual({ width: 1862, height: 2483 });
  });

  it('a 4000 x 3000 phone photo (533 ppi on the page) is reduced to at most 300 ppi and re-encoded as JPEG; a small one passes through byte for byte', async () => {
    const big = await encodeJpeg(photoRgb(4000, 3000), 92);
    const page = await pageOf({ name: 'photo.jpg', mime: 'image/jpeg', bytes: big });
    expect(page.placed).toEqual({ width: 540, height: 405 });
    expect(page.image.filter).toBe('/DCTDecode');
    expect(page.ppi).toBeLessThanOrEqual(MAX_PPI);
    expect(page.ppi).toBeGreaterThanOrEqual(PHOTO_PPI - 1);
    expect([page.image.width, page.image.height]).toEqual([1124, 843]);
    expect(page.packetBytes).toBeLessThan(big.length / 4);

    // 600 x 400 prints 540 pt wide (80 ppi): embedded as it is, not decoded (lossless and cheap).
    const small = await encodeJpeg(photoRgb(600, 400), 90);
    const same = await pageOf({ name: 'small.jpg', mime: 'image/jpeg', bytes: small });
    expect([same.image.width, same.image.height, Math.round(same.ppi)]).toEqual([600, 400, 80]);
    expect(Buffer.from(same.image.bytes).equals(Buffer.from(small))).toBe(true);
  });

  it('a lossy WebP phone photo goes through sharp like a JPEG: reduced to 150 ppi, embedded as JPEG, upright size kept', async () => {
    const webp = readFileSync(new URL('../../test/fixtures/two-tone.webp', import.meta.url));
    const small = await pageOf({ name: 'two-tone.webp', mime: 'image/webp', bytes: webp });
    expect([small.image.filter, small.image.width, small.image.height]).toEqual(['/DCTDecode', 120, 80]);
    const big = await sharp(Buffer.from((await encodeJpeg(photoRgb(4000, 3000), 92)).buffer)).webp({ quality: 80 }).toBuffer();
    const page = await pageOf({ name: 'photo.webp', mime: 'image/webp', bytes: new Uint8Array(big) });
    expect(page.image.filter).toBe('/DCTDecode');
    expect(page.placed).toEqual({ width: 540, height: 405 });
    expect([page.image.width, page.image.height]).toEqual([1124, 843]);
    expect(page.ppi).toBeLessThanOrEqual(PHOTO_PPI + 1);
  });

  it('a picture with a caption is reduced for the shorter box it prints in', async () => {
    // 270 ppi at the full 720 pt height (it would pass as it is), over 300 in the box a caption of a few lines leaves.
    const portrait = await encodeJpeg(photoRgb(2000, 2700), 90);
    const page = await pageOf({ name: 'p.jpg', mime: 'image/jpeg', bytes: portrait, caption: Array(9).fill('Our wedding day in Kyiv, with both families, 12 June 2025.').join(' ') });
    expect(page.ppi).toBeLessThanOrEqual(MAX_PPI);
    expect(2700 / (page.placed.height / 72)).toBeGreaterThan(MAX_PPI); // as it is, it would print over 300 ppi there
  });

  it('a JPEG turned by its EXIF orientation is embedded upright', async () => {
    // 40 x 20: red left half, blue right half. Orientation 6: shown turned a quarter clockwise (20 x 40, red on top).
    const rgb = new Uint8Array(40 * 20 * 3).map((_, i) => (Math.floor(i / 3) % 40 < 20 ? [220, 30, 30] : [30, 60, 200])[i % 3]!);
    const jpeg = await encodeJpeg({ width: 40, height: 20, rgb });
    const turned = new Uint8Array([...jpeg.subarray(0, 2), ...exifOrientation(6), ...jpeg.subarray(2)]);
    const page = await pageOf({ name: 'turned.jpg', mime: 'image/jpeg', bytes: turned });
    expect([page.image.width, page.image.height, page.placed.width, page.placed.height]).toEqual([20, 40, 20, 40]);
  });

  it('a 400-dpi grey scan as PNG is reduced to 300 ppi and stays lossless (Flate, one grey channel)', async () => {
    const [w, h] = [3000, 3000]; // 7.5 inches square at 400 dpi
    const data = new Uint8Array(w * h).map((_, i) => ((i % w) % 50 < 3 || Math.floor(i / w) % 40 < 2 ? 0 : 255));
    const page = await pageOf({ name: 'scan.png', mime: 'image/png', bytes: encodePng({ width: w, height: h, data, channels: 1 }) });
    expect([page.image.filter, page.image.colorSpace]).toEqual(['/FlateDecode', '/DeviceGray']);
    expect(page.ppi).toBeLessThanOrEqual(MAX_PPI);
    expect(page.ppi).toBeGreaterThan(MAX_PPI - 1);
  });
});
