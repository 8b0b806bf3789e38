import { describe, expect, it } from 'vitest';
import type { LetterDoc } from '@i129f/petition/letters/drafts.ts';
import { openWithPdfjs, pageText } from '../pdf/pdf-text.ts';
import { renderLetterPdf } from './render-letter-pdf.ts';

const letter = (name: string): LetterDoc => ({
  kind: 'intent-petitioner',
  title: 'Statement of Intent to Marry',
  fileStem: 'Intent_to_Marry_Petitioner_Test',
  from: [name, '200 Elm St', 'Springfield, IL 62701'],
  date: 'November 27, 2026',
  paragraphs: [`I, ${name}, intend to marry my fiancée within 90 days of her admission to the United States.`],
  signatures: [{ name, role: 'Petitioner' }],
  editable: false,
});

describe('letter PDF fonts', () => {
  it('a WinAnsi letter uses the standard Times fonts (nothing embedded)', async () => {
    const bytes = await renderLetterPdf(letter('John Smith'));
    expect(await pageText(bytes, 1)).toContain('I, John Smith, intend to marry');
    expect(bytes.length).toBeLessThan(20_000);
  });

  it('a name outside WinAnsi (Ł, ą, Cyrillic) is drawn in Noto Sans, embedded as a subset of the glyphs used', async () => {
    const name = 'Łukasz Wąsik-Жуков';
    const bytes = await renderLetterPdf(letter(name));
    const text = await pageText(bytes, 1);
    expect(text).toContain(`I, ${name}, intend to marry`);
    expect(text).toContain(`Signature of ${name}, Petitioner`);
    // With the whole Noto Sans the letter was 317 KB; with the subset of its glyphs it is about 6 KB.
    expect(bytes.length).toBeLessThan(30_000);
  });
});

/** Every text run pdf.js extracts from the pages, with its box in points (x, baseline y, width, height). */
async function textBoxes(bytes: Uint8Array) {
  const doc = await openWithPdfjs(bytes);
  try {
    const out: { page: number; str: string; x: number; y: number; w: number; h: number }[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      for (const i of content.items) if ('str' in i && i.str.trim()) out.push({ page: n, str: i.str, x: i.transform[4], y: i.transform[5], w: i.width, h: i.height });
    }
    return out;
  } finally {
    await doc.destroy();
  }
}
const overlap = (a: { page: number; x: number; y: number; w: number; h: number }, b: typeof a) =>
  a.page === b.page && a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe('letter PDF layout', () => {
  it("a long signature caption (a preparer with a firm's name) wraps before the date column: no text box overlaps another", async () => {
    const firm = 'Lee, Gonzalez-Whitmore & Associates Immigration and Nationality Law Group PLLC';
    const bytes = await renderLetterPdf({
      ...letter('Annabelle Lee-Whitmore'),
      kind: 'cover',
      title: 'Request for a Waiver of the Multiple Filer Limitation (Extraordinary Circumstances) and Cover Letter',
      signatures: [{ name: 'Annabelle Lee-Whitmore', role: `Preparer, ${firm}` }],
    });
    const boxes = await textBoxes(bytes);
    const text = boxes.map((b) => b.str).join(' ');
    expect(text).not.toContain('PLLCDate');
    expect(text).toContain('PLLC');
    const date = boxes.find((b) => b.str === 'Date')!;
    expect(date).toBeDefined();
    for (const [i, a] of boxes.entries()) for (const b of boxes.slice(i + 1)) expect(overlap(a, b), `"${a.str}" overlaps "${b.str}"`).toBe(false);
    // The long title wraps inside the page's margins too.
    for (const b of boxes) expect(b.x + b.w).toBeLessThanOrEqual(612 - 72 + 0.5);
  });
});
