import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { decode as decodePng, encode as encodePng } from 'fast-png';
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { decodeHeic } from './decode-heic.ts';
import { decodeWebp, isLosslessWebp, webpSize } from './decode-webp.ts';
import { openWithPdfjs } from '../pdf/pdf-text.ts';
import { addImagePage, embedRgb, pixelsAt } from './embed-image.ts';
import { pagesOf, placeFile, prepareFile } from './exhibit-files.ts';
import { fitRgb, type Raster } from './image-raster.ts';
import { decodePngRaster, passesThrough, readPng } from './png-image.ts';

type EncodeWebp = (image: { data: Uint8ClampedArray; width: number; height: number }, options: object) => Promise<ArrayBuffer>;
/** @jsquash/webp's encoder (its wasm read from the package), to make a large test photo. */
const encodeWebp: EncodeWebp = async (image, options) => {
  const { default: encode, init } = (await import('@jsquash/webp/encode.js')) as unknown as { default: EncodeWebp; init(module: object): Promise<void> };
  const wasm = (globalThis as unknown as { WebAssembly: { compile(b: Uint8Array): Promise<object> } }).WebAssembly;
  await init(await wasm.compile(readFileSync(createRequire(import.meta.url).resolve('@jsquash/webp/codec/enc/webp_enc_simd.wasm'))));
  return encode(image, options);
};
const fixture = (name: string) => readFileSync(new URL(`../../test/fixtures/${name}`, import.meta.url));
const HEIC = fixture('two-tone.heic');
const WEBP = fixture('two-tone.webp');
const GREY_PNG = readFileSync(new URL('../extraction/fixtures/passport-ukr.png', import.meta.url));
const pixel = (r: Raster, x: number, y: number) => [...r.data.subarray((y * r.width + x) * 4, (y * r.width + x) * 4 + 4)];
/** Within 12 of each channel: the decoders' colour conversion, and the JPEG's loss at quality 85 on flat colour. */
const near = (actual: number[], expected: number[]) => actual.every((v, i) => Math.abs(v - expected[i]!) <= 12);
/** A VP8X header that announces a canvas of w x h (no picture data after it). */
const vp8x = (w: number, h: number) => {
  const b = new Uint8Array(30);
  b.set([...'RIFF'].map((c) => c.charCodeAt(0)), 0);
  b.set([...'WEBPVP8X'].map((c) => c.charCodeAt(0)), 8);
  b.set([(w - 1) & 0xff, ((w - 1) >> 8) & 0xff, (w - 1) >> 16, (h - 1) & 0xff, ((h - 1) >> 8) & 0xff, (h - 1) >> 16], 24);
  return b;
};

/** A JPEG's frame header (SOFn): its marker and what it says; undefined if there is none before the scan. */
const jpegFrame = (b: Uint8Array) => {
  for (let at = 2; at + 9 < b.length && b[at] === 0xff; at += 2 + ((b[at + 2]! << 8) | b[at + 3]!)) {
    const m = b[at + 1]!;
    if (m === 0xda) return undefined;
    if (m >= 0xc0 && m <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(m)) {
      return { marker: m, precision: b[at + 4], height: (b[at + 5]! << 8) | b[at + 6]!, width: (b[at + 7]! << 8) | b[at + 8]!, components: b[at + 9] };
    }
  }
  return undefined;
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

  it('tells a lossless WebP (VP8L) from a lossy one (VP8, also behind a VP8X header with alpha)', async () => {
    expect(isLosslessWebp(WEBP)).toBe(false);
    const data = new Uint8ClampedArray(16 * 8 * 4).map((_, i) => (i % 4 === 3 ? (i < 256 ? 128 : 255) : (i * 7) % 256));
    expect(isLosslessWebp(new Uint8Array(await encodeWebp({ data, width: 16, height: 8 }, { lossless: 1 })))).toBe(true);
    const lossyWithAlpha = new Uint8Array(await encodeWebp({ data, width: 16, height: 8 }, { quality: 70 }));
    expect(String.fromCharCode(...lossyWithAlpha.subarray(12, 16))).toBe('VP8X');
    expect(isLosslessWebp(lossyWithAlpha)).toBe(false);
    expect(isLosslessWebp(vp8x(10, 10))).toBe(false);
    expect(isLosslessWebp(new Uint8Array(8))).toBe(false);
  });

  it('embeds the HEIC and lossy WebP pictures as baseline JPEG (DCTDecode, 8-bit RGB); PNGs and a lossless WebP stay lossless Flate', async () => {
    const doc = await PDFDocument.create();
    const probe = await PDFDocument.create();
    const rgbaPng = encodePng({ width: 40, height: 30, data: new Uint8Array(40 * 30 * 4).fill(200), channels: 4 });
    const screenshot = new Uint8ClampedArray(40 * 30 * 4).map((_, i) => (i % 4 === 3 ? 255 : Math.floor(i / 4) % 40 < 20 ? 20 : 240));
    const losslessWebp = new Uint8Array(await encodeWebp({ data: screenshot, width: 40, height: 30 }, { lossless: 1 }));
    for (const [mime, bytes] of [['image/heic', HEIC], ['image/webp', WEBP], ['image/png', GREY_PNG], ['image/png', rgbaPng], ['image/webp', losslessWebp]] as const) {
      await placeFile(doc, await prepareFile(doc, probe, { name: 'x', mime, bytes }));
    }
    const back = await PDFDocument.load(await doc.save());
    const images = back.getPages().map((page) => {
      const xobjects = page.node.Resources()!.lookup(PDFName.of('XObject'), PDFDict);
      const [ref] = xobjects.values();
      const stream = back.context.lookup(ref) as PDFRawStream;
      const get = (key: string) => stream.dict.get(PDFName.of(key))?.toString();
      return { filter: get('Filter'), colorSpace: get('ColorSpace'), bits: get('BitsPerComponent'), size: [get('Width'), get('Height')], bytes: stream.getContents() };
    });
    expect(images.map((i) => i.filter)).toEqual(['/DCTDecode', '/DCTDecode', '/FlateDecode', '/FlateDecode', '/FlateDecode']);
    // The lossless WebP's pixels come back exactly (PNG 'Up' rows, deflated): dark left half, light right half; all
    // grey, so one grey channel.
    const screenshotPage = images[4]!;
    expect([screenshotPage.colorSpace, screenshotPage.bits, screenshotPage.size]).toEqual(['/DeviceGray', '8', ['40', '30']]);
    const rows = inflateSync(screenshotPage.bytes);
    expect([rows[0], rows[1], rows[1 + 19], rows[1 + 20], rows[1 + 39]]).toEqual([2, 20, 20, 240, 240]);
    for (const jpeg of images.slice(0, 2)) {
      expect([jpeg.colorSpace, jpeg.bits, jpeg.size]).toEqual(['/DeviceRGB', '8', ['120', '80']]);
      // Baseline: the frame header is SOF0, 8-bit samples, 3 components, the picture's size.
      expect(jpegFrame(jpeg.bytes)).toEqual({ marker: 0xc0, precision: 8, height: 80, width: 120, components: 3 });
    }
  });

  it('a decoded picture kept lossless (embedRgb): its Flate stream holds the picture (read back as a PNG: same zlib rows and filters)', async () => {
    const doc = await PDFDocument.create();
    const stream = doc.context.lookup(embedRgb(doc, fitRgb(await decodeWebp(WEBP), 1000, 1000)).ref) as PDFRawStream;
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

  it('prints the pictures: pdf.js renders the HEIC and WebP pages (JPEG) red | blue where they were, the pass-through PNG in grey', async () => {
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
        // 120 x 80 pt in the middle of the page: x 246–366, y 356–436 from the top. JPEG is lossy: each half is
        // sampled on a grid away from the edge between them (where its 8x8 blocks ring), within the tolerance.
        const at = await render(n);
        for (const y of [360, 380, 396, 412, 432]) {
          for (const x of [250, 260, 275, 290]) expect(at(x, y), `page ${n} at ${x},${y}`).toSatisfy((c: number[]) => near(c, [220, 30, 30]));
          for (const x of [322, 335, 350, 362]) expect(at(x, y), `page ${n} at ${x},${y}`).toSatisfy((c: number[]) => near(c, [30, 60, 200]));
        }
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

  it('a 12-megapixel photo-like WebP (noise over a gradient) becomes a page under 300 KB, which as Flate it would exceed', async () => {
    const [w, h] = [3000, 4000];
    const data = new Uint8ClampedArray(w * h * 4);
    let seed = 1;
    for (let i = 0; i < w * h; i++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const n = seed % 24;
      data[i * 4] = ((i % w) * 200) / w + n;
      data[i * 4 + 1] = (Math.floor(i / w) * 200) / h + n;
      data[i * 4 + 2] = 120 + n;
      data[i * 4 + 3] = 255;
    }
    const webp = new Uint8Array(await encodeWebp({ data, width: w, height: h }, { quality: 80, method: 0 }));
    const doc = await PDFDocument.create();
    const f = await prepareFile(doc, await PDFDocument.create(), { name: 'photo.webp', mime: 'image/webp', bytes: webp });
    expect(f.kind === 'image' && [f.image.width, f.image.height, f.original.width]).toEqual([1125, 1500, 3000]);
    await placeFile(doc, f);
    const jpegPage = (await doc.save()).length;
    // The same reduced picture the way it was embedded before (lossless Flate).
    const flate = await PDFDocument.create();
    const at150 = pixelsAt({ width: w, height: h }, 150);
    addImagePage(flate, embedRgb(flate, fitRgb(await decodeWebp(webp), at150.width, at150.height)), { width: w, height: h });
    const flatePage = (await flate.save()).length;
    // Measured: ~70 KB as JPEG, ~2.2 MB as Flate (the sensor-like noise that survives the reduction does not deflate).
    expect(jpegPage).toBeLessThan(300_000);
    expect(flatePage).toBeGreaterThan(300_000);
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
    // A wide picture with transparency is decoded and reduced to 300 ppi where it prints (540 x 22.5 pt: 2250 x 93 at most).
    const wide = await prepare('wide.png', 'image/png', encodePng({ width: 2400, height: 100, data: new Uint8Array(2400 * 100 * 4).fill(128), channels: 4 }));
    expect(wide.kind === 'image' && [wide.image.width, wide.image.height, wide.original.width]).toEqual([2232, 93, 2400]);
    for (const [mime, bytes] of [['image/heic', HEIC], ['image/webp', WEBP], ['image/png', GREY_PNG]] as const) {
      const f = await prepare('x', mime, bytes);
      expect([f.kind, pagesOf(f)]).toEqual(['image', 1]);
    }
  });
});
