import { describe, expect, it } from 'vitest';
import { encode as encodePng } from 'fast-png';
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef } from 'pdf-lib';
import { encodeJpeg } from './encode-jpeg.ts';
import { fitsPpi, MAX_PPI, PHOTO_PPI, pixelsAt, placedSize } from './embed-image.ts';
import { placeFile, prepareFile, type PacketFile } from './exhibit-files.ts';

/** A photo-like RGB picture: gradients, texture and some noise (so that the JPEG is not trivially small). */
const photoRgb = (width: number, height: number) => {
  const rgb = new Uint8Array(width * height * 3);
  let seed = 3;
  for (let i = 0; i < width * height; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const [x, y] = [i % width, Math.floor(i / width)];
    const n = (seed % 9) - 4 + 20 * Math.sin(x / 40) * Math.cos(y / 55);
    rgb.set([(x * 200) / width + 30 + n, (y * 200) / height + 30 + n, 140 + n], i * 3);
  }
  return { width, height, rgb };
};

/** An APP1 'Exif' segment whose first IFD holds only the orientation tag (big-endian TIFF). */
const exifOrientation = (o: number) => {
  const tiff = [0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, o, 0, 0, 0, 0, 0, 0];
  const body = [...'Exif'].map((c) => c.charCodeAt(0)).concat([0, 0], tiff);
  return [0xff, 0xe1, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body];
};

/** The packet page of one upload, saved and read back: its image XObject (size, filter, bytes) and where it is drawn (points). */
async function pageOf(file: PacketFile) {
  const doc = await PDFDocument.create();
  await placeFile(doc, await prepareFile(doc, await PDFDocument.create(), file), file.caption);
  const back = await PDFDocument.load(await doc.save());
  const page = back.getPage(0);
  const xobjects = page.node.Resources()!.lookup(PDFName.of('XObject'), PDFDict);
  const stream = back.context.lookup(xobjects.values()[0] as PDFRef) as PDFRawStream;
  const num = (key: string) => Number(stream.dict.get(PDFName.of(key))!.toString());
  const contents = page.node.Contents()!;
  const streams = contents instanceof PDFArray ? contents.asArray().map((r) => back.context.lookup(r) as PDFRawStream) : [contents as PDFRawStream];
  const ops = streams.map((s) => Buffer.from(decodePDFRawStream(s).decode()).toString('latin1')).join('\n');
  const [, w, h] = /([\d.]+) 0 0 ([\d.]+) [\d.]+ [\d.]+ cm/.exec(ops)!;
  const image = { width: num('Width'), height: num('Height'), filter: stream.dict.get(PDFName.of('Filter'))!.toString(), colorSpace: stream.dict.get(PDFName.of('ColorSpace'))?.toString(), bytes: stream.getContents() };
  const placed = { width: Number(w), height: Number(h) };
  // ppi = pixels / (points / 72), across and down.
  return { image, placed, ppi: Math.max(image.width / (placed.width / 72), image.height / (placed.height / 72)), packetBytes: (await back.save()).length };
}

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
