import { deflateSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encode as encodePng } from 'fast-png';
import { PDFDocument } from 'pdf-lib';
import { checkPngData, ExhibitTooHeavy, pngDataSize } from './exhibit-limits.ts';
import { prepareFile } from './exhibit-files.ts';
import { readPng } from './png-image.ts';

/** A PNG (RGBA, so it is decoded, not passed through) whose image data is replaced by `idat`. */
function pngWithData(width: number, height: number, idat: Uint8Array): Uint8Array {
  const chunk = (type: string, data: Uint8Array) => {
    const b = Buffer.alloc(12 + data.length);
    b.writeUInt32BE(data.length, 0);
    b.write(type, 4, 'latin1');
    Buffer.from(data).copy(b, 8);
    return b; // the CRC is not checked by readPng
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', new Uint8Array())]);
}

const docs = async () => [await PDFDocument.create(), await PDFDocument.create()] as const;

describe('limits on the uploads of a packet (issue 23.1)', () => {
  it('the size a PNG’s data inflates to follows from its header, interlaced or not', () => {
    for (const [width, height, channels, interlace] of [[37, 19, 4, 0], [37, 19, 3, 1], [1, 1, 1, 1], [9, 9, 4, 1]] as const) {
      const png = encodePng({ width, height, channels, depth: 8, data: new Uint8Array(width * height * channels).map((_, i) => (i * 7) % 251), interlace: interlace ? 'Adam7' : 'null' } as never);
      const info = readPng(png)!;
      expect(pngDataSize(info), `${width}x${height}x${channels} interlace ${interlace}`).toBe(inflateSync(info.idat).length);
    }
  });

  it('a PNG whose data inflates past what its size needs (a 1 x 1 picture carrying 50 MB of zeros) is refused before it is decoded', async () => {
    const bomb = pngWithData(1, 1, deflateSync(Buffer.alloc(50 * 1024 * 1024), { level: 9 }));
    expect(() => checkPngData('tiny.png', readPng(bomb)!)).toThrow(ExhibitTooHeavy);
    const [doc, probe] = await docs();
    await expect(prepareFile(doc, probe, { name: 'tiny.png', mime: 'image/png', bytes: bomb })).rejects.toMatchObject({ detail: { name: 'tiny.png', limit: 'pictureData', max: 5 } });
    // Its honest twin is decoded.
    const honest = pngWithData(1, 1, deflateSync(Buffer.from([0, 10, 20, 30, 255])));
    expect((await prepareFile(doc, probe, { name: 'ok.png', mime: 'image/png', bytes: honest })).kind).toBe('image');
  });

  it('a JPEG declaring more than 50 megapixels is not embedded (every reader would decode it): a print-separately page', async () => {
    const sof = Buffer.from([0xff, 0xc0, 0, 11, 8, 0xea, 0x60, 0xea, 0x60, 1, 1, 0x11, 0]); // 60000 x 60000
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8]), sof, Buffer.from([0xff, 0xd9])]);
    const [doc, probe] = await docs();
    const prepared = await prepareFile(doc, probe, { name: 'huge.jpg', mime: 'image/jpeg', bytes: jpeg });
    expect(prepared.kind).toBe('skipped');
    expect(JSON.stringify(prepared)).toContain('3600 megapixels');
  });

  it('a PDF of more than 500 pages is refused before its pages are copied', async () => {
    const many = await PDFDocument.create();
    for (let i = 0; i < 501; i++) many.addPage([100, 100]);
    const [doc, probe] = await docs();
    await expect(prepareFile(doc, probe, { name: 'phone-book.pdf', mime: 'application/pdf', bytes: await many.save() })).rejects.toMatchObject({ detail: { name: 'phone-book.pdf', limit: 'pages', found: 501, max: 500 } });
    expect(doc.getPageCount()).toBe(0);
  });
});
