import { TextAlignment, layoutMultilineText, type PDFFont } from 'pdf-lib';

export const FONT_SIZE = 10;
export const MIN_FONT_SIZE = 7;

/** Same inner box as pdf-lib's text appearance provider (1 pt padding, no border). */
const inner = (width: number, height: number) => ({ x: 1, y: 1, width: width - 2, height: height - 2 });

/** Font size at which a single line fits the field width (10 pt, shrinking to 7 pt), or undefined. */
export const singleLineSize = (text: string, font: PDFFont, width: number): number | undefined => {
  const avail = width - 4;
  const w10 = font.widthOfTextAtSize(text, FONT_SIZE);
  if (w10 <= avail) return FONT_SIZE;
  const size = Math.floor((FONT_SIZE * avail * 10) / w10) / 10;
  return size >= MIN_FONT_SIZE ? size : undefined;
};

const linesAt = (text: string, font: PDFFont, width: number, height: number) =>
  layoutMultilineText(text, { alignment: TextAlignment.Left, fontSize: FONT_SIZE, font, bounds: inner(width, height) });

/** Does `text` fit a multiline box at 10 pt? */
export const fitsBox = (text: string, font: PDFFont, width: number, height: number): boolean => {
  const layout = linesAt(text, font, width, height);
  return layout.lines.every((l) => l.y >= 1 - 0.01) && layout.lines.every((l) => l.width <= width - 2 + 0.01);
};

/**
 * Splits `text` at a word boundary into the longest head that fits the box (with `suffix` appended)
 * and the rest. A head is never empty when the box can hold at least one word.
 */
export const splitToFit = (text: string, font: PDFFont, width: number, height: number, suffix = ''): [string, string] => {
  if (fitsBox(text, font, width, height)) return [text, ''];
  const cuts: number[] = [];
  const re = /\s+/g;
  for (let m = re.exec(text); m; m = re.exec(text)) cuts.push(m.index);
  let lo = 0;
  let hi = cuts.length - 1;
  let best = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (fitsBox(text.slice(0, cuts[mid]) + suffix, font, width, height)) {
      best = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  if (best < 0) {
    // One very long word: cut by characters.
    let n = text.length;
    while (n > 1 && !fitsBox(text.slice(0, n) + suffix, font, width, height)) n = Math.floor(n * 0.8);
    return [text.slice(0, n) + suffix, text.slice(n)];
  }
  const cut = cuts[best]!;
  return [text.slice(0, cut) + suffix, text.slice(cut).trimStart()];
};
