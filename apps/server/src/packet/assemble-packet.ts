import { PDFDocument, ParseSpeeds, type PDFPage } from 'pdf-lib';
import type { LetterDoc } from '@i129f/petition/letters/drafts.ts';
import { renderLetterPdf } from '../letters/render-letter-pdf.ts';
import { fillI129f, type AdditionalEntry } from '../pdf/fill-i129f.ts';
import { loadTemplate } from '../pdf/load-template.ts';
import { fillG1145, type G1145Values } from './fill-g1145.ts';
import { flattenWidgets } from './flatten-widgets.ts';
import type { MailingInfo } from './mailing-info.ts';
import { addOutline, type Bookmark } from './outline.ts';
import { signAndMailBlocks, type Signer } from './sign-sheet.ts';
import { addTabPage, addTextPages } from './text-pages.ts';

export interface PacketFile {
  name: string;
  mime: string;
  bytes: Uint8Array;
}

export interface PacketExhibit {
  letter: string;
  title: string;
  files: PacketFile[];
}

export interface PacketPayload {
  i129fTemplatePath: string;
  g1145TemplatePath: string;
  /** computeFieldValues(state).fields and .continuation (the generate call's body). */
  values: Record<string, string>;
  additional: AdditionalEntry[];
  g1145: G1145Values;
  cover: LetterDoc;
  exhibits: PacketExhibit[];
  mailing: MailingInfo;
  k3: boolean;
  signers: Signer[];
}

export interface PacketResult {
  packet: Uint8Array;
  /** The separate sign-here sheet and mailing checklist (for the couple; not mailed). */
  signSheet: Uint8Array;
  pageCount: number;
  bookmarks: Bookmark[];
  /** Uploads that could not become pages (HEIC, WebP, encrypted or broken PDFs): listed on a page of their own. */
  skipped: string[];
}

/** In a worker thread nothing needs the parser to yield (pdf-lib's default pauses every 100 objects: ~4x slower). */
const FAST = { updateMetadata: false, parseSpeed: ParseSpeeds.Fastest } as const;
const SAVE = { objectsPerTick: Infinity } as const;
const MARGIN = 36;
const LETTER = { width: 612, height: 792 };

/** An exhibit file as packet pages: a JPEG/PNG becomes one page, scaled to fit; a PDF's pages are copied. */
async function filePages(doc: PDFDocument, file: PacketFile, skipped: string[]): Promise<PDFPage[]> {
  try {
    if (file.mime === 'image/jpeg' || file.mime === 'image/png') {
      const image = file.mime === 'image/jpeg' ? await doc.embedJpg(file.bytes) : await doc.embedPng(file.bytes);
      const page = doc.addPage([LETTER.width, LETTER.height]);
      const scale = Math.min((LETTER.width - 2 * MARGIN) / image.width, (LETTER.height - 2 * MARGIN) / image.height, 1);
      const w = image.width * scale;
      const h = image.height * scale;
      page.drawImage(image, { x: (LETTER.width - w) / 2, y: (LETTER.height - h) / 2, width: w, height: h });
      return [page];
    }
    if (file.mime === 'application/pdf') {
      const src = await PDFDocument.load(file.bytes, FAST);
      const copied = await doc.copyPages(src, src.getPageIndices());
      return copied.map((p) => doc.addPage(p));
    }
  } catch {
    // falls through to the placeholder page
  }
  skipped.push(file.name);
  return addTextPages(doc, [
    { text: file.name, bold: true, size: 14, gap: 8 },
    { text: `This file (${file.mime}) could not be turned into printed pages here. Print it separately and put it in this place of the packet.` },
  ]);
}

/**
 * The filing packet, in order: cover letter, G-1145 (filled), I-129F (filled from the answers, flattened), exhibit
 * index, then each exhibit behind its tab page. Bookmarks for each part and exhibit. Also the separate sign-here
 * sheet and mailing checklist. Runs in the worker pool (packet/assemble.task.ts).
 */
export async function assemblePacket(p: PacketPayload): Promise<PacketResult> {
  const doc = await PDFDocument.create();
  doc.setTitle('Form I-129F filing packet');
  doc.setCreator('I-129F petition preparer');
  const bookmarks: Bookmark[] = [];
  const skipped: string[] = [];
  const append = async (bytes: Uint8Array | PDFDocument, title: string) => {
    const src = bytes instanceof PDFDocument ? bytes : await PDFDocument.load(bytes, FAST);
    bookmarks.push({ title, pageIndex: doc.getPageCount() });
    for (const page of await doc.copyPages(src, src.getPageIndices())) doc.addPage(page);
  };

  const [coverBytes, g1145, filled, template] = await Promise.all([
    renderLetterPdf(p.cover),
    fillG1145(p.g1145TemplatePath, p.g1145),
    fillI129f({ template: p.i129fTemplatePath, values: p.values, additional: p.additional }),
    loadTemplate(p.i129fTemplatePath),
  ]);
  await append(coverBytes, 'Cover letter');
  await append(g1145, 'Form G-1145, e-Notification of Application/Petition Acceptance');
  const i129f = await PDFDocument.load(filled.bytes, FAST);
  flattenWidgets(i129f);
  const i129fStart = doc.getPageCount();
  await append(i129f, 'Form I-129F, Petition for Alien Fiancé(e)');

  // Exhibit index: page numbers are known once each exhibit's files are loaded, so lay the exhibits out in a
  // scratch document first (cheap: pages reference the same embedded objects after copyPages).
  const scratch = await PDFDocument.create();
  const counts: number[] = [];
  for (const e of p.exhibits) {
    let n = 1;
    for (const f of e.files) n += (await filePages(scratch, f, [])).length;
    counts.push(n);
  }
  const indexStart = doc.getPageCount();
  const indexProbe = await PDFDocument.create();
  const indexBlocks = (first: number) => {
    let at = first;
    return [
      { text: 'Index of Exhibits', bold: true, size: 16, gap: 10, center: true },
      ...p.exhibits.map((e, i) => {
        const line = { text: `Exhibit ${e.letter}: ${e.title} (packet page ${at + 1}${counts[i]! > 1 ? `–${at + counts[i]!}` : ''})`, gap: 4 };
        at += counts[i]!;
        return line;
      }),
      ...(p.exhibits.length === 0 ? [{ text: 'No evidence was uploaded.' }] : []),
    ];
  };
  const indexPages = (await addTextPages(indexProbe, indexBlocks(0))).length;
  bookmarks.push({ title: 'Index of exhibits', pageIndex: indexStart });
  await addTextPages(doc, indexBlocks(indexStart + indexPages));
  for (const e of p.exhibits) {
    bookmarks.push({ title: `Exhibit ${e.letter}: ${e.title}`, pageIndex: doc.getPageCount() });
    await addTabPage(doc, e.letter, e.title);
    for (const f of e.files) await filePages(doc, f, skipped);
  }
  addOutline(doc, bookmarks);
  const pageCount = doc.getPageCount();

  const sheet = await PDFDocument.create();
  sheet.setTitle('Sign here and mailing checklist');
  const pageOf = (name: string) => i129fStart + (template.fields.get(name)?.page ?? 1);
  await addTextPages(sheet, signAndMailBlocks({ ...p, pageOf, pageCount, skipped }));
  return { packet: await doc.save(SAVE), signSheet: await sheet.save(SAVE), pageCount, bookmarks, skipped };
}
