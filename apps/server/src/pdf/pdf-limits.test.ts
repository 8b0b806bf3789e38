import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { contentBomb } from '../../test/fixtures/pdf-bombs.ts';
import { PDF_LIMITS, pdfOverLimit, pdfPagesOverLimit } from './pdf-limits.ts';

const MB = 1024 * 1024;
/** An honest PDF with `pages` pages of text, in object streams. */
async function honest(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i++) doc.addPage().drawText(`Page ${i + 1}: ${'lorem ipsum '.repeat(40)}`, { x: 20, y: 700, size: 8, font });
  return doc.save({ useObjectStreams: true });
}

/** `pdf` with an extra object of `dict` and `data` as its stream (pdf-lib never sees it: a raw insert after the header). */
const withObject = (pdf: Uint8Array, dict: string, data: Uint8Array) =>
  Buffer.concat([Buffer.from(pdf.subarray(0, 15)), Buffer.from(`99 0 obj\n<< ${dict} /Length ${data.length} >>\nstream\n`), data, Buffer.from('\nendstream\nendobj\n'), Buffer.from(pdf.subarray(15))]);

describe('what an uploaded PDF may unpack to (issue 23.1)', () => {
  it('an honest PDF of text pages is within every limit', async () => {
    expect(await pdfOverLimit(await honest(30))).toBeUndefined();
  });

  it('content streams that inflate past 128 MB (10 pages of 16 MB of zeros, a 160 KB file) are over the content limit; counting stops there', async () => {
    const bomb = await contentBomb(10);
    expect(bomb.length).toBeLessThan(400 * 1024);
    const over = await pdfOverLimit(bomb);
    expect(over).toMatchObject({ limit: 'content', max: PDF_LIMITS.contentBytes });
    expect(over!.found).toBeGreaterThan(PDF_LIMITS.contentBytes);
    expect(over!.found).toBeLessThan(PDF_LIMITS.contentBytes + MB);
    // Seven such pages (112 MB) are within it.
    expect(await pdfOverLimit(await contentBomb(7))).toBeUndefined();
  });

  it('object streams (what pdf-lib inflates on load) past 64 MB are over the structure limit, as is one compressed otherwise than Flate', async () => {
    const z = deflateSync(Buffer.alloc(80 * MB, 0x20), { level: 9 });
    expect(await pdfOverLimit(withObject(await honest(1), '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', z))).toMatchObject({ limit: 'structure', max: 64 * MB });
    expect(await pdfOverLimit(withObject(await honest(1), '/Type /ObjStm /N 1 /First 4 /Filter /LZWDecode', Buffer.alloc(100)))).toMatchObject({ limit: 'structure' });
  });

  it('a picture declaring more than 50 megapixels is over the pixel limit, whatever its bytes', async () => {
    const dict = (w: number, h: number) => `/Type /XObject /Subtype /Image /Width ${w} /Height ${h} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`;
    expect(await pdfOverLimit(withObject(await honest(1), dict(20_000, 20_000), deflateSync(Buffer.alloc(1000))))).toEqual({ limit: 'pixels', found: 400_000_000, max: 50_000_000 });
    expect(await pdfOverLimit(withObject(await honest(1), dict(2550, 3300), deflateSync(Buffer.alloc(2550 * 3300))))).toBeUndefined();
  });

  it('pages: at most 500 from one file', () => {
    expect(pdfPagesOverLimit(500)).toBeUndefined();
    expect(pdfPagesOverLimit(501)).toEqual({ limit: 'pages', found: 501, max: 500 });
  });
});
