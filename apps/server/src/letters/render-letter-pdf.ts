import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { LetterDoc } from '@i129f/petition/letters/drafts.ts';
import { embedNotoSansSubset } from '../pdf/fonts.ts';

const PAGE = { width: 612, height: 792, margin: 72 };
const SIZE = 12;
const LEADING = 16;
/**
 * The signature block, from the left margin: the signature line, then the date line. The caption under the signature
 * line ('Signature of <name>, <role>') wraps before the date column, so a long firm name never runs into 'Date'.
 */
const SIGNATURE = { lineEnd: 230, dateStart: 280, dateEnd: 400, captionSize: 10, captionLeading: 12 };
const CAPTION_WIDTH = SIGNATURE.dateStart - 12;

interface Fonts { regular: PDFFont; bold: PDFFont }

/**
 * Times for WinAnsi text; Noto Sans when a user's text has other characters (Ł, ő, Cyrillic …), as a subset of the
 * glyphs drawn (the whole font would add ~600 KB to the letter and the packet). `finish` writes the subset.
 */
async function fontsFor(doc: PDFDocument, text: string): Promise<Fonts & { finish(): Promise<void> }> {
  const regular = await doc.embedFont(StandardFonts.TimesRoman);
  const charset = new Set(regular.getCharacterSet());
  if ([...text].every((ch) => ch === '\n' || charset.has(ch.codePointAt(0)!))) return { regular, bold: await doc.embedFont(StandardFonts.TimesRomanBold), finish: async () => undefined };
  const noto = await embedNotoSansSubset(doc);
  return { regular: noto, bold: noto, finish: () => noto.embed() };
}

/** Splits text into lines that fit `width` at `size` (words longer than a line are cut). */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width) {
      let n = rest.length - 1;
      while (n > 1 && font.widthOfTextAtSize(rest.slice(0, n), size) > width) n--;
      lines.push(rest.slice(0, n));
      rest = rest.slice(n);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

/** Lays a letter out on US Letter pages: sender, date, recipient, subject, title, paragraphs, list, signature lines. */
export async function renderLetterPdf(letter: LetterDoc): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(letter.title);
  doc.setCreator('I-129F petition preparer');
  const all = [letter.title, ...letter.from, letter.date, ...(letter.to ?? []), letter.subject ?? '', ...letter.paragraphs, ...(letter.list ?? []), ...letter.signatures.flatMap((s) => [s.name, s.role])].join('\n');
  const fonts = await fontsFor(doc, all);
  const width = PAGE.width - 2 * PAGE.margin;
  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const need = (lines: number) => {
    if (y - lines * LEADING < PAGE.margin) {
      page = doc.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin;
    }
  };
  const write = (text: string, o: { font?: PDFFont; size?: number; indent?: number; gapAfter?: number } = {}) => {
    const font = o.font ?? fonts.regular;
    const size = o.size ?? SIZE;
    for (const line of wrap(text, font, size, width - (o.indent ?? 0))) {
      need(1);
      page.drawText(line, { x: PAGE.margin + (o.indent ?? 0), y, size, font });
      y -= LEADING;
    }
    y -= o.gapAfter ?? 0;
  };
  for (const line of letter.from) write(line);
  y -= LEADING / 2;
  write(letter.date, { gapAfter: LEADING / 2 });
  if (letter.to) {
    for (const line of letter.to) write(line);
    y -= LEADING / 2;
  }
  if (letter.subject) write(`RE: ${letter.subject}`, { font: fonts.bold, gapAfter: LEADING / 2 });
  const titleLines = wrap(letter.title, fonts.bold, 14, width);
  need(titleLines.length + 1);
  for (const line of titleLines) {
    page.drawText(line, { x: (PAGE.width - fonts.bold.widthOfTextAtSize(line, 14)) / 2, y, size: 14, font: fonts.bold });
    y -= LEADING * 1.25;
  }
  y -= LEADING / 2;
  for (const p of letter.paragraphs) write(p, { gapAfter: LEADING / 2 });
  // A numbered list with a hanging indent: the number at 18 pt, every line of the item's text at 36 pt.
  (letter.list ?? []).forEach((item, i) => {
    const lines = wrap(item, fonts.regular, SIZE, width - 36);
    lines.forEach((line, j) => {
      need(1);
      if (j === 0) page.drawText(`${i + 1}.`, { x: PAGE.margin + 18, y, size: SIZE, font: fonts.regular });
      page.drawText(line, { x: PAGE.margin + 36, y, size: SIZE, font: fonts.regular });
      y -= LEADING;
    });
  });
  y -= LEADING;
  for (const s of letter.signatures) {
    const caption = wrap(`Signature of ${s.name}, ${s.role}`, fonts.regular, SIGNATURE.captionSize, CAPTION_WIDTH);
    need(4 + caption.length);
    y -= LEADING;
    page.drawLine({ start: { x: PAGE.margin, y }, end: { x: PAGE.margin + SIGNATURE.lineEnd, y }, thickness: 0.8 });
    page.drawLine({ start: { x: PAGE.margin + SIGNATURE.dateStart, y }, end: { x: PAGE.margin + SIGNATURE.dateEnd, y }, thickness: 0.8 });
    y -= LEADING - 2;
    page.drawText('Date', { x: PAGE.margin + SIGNATURE.dateStart, y, size: SIGNATURE.captionSize, font: fonts.regular });
    for (const line of caption) {
      page.drawText(line, { x: PAGE.margin, y, size: SIGNATURE.captionSize, font: fonts.regular });
      y -= SIGNATURE.captionLeading;
    }
    y -= LEADING * 1.5 - SIGNATURE.captionLeading;
  }
  await fonts.finish();
  return doc.save({ objectsPerTick: Infinity });
}
