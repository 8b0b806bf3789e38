import { PDFArray, PDFDict, PDFName, StandardFonts, rgb, type PDFFont, type PDFRef } from 'pdf-lib';
import type { FontSet } from './fonts.ts';
import type { Fork } from './fork-template.ts';
import type { Part8Header } from './part8.ts';
import type { AdditionalEntry } from './plan-fill.ts';

const MARGIN = 54;
const SIZE = 10;
const LEADING = 13;

interface Line {
  text: string;
  font: PDFFont;
  size: number;
  gapBefore: number;
}

/**
 * Word-wraps `text` (keeping its own line breaks) to `width` points. Linear in the text: each word
 * is measured once and a line's width is the sum of its words and spaces (Courier-Bold has no
 * kerning); a word wider than the line is cut by summed character widths.
 */
const wrap = (text: string, font: PDFFont, size: number, width: number): string[] => {
  const out: string[] = [];
  const charWidths = new Map<string, number>();
  const charWidth = (c: string) => {
    let w = charWidths.get(c);
    if (w === undefined) charWidths.set(c, (w = font.widthOfTextAtSize(c, size)));
    return w;
  };
  const space = charWidth(' ');
  for (const para of text.split('\n')) {
    let line = '';
    let lineWidth = 0;
    for (const word of para.split(/\s+/).filter(Boolean)) {
      let w = word;
      let ww = font.widthOfTextAtSize(w, size);
      if (ww > width) {
        // Cut into pieces that fit, by character widths (a piece holds at least one character).
        let start = 0;
        while (start < w.length) {
          let n = start;
          let acc = 0;
          while (n < w.length && acc + charWidth(w[n]!) <= width) acc += charWidth(w[n++]!);
          if (n === start) n++;
          if (n >= w.length) break; // the last piece continues like a word
          if (line) out.push(line);
          out.push(w.slice(start, n));
          line = '';
          lineWidth = 0;
          start = n;
        }
        w = w.slice(start);
        ww = font.widthOfTextAtSize(w, size);
      }
      const nextWidth = line ? lineWidth + space + ww : ww;
      if (nextWidth <= width) {
        line = line ? `${line} ${w}` : w;
        lineWidth = nextWidth;
      } else {
        out.push(line);
        line = w;
        lineWidth = ww;
      }
    }
    out.push(line);
  }
  return out;
};

/** Makes the page tree's inner nodes writable in this fork (addPage updates their Kids and Count). */
const ownPageTree = (fork: Fork): void => {
  const visit = (ref: PDFRef) => {
    const node = fork.own<PDFDict>(ref);
    const kids = fork.ownIn<PDFArray>(node, PDFName.of('Kids'));
    for (const kid of kids?.asArray() ?? []) {
      const dict = fork.context.lookup(kid);
      if (dict instanceof PDFDict && dict.get(PDFName.of('Type')) === PDFName.of('Pages')) visit(kid as PDFRef);
    }
  };
  visit(fork.doc.catalog.get(PDFName.of('Pages')) as PDFRef);
};

/**
 * Appends continuation sheets for Part 8 entries that did not fit boxes 3–7: the same header
 * (name, A-Number), then each entry's page/part/item and its full text, wrapped, over as many
 * pages as needed; a signature and date line on every sheet.
 */
export const drawContinuationPages = async (
  fork: Fork,
  pageSize: { width: number; height: number },
  header: Part8Header,
  entries: AdditionalEntry[],
  fonts: FontSet,
): Promise<number> => {
  if (!entries.length) return 0;
  const { doc } = fork;
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const width = pageSize.width - 2 * MARGIN;
  const lines: Line[] = [];
  for (const e of entries) {
    lines.push({ text: `Page Number: ${e.page}    Part Number: ${e.part}    Item Number: ${e.item}`, font: bold, size: SIZE, gapBefore: 10 });
    const font = await fonts.pick(e.text);
    for (const t of wrap(e.text, font, SIZE, width)) lines.push({ text: t, font, size: SIZE, gapBefore: 0 });
  }
  const top = pageSize.height - MARGIN - 70;
  const bottom = MARGIN + 40;
  const pages: Line[][] = [[]];
  let y = top;
  for (const line of lines) {
    const need = LEADING + line.gapBefore;
    if (y - need < bottom && pages.at(-1)!.length) {
      pages.push([]);
      y = top;
    }
    pages.at(-1)!.push(line);
    y -= need;
  }
  const headerFont = await fonts.pick(Object.values(header).join(' '));
  ownPageTree(fork);
  pages.forEach((pageLines, i) => {
    const page = doc.addPage([pageSize.width, pageSize.height]);
    const h = pageSize.height;
    page.drawText('Form I-129F   Part 8. Additional Information (continued)', { x: MARGIN, y: h - MARGIN, size: 12, font: bold });
    page.drawText(`Continuation sheet ${i + 1} of ${pages.length}`, { x: pageSize.width - MARGIN - 130, y: h - MARGIN, size: 9, font: regular });
    const name = [`1.a Family Name: ${header.family}`, `1.b Given Name: ${header.given}`, `1.c Middle Name: ${header.middle}`];
    page.drawText(name.join('    '), { x: MARGIN, y: h - MARGIN - 22, size: 9, font: headerFont });
    page.drawText(`2. A-Number (if any): ${header.aNumber ? `A-${header.aNumber}` : ''}`, { x: MARGIN, y: h - MARGIN - 36, size: 9, font: headerFont });
    page.drawLine({ start: { x: MARGIN, y: h - MARGIN - 46 }, end: { x: pageSize.width - MARGIN, y: h - MARGIN - 46 }, thickness: 0.75, color: rgb(0, 0, 0) });
    let yy = top;
    for (const line of pageLines) {
      yy -= LEADING + line.gapBefore;
      if (line.text) page.drawText(line.text, { x: MARGIN, y: yy, size: line.size, font: line.font });
    }
    page.drawText("Petitioner's signature: ________________________________    Date (mm/dd/yyyy): ______________", {
      x: MARGIN,
      y: MARGIN,
      size: 9,
      font: regular,
    });
  });
  // Standard fonts are only written when a document is saved; the fill appends an incremental update
  // instead, so write their dictionaries now or the sheet refers to objects that do not exist.
  await bold.embed();
  await regular.embed();
  return pages.length;
};
