import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { wrap } from '../letters/render-letter-pdf.ts';

/** One block of text on a generated page (headings, lines, list items). */
export interface Block {
  text: string;
  size?: number;
  bold?: boolean;
  indent?: number;
  /** Extra space after the block, in points. */
  gap?: number;
  center?: boolean;
}

const PAGE = { width: 612, height: 792, margin: 72 };

type Fonts = { regular: PDFFont; bold: PDFFont; clean: (s: string) => string };
const embedded = new WeakMap<PDFDocument, Promise<Fonts>>();

/**
 * Helvetica that drops characters it cannot print (generated pages carry names typed in Latin letters), embedded
 * once per document (every text and tab page of the packet shares the same two font objects).
 */
export function standardFonts(doc: PDFDocument): Promise<Fonts> {
  let fonts = embedded.get(doc);
  if (!fonts) {
    fonts = embedStandardFonts(doc);
    embedded.set(doc, fonts);
  }
  return fonts;
}

async function embedStandardFonts(doc: PDFDocument): Promise<Fonts> {
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const allowed = new Set(regular.getCharacterSet());
  return { regular, bold, clean: (s) => [...s].map((ch) => (allowed.has(ch.codePointAt(0)!) ? ch : '?')).join('') };
}

/** Writes blocks onto as many US Letter pages as they need; returns the pages added. */
export async function addTextPages(doc: PDFDocument, blocks: readonly Block[]): Promise<PDFPage[]> {
  const f = await standardFonts(doc);
  const pages: PDFPage[] = [doc.addPage([PAGE.width, PAGE.height])];
  let y = PAGE.height - PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;
  for (const b of blocks) {
    const size = b.size ?? 11;
    const font = b.bold ? f.bold : f.regular;
    const leading = size * 1.35;
    for (const line of wrap(f.clean(b.text), font, size, width - (b.indent ?? 0))) {
      if (y - leading < PAGE.margin) {
        pages.push(doc.addPage([PAGE.width, PAGE.height]));
        y = PAGE.height - PAGE.margin;
      }
      const x = b.center ? (PAGE.width - font.widthOfTextAtSize(line, size)) / 2 : PAGE.margin + (b.indent ?? 0);
      pages[pages.length - 1]!.drawText(line, { x, y: y - size, size, font });
      y -= leading;
    }
    y -= b.gap ?? 0;
  }
  return pages;
}

/** A tab page: the exhibit letter large in the middle, its title under it. */
export async function addTabPage(doc: PDFDocument, letter: string, title: string): Promise<PDFPage> {
  const f = await standardFonts(doc);
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const head = `Exhibit ${letter}`;
  page.drawText(head, { x: (PAGE.width - f.bold.widthOfTextAtSize(head, 40)) / 2, y: PAGE.height / 2 + 20, size: 40, font: f.bold });
  wrap(f.clean(title), f.regular, 16, PAGE.width - 2 * PAGE.margin).forEach((line, i) => {
    page.drawText(line, { x: (PAGE.width - f.regular.widthOfTextAtSize(line, 16)) / 2, y: PAGE.height / 2 - 20 - i * 22, size: 16, font: f.regular });
  });
  return page;
}
