import { PDFDocument, ParseSpeeds, type PDFPage } from 'pdf-lib';
import type { LetterDoc } from '@i129f/petition/letters/drafts.ts';
import type { Language } from '@i129f/petition/i18n/languages.ts';
import { renderLetterPdf } from '../letters/render-letter-pdf.ts';
import { fillI129f, type AdditionalEntry } from '../pdf/fill-i129f.ts';
import { loadTemplate } from '../pdf/load-template.ts';
import { fillG1145, type G1145Values } from './fill-g1145.ts';
import { flattenWidgets } from './flatten-widgets.ts';
import type { MailingInfo } from './mailing-info.ts';
import { addOutline, type Bookmark } from './outline.ts';
import { signAndMailBlocks, type LetterToSign, type Signer } from './sign-sheet.ts';
import { addTabPage, addTextPages } from './text-pages.ts';
import { exhibitIndexBlocks, fileLabel, letterLine } from './exhibit-index.ts';
import { pagesOf, placeFile, prepareFile, type PacketFile, type PreparedFile } from './exhibit-files.ts';
import { checkExhibitPdfs, ExhibitTooHeavy, MAX_PACKET_EXHIBIT_PAGES } from './exhibit-limits.ts';

export type { PacketFile } from './exhibit-files.ts';

/** One of the product's letters in an exhibit: rendered here from `doc`, or the PDF the user generated (a letter they complete). */
export interface PacketLetter {
  doc: LetterDoc;
  pdf?: Uint8Array;
}

export interface PacketExhibit {
  letter: string;
  title: string;
  /** The title in the couple's language, for their own list on the sign-here sheet (default: the English title). */
  readerTitle?: string;
  /** The product's letters, printed first (intent to marry, relationship statement, waiver request). */
  letters?: PacketLetter[];
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
  /** Titles of the letters the user completes that are not in the packet (never generated): the sign-here sheet says so. */
  notGenerated?: string[];
  /** The couple's reading language (default English): the sign-here sheet and mailing checklist are in it (the packet stays English). */
  language?: Language;
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
 * index, then each exhibit behind its tab page: the product's letters first, then the uploads (a picture with its
 * caption under it). Bookmarks for each part, exhibit and letter. Also the separate sign-here sheet (each signature
 * place with its packet page) and mailing checklist. Runs in the worker pool (packet/assemble.task.ts).
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
  const coverPages = await copyAll(await PDFDocument.load(coverBytes, FAST));
  append(coverPages, 'Cover letter');
  append(await copyAll(g1145), 'Form G-1145, e-Notification of Application/Petition Acceptance');
  const i129fStart = doc.getPageCount();
  append(i129fPages, 'Form I-129F, Petition for Alien Fiancé(e)');

  // Exhibit index: page numbers are known once each letter and upload is embedded (or copied) into the packet, which is
  // done once here; the pages are placed after the index. The probe document only measures generated text pages.
  const indexProbe = await PDFDocument.create();
  const prepared: { letters: PreparedFile[]; files: PreparedFile[] }[] = [];
  let exhibitPages = 0;
  const count = (name: string, file: PreparedFile) => {
    exhibitPages += pagesOf(file);
    if (exhibitPages > MAX_PACKET_EXHIBIT_PAGES) throw new ExhibitTooHeavy({ name, limit: 'packetPages', found: exhibitPages, max: MAX_PACKET_EXHIBIT_PAGES });
    return file;
  };
  for (const e of p.exhibits) {
    const letters: PreparedFile[] = [];
    for (const l of e.letters ?? []) letters.push(count(l.doc.title, await prepareFile(doc, indexProbe, { name: l.doc.title, mime: 'application/pdf', bytes: l.pdf ?? (await renderLetterPdf(l.doc)) })));
    const files: PreparedFile[] = [];
    // Two at a time: a phone photo's reduction runs in sharp's own thread (shrink-jpeg.ts), so two use both cores.
    for (let j = 0; j < e.files.length; j += 2) {
      const pair = e.files.slice(j, j + 2);
      const done = await Promise.all(pair.map((f) => prepareFile(doc, indexProbe, f)));
      done.forEach((f, k) => files.push(count(pair[k]!.name, f)));
    }
    prepared.push({ letters, files });
  }
  const indexed = p.exhibits.map((e, i) => ({
    letter: e.letter,
    title: e.title,
    items: [
      ...(e.letters ?? []).map((l, j) => ({ label: letterLine(l.doc), pages: pagesOf(prepared[i]!.letters[j]!) })),
      ...e.files.map((f, j) => ({ label: fileLabel(f.name, f.caption), pages: pagesOf(prepared[i]!.files[j]!) })),
    ],
  }));
  const indexStart = doc.getPageCount();
  const indexPages = (await addTextPages(indexProbe, exhibitIndexBlocks(indexed, 0))).length;
  bookmarks.push({ title: 'Index of exhibits', pageIndex: indexStart });
  await addTextPages(doc, exhibitIndexBlocks(indexed, indexStart + indexPages));
  const toSign: LetterToSign[] = [];
  const exhibitPagesOf: { letter: string; title: string; first: number; last: number }[] = [];
  for (const [i, e] of p.exhibits.entries()) {
    const first = doc.getPageCount();
    bookmarks.push({ title: `Exhibit ${e.letter}: ${e.title}`, pageIndex: first });
    await addTabPage(doc, e.letter, e.title);
    for (const [j, l] of (e.letters ?? []).entries()) {
      bookmarks.push({ title: `Exhibit ${e.letter}: ${l.doc.title} (${l.doc.signatures.map((s) => s.name).join(', ')})`, pageIndex: doc.getPageCount() });
      await placeFile(doc, prepared[i]!.letters[j]!);
      if (l.doc.signatures.length) toSign.push({ title: l.doc.title, exhibit: e.letter, page: doc.getPageCount(), signers: l.doc.signatures.map((s) => s.name) });
    }
    for (const [j, f] of prepared[i]!.files.entries()) {
      const file = e.files[j]!;
      if (f.kind === 'skipped') skipped.push(file.name);
      bookmarks.push({ title: `Exhibit ${e.letter}: ${fileLabel(file.name, file.caption)}`, pageIndex: doc.getPageCount() });
      await placeFile(doc, f, file.caption);
    }
    exhibitPagesOf.push({ letter: e.letter, title: e.readerTitle ?? e.title, first: first + 1, last: doc.getPageCount() });
  }
  addOutline(doc, bookmarks);
  const pageCount = doc.getPageCount();

  const sheet = await PDFDocument.create();
  sheet.setTitle('Sign here and mailing checklist');
  const pageOf = (name: string) => i129fStart + (template.fields.get(name)?.page ?? 1);
  await addTextPages(
    sheet,
    signAndMailBlocks({
      ...p,
      notGenerated: p.notGenerated ?? [],
      pageOf,
      pageCount,
      skipped,
      cover: { page: coverPages.length, signer: p.cover.signatures[0]?.name ?? '' },
      letters: toSign,
      exhibits: exhibitPagesOf,
    }),
  );
  return { packet: await doc.save(SAVE), signSheet: await sheet.save(SAVE), pageCount, bookmarks, skipped };
}
