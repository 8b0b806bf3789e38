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
import { pagesOf, placeFile, prepareFile, type PacketFile, type PreparedFile } from './exhibit-files.ts';
import { checkExhibitPdfs, ExhibitTooHeavy, MAX_PACKET_EXHIBIT_PAGES } from './exhibit-limits.ts';

export type { PacketFile } from './exhibit-files.ts';

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
  /** Uploads that could not become pages (encrypted or broken files, pictures over the pixel cap): a page of their own says why. */
  skipped: string[];
}

/** In a worker thread nothing needs the parser to yield (pdf-lib's default pauses every 100 objects: ~4x slower). */
const FAST = { updateMetadata: false, parseSpeed: ParseSpeeds.Fastest } as const;
const SAVE = { objectsPerTick: Infinity } as const;

/**
 * The filing packet, in order: cover letter, G-1145 (filled), I-129F (filled from the answers, flattened), exhibit
 * index, then each exhibit behind its tab page. Bookmarks for each part and exhibit. Also the separate sign-here
 * sheet and mailing checklist. Runs in the worker pool (packet/assemble.task.ts).
 */
export async function assemblePacket(p: PacketPayload): Promise<PacketResult> {
  // Before any work: what the uploaded PDFs unpack to (issue 23.1; a decompression bomb throws ExhibitTooHeavy).
  await checkExhibitPdfs(p.exhibits.flatMap((e) => e.files));
  const doc = await PDFDocument.create();
  doc.setTitle('Form I-129F filing packet');
  doc.setCreator('I-129F petition preparer');
  const bookmarks: Bookmark[] = [];
  const skipped: string[] = [];
  const append = (pages: PDFPage[], title: string) => {
    bookmarks.push({ title, pageIndex: doc.getPageCount() });
    for (const page of pages) doc.addPage(page);
  };
  const copyAll = async (src: PDFDocument) => doc.copyPages(src, src.getPageIndices());

  // The I-129F is flattened and copied from the filled form in memory (fill-i129f's inMemory): parsing the 1.3 MB
  // file it writes would cost more than everything else here.
  let i129fPages: PDFPage[] = [];
  const [coverBytes, g1145] = await Promise.all([
    renderLetterPdf(p.cover),
    fillG1145(p.g1145TemplatePath, p.g1145),
    fillI129f({
      template: p.i129fTemplatePath,
      values: p.values,
      additional: p.additional,
      inMemory: async (filled) => {
        flattenWidgets(filled);
        i129fPages = await copyAll(filled);
      },
    }),
  ]);
  const template = await loadTemplate(p.i129fTemplatePath);
  append(await copyAll(await PDFDocument.load(coverBytes, FAST)), 'Cover letter');
  append(await copyAll(g1145), 'Form G-1145, e-Notification of Application/Petition Acceptance');
  const i129fStart = doc.getPageCount();
  append(i129fPages, 'Form I-129F, Petition for Alien Fiancé(e)');

  // Exhibit index: page numbers are known once each upload is embedded (or copied) into the packet, which is done
  // once here; the pages are placed after the index. The probe document only measures generated text pages.
  const indexProbe = await PDFDocument.create();
  const prepared: PreparedFile[][] = [];
  let exhibitPages = 0;
  for (const e of p.exhibits) {
    const files: PreparedFile[] = [];
    for (const f of e.files) {
      const file = await prepareFile(doc, indexProbe, f);
      exhibitPages += pagesOf(file);
      if (exhibitPages > MAX_PACKET_EXHIBIT_PAGES) throw new ExhibitTooHeavy({ name: f.name, limit: 'packetPages', found: exhibitPages, max: MAX_PACKET_EXHIBIT_PAGES });
      files.push(file);
    }
    prepared.push(files);
  }
  const counts = prepared.map((files) => files.reduce((n, f) => n + pagesOf(f), 1));
  const indexStart = doc.getPageCount();
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
  for (const [i, e] of p.exhibits.entries()) {
    bookmarks.push({ title: `Exhibit ${e.letter}: ${e.title}`, pageIndex: doc.getPageCount() });
    await addTabPage(doc, e.letter, e.title);
    for (const [j, f] of prepared[i]!.entries()) {
      if (f.kind === 'skipped') skipped.push(e.files[j]!.name);
      await placeFile(doc, f);
    }
  }
  addOutline(doc, bookmarks);
  const pageCount = doc.getPageCount();

  const sheet = await PDFDocument.create();
  sheet.setTitle('Sign here and mailing checklist');
  const pageOf = (name: string) => i129fStart + (template.fields.get(name)?.page ?? 1);
  await addTextPages(sheet, signAndMailBlocks({ ...p, pageOf, pageCount, skipped }));
  return { packet: await doc.save(SAVE), signSheet: await sheet.save(SAVE), pageCount, bookmarks, skipped };
}
