import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, StandardFonts } from 'pdf-lib';
import { interview } from '@i129f/petition';
import { K1_COUPLE, runScript } from '@i129f/petition/transcripts/fixtures.ts';
import { openWithPdfjs } from '../src/pdf/pdf-text.ts';
import { closeWorkerPool } from '../src/workers/pool.ts';
import { addUser, buildTestApp, call, login, multipart, type TestApp } from './helpers.ts';

const JOHN = 'john@example.com';
const JPEG = fs.readFileSync(new URL('../src/extraction/fixtures/passport-usa.jpg', import.meta.url));
const PNG_IMAGE = fs.readFileSync(new URL('../src/extraction/fixtures/passport-ukr.png', import.meta.url));
/** A WebP header without a picture: accepted as an upload, but it cannot be decoded (a 'print separately' page, listed as skipped). */
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(24)]);
/** 120x80 pictures, red left half, blue right half (test/fixtures/make-image-fixtures.ts): they become image pages. */
const HEIC = fs.readFileSync(new URL('./fixtures/two-tone.heic', import.meta.url));
const WEBP_PICTURE = fs.readFileSync(new URL('./fixtures/two-tone.webp', import.meta.url));

async function pdfWith(lines: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const line of lines) doc.addPage([612, 792]).drawText(line, { x: 72, y: 700, size: 14, font });
  return Buffer.from(await doc.save());
}

let t: TestApp;
let token: string;
const state = runScript(interview, K1_COUPLE);
const CAPTION = '05/10/2024, Kazan, Russia: John and Olga with her parents at the train station';
const upload = async (fileId: number, filename: string, bytes: Buffer, translated = false, caption?: string) => {
  const body = multipart([
    { name: 'fileId', value: String(fileId) },
    { name: 'isTranslatedFile', value: String(translated) },
    { name: 'replace', value: 'false' },
    ...(caption ? [{ name: 'caption', value: caption }] : []),
    { name: 'file', filename, bytes },
  ]);
  const res = await call(t.app, 'POST', `/api/file/client/upload/${JOHN}`, { token, ...body });
  expect(res.statusCode, res.body).toBe(200);
};

beforeAll(async () => {
  t = await buildTestApp({ validateChatState: () => [] });
  await addUser(t, JOHN);
  await addUser(t, 'maria@example.com');
  token = (await login(t.app, JOHN)).token;
  expect((await call(t.app, 'POST', `/api/chat-state/i29F/save/${JOHN}`, { token, body: { state, version: 0 } })).statusCode).toBe(200);
  await upload(6, 'us-passport.jpg', JPEG); // petitioner's passport: Exhibit A
  await upload(2, 'birth-certificate.pdf', await pdfWith(['Birth certificate page one', 'Birth certificate page two']));
  await upload(2, 'birth-certificate-en.pdf', await pdfWith(['Translation of the birth certificate']), true);
  await upload(22, 'meeting-photo.png', PNG_IMAGE);
  await upload(22, 'meeting-photo.webp', WEBP);
  await upload(22, 'meeting-tickets.heic', HEIC, false, CAPTION);
  await upload(22, 'meeting-tickets.webp', WEBP_PICTURE);
}, 60_000);
afterAll(async () => {
  await t.close();
  await closeWorkerPool();
});

const text = async (doc: Awaited<ReturnType<typeof openWithPdfjs>>, n: number) =>
  (await (await doc.getPage(n)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ');
const squash = (s: string) => s.replace(/\s+/g, '');

describe('filing packet', { timeout: 120_000 }, () => {
  let summary: { fileName: string; signSheetFileName: string; pageCount: number; bookmarks: string[]; skipped: string[]; notGenerated: string[] };
  let packet: Uint8Array;

  beforeAll(async () => {
    const res = await call(t.app, 'POST', `/api/packet/generate/${JOHN}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    summary = res.json();
    const dl = await call(t.app, 'GET', `/api/file/client/download/${JOHN}/${encodeURIComponent(summary.fileName)}`, { token });
    expect(dl.statusCode).toBe(200);
    packet = new Uint8Array(dl.rawPayload);
  });

  it('is stored on the Files page with the sign-here sheet', async () => {
    expect(summary.fileName).toBe('I-129F_Packet_Smith_2026-01-01.pdf');
    expect(summary.signSheetFileName).toBe('Sign_Here_and_Mailing_Checklist_Smith_2026-01-01.pdf');
    const files = (await call(t.app, 'POST', `/api/file/client/files/${JOHN}`, { token })).json();
    expect(files.filter((f: { isGenerated: boolean }) => f.isGenerated).map((f: { name: string }) => f.name).sort()).toEqual([summary.fileName, summary.signSheetFileName].sort());
  });

  it('has the parts in order with a bookmark on the first page of each, and the right page count', async () => {
    const i129fPages = (await PDFDocument.load(fs.readFileSync(new URL('../../../../shared/forms/i-129f.pdf', import.meta.url)), { updateMetadata: false })).getPageCount();
    // cover 1 + G-1145 1 + I-129F + index 1 + A citizenship (tab + passport + 2 + 1 translation) + B meeting (tab + PNG +
    // broken WebP's placeholder + HEIC + WebP) + C and D the intent statements drafted for each (tab + letter). The
    // relationship statement was never generated on the Letters page: not in the packet, and said so.
    expect(summary.pageCount).toBe(1 + 1 + i129fPages + 1 + 5 + 5 + 2 + 2);
    expect(summary.notGenerated).toEqual(['Statement of Our Relationship']);
    const doc = await openWithPdfjs(packet);
    try {
      expect(doc.numPages).toBe(summary.pageCount);
      const outline = await doc.getOutline();
      const titles = outline.map((o) => o.title);
      expect(titles).toEqual([
        'Cover letter',
        'Form G-1145, e-Notification of Application/Petition Acceptance',
        'Form I-129F, Petition for Alien Fiancé(e)',
        'Index of exhibits',
        'Exhibit A: Proof of U.S. citizenship of John Smith, with English translation',
        'Exhibit A: us-passport.jpg',
        'Exhibit A: birth-certificate.pdf',
        'Exhibit A: birth-certificate-en.pdf',
        'Exhibit B: Evidence that John Smith and Olga Ivanova met in person within 2 years before filing',
        'Exhibit B: meeting-photo.png',
        'Exhibit B: meeting-photo.webp',
        `Exhibit B: meeting-tickets.heic — ${CAPTION}`,
        'Exhibit B: meeting-tickets.webp',
        'Exhibit C: Statement of intent to marry within 90 days: John Smith',
        'Exhibit C: Statement of Intent to Marry (John Smith)',
        'Exhibit D: Statement of intent to marry within 90 days: Olga Ivanova',
        'Exhibit D: Statement of Intent to Marry (Olga Ivanova)',
      ]);
      const pageOf = async (dest: unknown) => 1 + (await doc.getPageIndex((dest as [{ num: number; gen: number }])[0]));
      const starts = await Promise.all(outline.map((o) => pageOf(o.dest)));
      const n = i129fPages;
      expect(starts).toEqual([1, 2, 3, n + 3, n + 4, n + 5, n + 6, n + 8, n + 9, n + 10, n + 11, n + 12, n + 13, n + 14, n + 15, n + 16, n + 17]);
      const cover = squash(await text(doc, 1));
      expect(await text(doc, 1)).toContain('Cover Letter');
      for (const t of titles.filter((t) => /^Exhibit [A-D]: /.test(t)).filter((t, i, all) => all.findIndex((u) => u.slice(0, 10) === t.slice(0, 10)) === i)) expect(cover).toContain(squash(t));
      expect(cover).toContain(squash('Passport-style photos: one of the petitioner, John Smith, and one of the beneficiary, Olga Ivanova'));
      expect(cover).not.toContain(squash('Passport of Olga Ivanova'));
      expect(await text(doc, 3)).toMatch(/Form I-129F\s+Edition\s+01\/20\/25/);
      const index = squash(await text(doc, 3 + n));
      expect(index).toContain(squash('Index of Exhibits'));
      expect(index).toContain(squash(`Exhibit A: Proof of U.S. citizenship of John Smith, with English translation (packet pages ${n + 4}–${n + 8})`));
      expect(index).toContain(squash(`Page ${n + 12}: meeting-tickets.heic — ${CAPTION}`));
      expect(index).toContain(squash(`Page ${n + 17}: Statement of Intent to Marry, signed by Olga Ivanova`));
      expect(squash(await text(doc, 4 + n))).toBe(squash('Exhibit A Proof of U.S. citizenship of John Smith, with English translation'));
      expect(await text(doc, 6 + n)).toContain('Birth certificate page one');
      expect(await text(doc, 8 + n)).toContain('Translation of the birth certificate');
      expect(await text(doc, 11 + n)).toContain('meeting-photo.webp');
      expect(await text(doc, 11 + n)).toMatch(/it may be damaged/);
      expect(squash(await text(doc, 12 + n))).toBe(squash(CAPTION));
      expect(await text(doc, 15 + n)).toContain('I intend to marry');
      expect(summary.skipped).toEqual(['meeting-photo.webp']);
    } finally {
      await doc.destroy();
    }
  });

  it('a HEIC and a WebP upload each become one page with the picture on it (no print-separately page)', async () => {
    const i129fPages = (await PDFDocument.load(fs.readFileSync(new URL('../../../../shared/forms/i-129f.pdf', import.meta.url)), { updateMetadata: false })).getPageCount();
    const images = (await PDFDocument.load(packet, { updateMetadata: false })).getPages().map((page) => {
      const xobjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
      return (xobjects?.entries() ?? [])
        .map(([, ref]) => page.doc.context.lookup(ref))
        .filter((o): o is PDFRawStream => o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'))
        .map((o) => [o.dict.lookup(PDFName.of('Width'), PDFNumber).asNumber(), o.dict.lookup(PDFName.of('Height'), PDFNumber).asNumber()]);
    });
    const [png, broken, heic, webp] = [10, 11, 12, 13].map((n) => n + i129fPages);
    expect(images[png! - 1]).toEqual([[1100, 760]]);
    expect(images[broken! - 1]).toEqual([]);
    expect(images[heic! - 1]).toEqual([[120, 80]]);
    expect(images[webp! - 1]).toEqual([[120, 80]]);
    const doc = await openWithPdfjs(packet);
    try {
      for (const n of [heic!, webp!]) expect(await text(doc, n)).not.toMatch(/Print it separately|meeting-tickets/);
    } finally {
      await doc.destroy();
    }
  });

  it('prints every filled value: the G-1145 and each text value of the I-129F read back with pdf.js', async () => {
    const doc = await openWithPdfjs(packet);
    try {
      const g1145 = squash(await text(doc, 2));
      for (const v of ['Smith', 'John', 'john.smith@example.com', '217-555-0100']) expect(g1145).toContain(squash(v));
      let form = '';
      for (let n = 3; n < 3 + 13 && n <= doc.numPages; n++) form += squash(await text(doc, n));
      const { fields } = interview.computeFieldValues(state);
      const textValues = Object.entries(fields).filter(([, v]) => v !== 'Yes' && v !== 'Off' && v.trim() !== '');
      expect(textValues.length).toBeGreaterThan(80);
      const missing = textValues.filter(([, v]) => !form.includes(squash(v)));
      expect(missing).toEqual([]);
      // The flattened form has no fields left to change by accident.
      expect((await PDFDocument.load(packet)).getForm().getFields()).toHaveLength(0);
    } finally {
      await doc.destroy();
    }
  });

  it('the sign-here sheet names the packet pages to sign and the mailing checklist its source and date', async () => {
    const dl = await call(t.app, 'GET', `/api/file/client/download/${JOHN}/${encodeURIComponent(summary.signSheetFileName)}`, { token });
    const doc = await openWithPdfjs(new Uint8Array(dl.rawPayload));
    try {
      let all = '';
      for (let n = 1; n <= doc.numPages; n++) all += ` ${await text(doc, n)}`;
      all = all.replace(/\s+/g, ' ');
      expect(all).toContain('Packet page 12: Form I-129F, Part 5, item 4');
      expect(all).toContain('John Smith');
      expect(all).toContain('Filing fee: $675');
      expect(all).toContain('P.O. Box 660151');
      expect(all).toContain('Mailing checklist (as of 11/26/2026)');
      expect(all).toContain('verify at https://www.uscis.gov/i-129f');
      expect(all).toContain('meeting-photo.webp');
      const i129fPages = summary.pageCount - 17;
      expect(all).toContain(`Packet page ${i129fPages + 15}: Statement of Intent to Marry (Exhibit C) — signed and dated in ink by John Smith.`);
      expect(all).toContain(`Packet page ${i129fPages + 17}: Statement of Intent to Marry (Exhibit D) — signed and dated in ink by Olga Ivanova.`);
      expect(all).toContain('Not in this packet: Statement of Our Relationship.');
      expect(all).toContain('Passport-style photos: one of John Smith and one of Olga Ivanova, together in a small envelope');
    } finally {
      await doc.destroy();
    }
  });

  it('another account gets 403; an account without answers 404', async () => {
    const maria = (await login(t.app, 'maria@example.com')).token;
    expect((await call(t.app, 'POST', `/api/packet/generate/${JOHN}`, { token: maria })).statusCode).toBe(403);
    expect((await call(t.app, 'POST', '/api/packet/generate/maria@example.com', { token: maria })).statusCode).toBe(404);
  });
});
