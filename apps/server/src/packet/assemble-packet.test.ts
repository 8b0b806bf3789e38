import { describe, expect, it } from 'vitest';
import { encode as encodePng } from 'fast-png';
import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { interview } from '@i129f/petition';
import { K1_COUPLE, runScript } from '@i129f/petition/transcripts/fixtures.ts';
import { draftLetters } from '@i129f/petition/letters/drafts.ts';
import { readyK1State } from '@i129f/petition/readiness/test-state.ts';
import type { FileRecord } from '../files/file-store.ts';
import { renderLetterPdf } from '../letters/render-letter-pdf.ts';
import { fillI129f } from '../pdf/fill-i129f.ts';
import { openWithPdfjs } from '../pdf/pdf-text.ts';
import { resolveTemplate } from '../pdf/resolve-template.ts';
import { assemblePacket } from './assemble-packet.ts';
import { mailingInfo } from './mailing-info.ts';
import { packetPayload } from './packet-payload.ts';
import { resolveG1145 } from './resolve-g1145.ts';

describe('assemblePacket', { timeout: 120_000 }, () => {
  it('copies the I-129F from the filled form in memory and leaves the shared template as it was', async () => {
    const state = runScript(interview, K1_COUPLE);
    const { fields, continuation } = interview.computeFieldValues(state);
    const i129fTemplatePath = resolveTemplate({});
    const fill = () => fillI129f({ template: i129fTemplatePath, values: fields, additional: continuation });
    const before = (await fill()).bytes;
    const payload = {
      i129fTemplatePath,
      g1145TemplatePath: resolveG1145({}),
      values: fields,
      additional: continuation,
      g1145: { lastName: 'Smith', firstName: 'John', middleName: '', email: 'john@example.com', mobile: '217-555-0100' },
      cover: draftLetters(state, { today: '11/26/2026', enclosures: [] }).find((l) => l.kind === 'cover')!,
      exhibits: [],
      mailing: mailingInfo(),
      k3: false,
      signers: [{ role: 'petitioner' as const, name: 'John Smith' }],
    };
    // Two packets at once: fills of one template take turns, each packet gets its own pages.
    const [a, b] = await Promise.all([assemblePacket(payload), assemblePacket({ ...payload, k3: true })]);
    expect(a.pageCount).toBe(b.pageCount);
    expect(Buffer.from((await fill()).bytes).equals(Buffer.from(before))).toBe(true);
  });
});

const rec = (name: string, documentId: number | null, o: Partial<FileRecord> = {}): FileRecord => ({
  id: `id-${name}`, ownerId: 'u', documentId, name, mime: 'image/png', size: 1, sha256: '', isTranslated: false, isGenerated: false, createdAt: 1, ...o,
});
const png = (width: number, height: number) => encodePng({ width, height, channels: 3, depth: 8, data: new Uint8Array(width * height * 3).fill(120) });

type Run = { str: string; x: number; y: number; w: number; h: number };
/** Each page's text runs (with boxes) and the boxes of the pictures drawn on it, as pdf.js reads them. */
async function readPages(bytes: Uint8Array) {
  const doc = await openWithPdfjs(bytes);
  try {
    const pages: { text: string; runs: Run[]; images: { x: number; y: number; w: number; h: number }[] }[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const runs = (await page.getTextContent()).items.flatMap((i) => ('str' in i && i.str.trim() ? [{ str: i.str, x: i.transform[4], y: i.transform[5], w: i.width, h: i.height }] : []));
      const ops = await page.getOperatorList();
      const images: { x: number; y: number; w: number; h: number }[] = [];
      let last: number[] = [];
      ops.fnArray.forEach((fn, k) => {
        if (fn === OPS.transform) last = ops.argsArray[k] as number[];
        if (fn === OPS.paintImageXObject) images.push({ x: last[4]!, y: last[5]!, w: last[0]!, h: last[3]! });
      });
      pages.push({ text: runs.map((r) => r.str).join(' ').replace(/\s+/g, ' '), runs, images });
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}

describe('the packet holds the letters, the captioned photos and a cover letter listing them', { timeout: 120_000 }, () => {
  it("letters and photos are bookmarked exhibits; the cover letter lists each exhibit by letter and title; the caption prints under its photo and in the index; the sign-here sheet names each letter's signers and page", async () => {
    const state = readyK1State();
    Object.assign(state.answers, { 'preparer.has': 'Yes', 'preparer.given': 'Ann', 'preparer.family': 'Lee', 'preparer.org': 'Lee, Gonzalez-Whitmore & Associates Immigration Law Group PLLC' });
    const today = '11/26/2026';
    const caption = '05/10/2024, Kazan, Russia: John Smith and Olga Ivanova at the Kul Sharif mosque on the first day we met in person, with her sister Anna and her husband Pavel';
    const relationship = draftLetters(state, { today, enclosures: [], relationshipText: 'We met online in 2023.\n\nWe met in Kazan in May 2024.' }).find((l) => l.kind === 'relationship')!;
    const uploads = [
      rec('passport.png', 6),
      rec('kazan.png', 22, { createdAt: 2 }),
      rec('tickets.png', 22, { createdAt: 3 }),
      rec('john-2x2.png', 28),
      rec('Relationship_Statement_Smith_2026-11-25.pdf', null, { isGenerated: true, mime: 'application/pdf' }),
    ];
    const bytes: Record<string, Uint8Array> = {
      'passport.png': png(500, 350),
      'kazan.png': png(800, 600),
      'tickets.png': png(600, 800),
      'john-2x2.png': png(200, 200),
      'Relationship_Statement_Smith_2026-11-25.pdf': await renderLetterPdf(relationship),
    };
    const { payload, plan } = await packetPayload({
      state,
      uploads,
      bytesOf: async (f) => bytes[f.name]!,
      captions: new Map([['id-kazan.png', caption]]),
      today,
      i129fTemplatePath: resolveTemplate({}),
      g1145TemplatePath: resolveG1145({}),
    });
    const r = await assemblePacket(payload);
    const titles = r.bookmarks.map((b) => b.title);
    expect(titles).toEqual(expect.arrayContaining([
      'Exhibit A: Proof of U.S. citizenship of John Smith',
      'Exhibit B: Statement of Our Relationship (John Smith)',
      `Exhibit B: kazan.png — ${caption}`,
      'Exhibit B: tickets.png',
      'Exhibit C: Statement of Intent to Marry (John Smith)',
      'Exhibit D: Statement of Intent to Marry (Olga Ivanova)',
    ]));
    // The passport-style photo is enclosed in its envelope: no page of its own.
    expect(titles.join('\n')).not.toContain('john-2x2');

    const pages = await readPages(r.packet);
    const cover = pages.slice(0, r.bookmarks.find((b) => b.title.startsWith('Form G-1145'))!.pageIndex).map((p) => p.text).join(' ');
    expect(cover).toContain("I submit a Form I-129F petition for the petitioner's fiancée, Olga Ivanova");
    expect(cover).not.toMatch(/\bmy fianc/);
    expect(plan.exhibits).toHaveLength(4);
    for (const e of plan.exhibits) expect(cover).toContain(`Exhibit ${e.letter}: ${e.title}`);
    expect(cover).toContain('Passport-style photos: one of the petitioner, John Smith, and one of the beneficiary, Olga Ivanova, in a small envelope');
    // The cover letter's signature caption does not run into 'Date'.
    expect(cover).not.toContain('PLLCDate');

    const index = pages[r.bookmarks.find((b) => b.title === 'Index of exhibits')!.pageIndex]!.text;
    expect(index).toContain(`kazan.png — ${caption}`);
    expect(index).toContain('Statement of Intent to Marry, signed by Olga Ivanova');

    const photo = pages[r.bookmarks.find((b) => b.title.startsWith('Exhibit B: kazan.png'))!.pageIndex]!;
    expect(photo.images).toHaveLength(1);
    expect(photo.text).toBe(caption);
    const image = photo.images[0]!;
    for (const run of photo.runs) {
      expect(run.y + run.h, `caption line "${run.str}" reaches into the photo`).toBeLessThanOrEqual(image.y);
      expect(run.x).toBeGreaterThanOrEqual(36);
      expect(run.x + run.w).toBeLessThanOrEqual(612 - 36);
    }
    expect(photo.runs.length).toBeGreaterThan(1);

    const sheet = (await readPages(r.signSheet)).map((p) => p.text).join(' ');
    const pageOf = (title: string) => r.bookmarks.find((b) => b.title === title)!.pageIndex + 1;
    expect(sheet).toContain(`Packet page ${pageOf('Exhibit C: Statement of Intent to Marry (John Smith)')}: Statement of Intent to Marry (Exhibit C) — signed and dated in ink by John Smith.`);
    expect(sheet).toContain(`Packet page ${pageOf('Exhibit D: Statement of Intent to Marry (Olga Ivanova)')}: Statement of Intent to Marry (Exhibit D) — signed and dated in ink by Olga Ivanova.`);
    expect(sheet).toContain(`Packet page ${pageOf('Exhibit B: Statement of Our Relationship (John Smith)')}: Statement of Our Relationship (Exhibit B) — signed and dated in ink by John Smith.`);
    expect(sheet).toContain('the cover letter — signed and dated by Ann Lee.');
  });

  it('for a Spanish reader the sheet, the exhibit list and the checklist are in Spanish; the packet stays English', async () => {
    const state = readyK1State();
    const { payload } = await packetPayload({
      state,
      uploads: [rec('passport.png', 6)],
      bytesOf: async () => png(100, 100),
      language: 'es',
      today: '11/26/2026',
      i129fTemplatePath: resolveTemplate({}),
      g1145TemplatePath: resolveG1145({}),
    });
    expect(payload.exhibits[0]).toMatchObject({ title: 'Proof of U.S. citizenship of John Smith', readerTitle: expect.stringMatching(/ciudadan/i) });
    expect(payload.cover.paragraphs.join(' ')).toContain('Please find enclosed a Form I-129F petition for my fiancée');
    expect(payload.mailing.checklist[0]).toMatch(/^Firme el Formulario I-129F/);
    expect(payload.mailing.mailTo.usps).toEqual(mailingInfo().mailTo.usps);
  });
});
