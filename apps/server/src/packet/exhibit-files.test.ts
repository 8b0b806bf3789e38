import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decode as decodePng, encode as encodePng } from 'fast-png';
import { PDFDocument, PDFRawStream, type PDFRef } from 'pdf-lib';
import { decodeHeic } from './decode-heic.ts';
import { decodeWebp, webpSize } from './decode-webp.ts';
import { openWithPdfjs } from '../pdf/pdf-text.ts';
import { pagesOf, placeFile, prepareFile } from './exhibit-files.ts';
import { fitRgb, type Raster } from './image-raster.ts';
import { decodePngRaster, passesThrough, readPng } from './png-image.ts';

const fixture = (name: string) => readFileSync(new URL(`../../test/fixtures/${name}`, import.meta.url));
const HEIC = fixture('two-tone.heic');
const WEBP = fixture('two-tone.webp');
const GREY_PNG = readFileSync(new URL('../extraction/fixtures/passport-ukr.png', import.meta.url));
const pixel = (r: Raster, x: number, y: number) => [...r.data.subarray((y * r.width + x) * 4, (y * r.width + x) * 4 + 4)];
const near = (actual: number[], expected: number[]) => actual.every((v, i) => Math.abs(v - expected[i]!) <= 12);
/** A VP8X header that announces a canvas of w x h (no picture data after it). */
const vp8x = (w: number, h: number) => {
  const b = new Uint8Array(30);
  b.set([...'RIFF'].map((c) => c.charCodeAt(0)), 0);
  b.set([...'WEBPVP8X'].map((c) => c.charCodeAt(0)), 8);
  b.set([(w - 1) & 0xff, ((w - 1) >> 8) & 0xff, (w - 1) >> 16, (h - 1) & 0xff, ((h - 1) >> 8) & 0xff, (h - 1) >> 16], 24);
  return b;
};

describe('pictures of the packet', { timeout: 60_000 }, () => {
  it('decodes the primary picture of a HEIC holding two (red left half, blue right half; not the green 40x40 one)', async () => {
    const r = await decodeHeic(HEIC);
    expect([r.width, r.height]).toEqual([120, 80]);
    expect(near(pixel(r, 10, 40), [220, 30, 30, 255])).toBe(true);
    expect(near(pixel(r, 110, 40), [30, 60, 200, 255])).toBe(true);
  });

  it('decodes a WebP, and reads its size from the header', async () => {
    expect(webpSize(WEBP)).toEqual({ width: 120, height: 80 });
    const r = await decodeWebp(WEBP);
    expect([r.width, r.height]).toEqual([120, 80]);
    expect(near(pixel(r, 10, 40), [220, 30, 30, 255])).toBe(true);
    expect(near(pixel(r, 110, 40), [30, 60, 200, 255])).toBe(true);
  });

  it('refuses a picture over 50 megapixels before decoding it, and a damaged file, with a reason', async () => {
    expect(webpSize(vp8x(10_000, 6_000))).toEqual({ width: 10_000, height: 6_000 });
    await expect(decodeWebp(vp8x(10_000, 6_000))).rejects.toThrow('10000 x 6000 pixels (60 megapixels), more than the 50 megapixels');
    await expect(decodeWebp(WEBP.subarray(0, 60))).rejects.toThrow(/could not be decoded/);
    await expect(decodeHeic(HEIC.subarray(0, 300))).rejects.toThrow(/no picture/);
  });

  it('reduces a picture by area average and lays transparency on white', () => {
    // 4x2: a red and a transparent pixel side by side, twice over; then a black 2x2 block.
    const data = new Uint8Array([255, 0, 0, 255, 0, 0, 0, 0, 0, 0, 0, 255, 0, 0, 0, 255, 255, 0, 0, 255, 0, 0, 0, 0, 0, 0, 0, 255, 0, 0, 0, 255]);
    const out = fitRgb({ width: 4, height: 2, data }, 2, 2);
    expect([out.width, out.height]).toEqual([2, 1]);
    expect([...out.rgb]).toEqual([255, 128, 128, 0, 0, 0]);
    expect(fitRgb({ width: 4, height: 2, data }, 10, 10).width).toBe(4);
  });

  it('passes an opaque 8-bit PNG through as it is; decodes one with transparency', () => {
    const grey = readPng(GREY_PNG)!;
    expect([grey.width, grey.height, grey.colorType, passesThrough(grey)]).toEqual([1100, 760, 0, true]);
    const rgba = encodePng({ width: 2, height: 1, data: new Uint8Array([10, 20, 30, 255, 0, 0, 0, 0]), channels: 4 });
    const info = readPng(rgba)!;
    expect(passesThrough(info)).toBe(false);
    expect([...decodePngRaster(rgba, info)!.data]).toEqual([10, 20, 30, 255, 0, 0, 0, 0]);
  });

  it('the embedded image stream holds the picture (read back as a PNG: same zlib rows and filters)', async () => {
    const doc = await PDFDocument.create();
    const f = await prepareFile(doc, await PDFDocument.create(), { name: 'x.webp', mime: 'image/webp', bytes: WEBP });
    if (f.kind !== 'image') throw new Error(f.kind);
    const stream = doc.context.lookup(f.image.ref as PDFRef) as PDFRawStream;
    const chunk = (type: string, data: Uint8Array) => {
      const b = new Uint8Array(12 + data.length);
      new DataView(b.buffer).setUint32(0, data.length);
      b.set([...type].map((c) => c.charCodeAt(0)), 4);
      b.set(data, 8);
      return b; // fast-png does not check CRCs by default
    };
    const ihdr = new Uint8Array(13);
    new DataView(ihdr.buffer).setUint32(0, 120);
    new DataView(ihdr.buffer).setUint32(4, 80);
    ihdr.set([8, 2, 0, 0, 0], 8);
    const png = Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', stream.getContents()), chunk('IEND', new Uint8Array())]);
    const back = decodePng(png);
    const rgb = (x: number, y: number) => [...back.data.subarray((y * 120 + x) * 3, (y * 120 + x) * 3 + 3)];
    expect(near(rgb(10, 40), [220, 30, 30])).toBe(true);
    expect(near(rgb(110, 40), [30, 60, 200])).toBe(true);
  });

  it('prints the pictures: pdf.js renders the HEIC and WebP pages red | blue, the pass-through PNG in grey', async () => {
    const doc = await PDFDocument.create();
    const probe = await PDFDocument.create();
    for (const [mime, bytes] of [['image/heic', HEIC], ['image/webp', WEBP], ['image/png', GREY_PNG]] as const) {
      await placeFile(doc, await prepareFile(doc, probe, { name: 'x', mime, bytes }));
    }
    const pdf = await openWithPdfjs(await doc.save());
    try {
      const render = async (n: number) => {
        const page = await pdf.getPage(n);
        const viewport = page.getViewport({ scale: 1 });
        const factory = (pdf as unknown as { canvasFactory: { create(w: number, h: number): { canvas: unknown; context: { getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } } } } }).canvasFactory;
        const { canvas, context } = factory.create(612, 792);
        await page.render({ canvasContext: context, viewport, canvas } as never).promise;
        return (x: number, y: number) => [...context.getImageData(x, y, 1, 1).data.subarray(0, 3)];
      };
      for (const n of [1, 2]) {
        // 120 x 80 pt in the middle of the page: x 246–366, y 356–436 from the top.
        const at = await render(n);
        expect(near(at(270, 396), [220, 30, 30])).toBe(true);
        expect(near(at(342, 396), [30, 60, 200])).toBe(true);
        expect(at(100, 100)).toEqual([255, 255, 255]);
      }
      const grey = await render(3);
      const inked = [...Array(20).keys()].map((i) => grey(80 + i * 22, 396)).filter(([r]) => r! < 250);
      expect(inked.length).toBeGreaterThan(5);
      expect(inked.every(([r, g, b]) => r === g && g === b)).toBe(true);
    } finally {
      await pdf.destroy();
    }
  });

  it('a damaged or unknown upload becomes a placeholder page saying why; pictures one page each', async () => {
    const doc = await PDFDocument.create();
    const probe = await PDFDocument.create();
    const prepare = (name: string, mime: string, bytes: Uint8Array) => prepareFile(doc, probe, { name, mime, bytes });
    const broken = await prepare('broken.heic', 'image/heic', HEIC.subarray(0, 300));
    expect(broken.kind === 'skipped' && broken.blocks[1]!.text).toMatch(/^This file \(image\/heic\) could not be turned into printed pages here: the file holds no picture/);
    expect((await prepare('a.pdf', 'application/pdf', new Uint8Array([1, 2, 3]))).kind).toBe('skipped');
    expect((await prepare('a.gif', 'image/gif', new Uint8Array([1]))).kind).toBe('skipped');
    // The grey PNG with its picture data cut short (the chunks still read): the placeholder, not a broken picture.
    const cut = readPng(GREY_PNG)!;
    const idatAt = GREY_PNG.indexOf(Buffer.from('IDAT')) - 4;
    const damaged = Buffer.from(GREY_PNG);
    damaged.fill(0, idatAt + 8 + 100, idatAt + 8 + Math.min(cut.idat.length, 2000));
    const broken2 = await prepare('cut.png', 'image/png', damaged);
    expect(broken2.kind === 'skipped' && broken2.blocks[1]!.text).toContain('the PNG file is damaged');
    const huge = await prepare('huge.webp', 'image/webp', vp8x(10_000, 6_000));
    expect(huge.kind === 'skipped' && huge.blocks[1]!.text).toContain('the picture is 10000 x 6000 pixels (60 megapixels), more than the 50 megapixels converted here. Print it separately');
    // A wide picture with transparency is decoded and reduced to 150 dpi across the page (1125 pixels wide).
    const wide = await prepare('wide.png', 'image/png', encodePng({ width: 2400, height: 100, data: new Uint8Array(2400 * 100 * 4).fill(128), channels: 4 }));
    expect(wide.kind === 'image' && [wide.image.width, wide.image.height, wide.original.width]).toEqual([1125, 47, 2400]);
    for (const [mime, bytes] of [['image/heic', HEIC], ['image/webp', WEBP], ['image/png', GREY_PNG]] as const) {
      const f = await prepare('x', mime, bytes);
      expect([f.kind, pagesOf(f)]).toEqual(['image', 1]);
    }
  });
});
