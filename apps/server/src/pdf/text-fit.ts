import { StandardFontEmbedder, TextAlignment, layoutMultilineText, type PDFFont } from 'pdf-lib';

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

/**
 * Does `text` fit a multiline box at 10 pt? pdf-lib's own layout (what the appearance stream draws).
 * Its cost grows with the square of a paragraph's length: only for short texts (the linear model
 * below decides for long ones).
 */
export const fitsBox = (text: string, font: PDFFont, width: number, height: number): boolean => {
  const layout = linesAt(text, font, width, height);
  return layout.lines.every((l) => l.y >= 1 - 0.01) && layout.lines.every((l) => l.width <= width - 2 + 0.01);
};

// ---------------------------------------------------------------------------------------------------
// A linear model of pdf-lib's layoutMultilineText. Its splitOutLines tries the whole remaining
// paragraph, then each earlier whitespace position, measuring the whole prefix each time; the old
// splitToFit ran that layout once per binary-search probe, and Part 8 ran splitToFit once per box.
// Here every word (and whitespace character) is measured once, prefix widths are sums, and one greedy
// pass over the text gives the same lines: the largest whitespace break (or the paragraph end) whose
// prefix is narrower than the box, lines after a break trimmed, an unbreakable chunk on its own line.
// Courier-Bold (every Latin value) has no kerning, so sums are exact; for embedded fonts (kerning
// and shaping inside a word are measured, across a space are not) the chosen head is re-checked with
// pdf-lib's own layout, which is cheap because a head is at most one box of text.
// ---------------------------------------------------------------------------------------------------

const WS = /\s/;
const LINE_BREAK = /[\n\f\r\u000B]/;

/** pdf-lib's cleanText with a map back to the original positions: tabs etc. → 4 spaces, \b \v dropped. */
const clean = (text: string): { s: string; orig: Int32Array } => {
  let s = '';
  const orig: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\b' || c === '\v') continue;
    if (c === '\t' || c === '\u0085' || c === '\u2028' || c === '\u2029') {
      s += '    ';
      orig.push(i, i, i, i);
    } else {
      s += c;
      orig.push(i);
    }
  }
  orig.push(text.length);
  return { s, orig: Int32Array.from(orig) };
};

/** Measures a string at 10 pt: whole words once, whitespace characters once per character value. */
class Widths {
  private readonly chars = new Map<string, number>();
  constructor(readonly font: PDFFont) {}
  word(s: string): number {
    return this.font.widthOfTextAtSize(s, FONT_SIZE);
  }
  char(c: string): number {
    let w = this.chars.get(c);
    if (w === undefined) {
      w = this.font.widthOfTextAtSize(c, FONT_SIZE);
      this.chars.set(c, w);
    }
    return w;
  }
  /**
   * Cumulative widths of `s`: cum[i] = width of s[0, i) at every i that starts or ends a word or a
   * whitespace character (NaN inside a word, where a line never breaks).
   */
  cumulative(s: string, base = 0): Float64Array {
    const cum = new Float64Array(s.length + 1).fill(NaN);
    cum[0] = base;
    let i = 0;
    let acc = base;
    while (i < s.length) {
      if (WS.test(s[i]!)) {
        acc += LINE_BREAK.test(s[i]!) ? 0 : this.char(s[i]!);
        cum[++i] = acc;
        continue;
      }
      let j = i;
      while (j < s.length && !WS.test(s[j]!)) j++;
      acc += this.word(s.slice(i, j));
      cum[j] = acc;
      i = j;
    }
    return cum;
  }
}

interface Line {
  start: number;
  end: number;
  width: number;
}

/**
 * pdf-lib's line breaking of `s` (already cleaned) into lines narrower than `maxWidth`, from the
 * cumulative widths. `stopAfter`: stop once that many lines are known (the rest cannot fit anyway).
 */
const breakLines = (s: string, cum: Float64Array, maxWidth: number, stopAfter = Infinity): Line[] => {
  const lines: Line[] = [];
  let p = 0;
  while (p <= s.length && lines.length < stopAfter) {
    // One paragraph: [p, e)
    let e = p;
    while (e < s.length && !LINE_BREAK.test(s[e]!)) e++;
    let a = p;
    let b = e;
    let first = true;
    for (;;) {
      if (lines.length >= stopAfter) break;
      if (!first) {
        // remainder.trim()
        while (a < b && WS.test(s[a]!)) a++;
        while (b > a && WS.test(s[b - 1]!)) b--;
      }
      const width = (c: number) => cum[c]! - cum[a]!;
      if (a >= b) {
        lines.push({ start: a, end: a, width: 0 });
        break;
      }
      if (width(b) < maxWidth) {
        lines.push({ start: a, end: b, width: width(b) });
        break;
      }
      // Largest whitespace position c in (a, b) with width(a, c) < maxWidth; widths only grow with c.
      let best = -1;
      for (let c = a + 1; c < b; c++) {
        if (!WS.test(s[c]!)) {
          // skip to the end of the word
          while (c + 1 < b && !WS.test(s[c + 1]!)) c++;
          continue;
        }
        if (width(c) < maxWidth) best = c;
        else break;
      }
      if (best < 0) {
        lines.push({ start: a, end: b, width: width(b) }); // an unbreakable chunk, wider than the box
        break;
      }
      lines.push({ start: a, end: best, width: width(best) });
      a = best;
      first = false;
    }
    p = e + 1;
  }
  return lines;
};

/** How many lines of 10 pt text a box holds (pdf-lib's y arithmetic, same rounding). */
const linesInBox = (font: PDFFont, height: number): number => {
  const h = font.heightAtSize(FONT_SIZE);
  const lineHeight = h + h * 0.2;
  let y = 1 + (height - 2);
  let n = 0;
  for (;;) {
    y -= lineHeight;
    if (y < 1 - 0.01) return n;
    n++;
  }
};

const isStandard = (font: PDFFont) => (font as unknown as { embedder?: unknown }).embedder instanceof StandardFontEmbedder;

/** A head longer than this is never re-checked with pdf-lib's quadratic layout (no box holds it). */
const MAX_CHECKED = 4000;

/**
 * Splits `text` at a word boundary into the longest head that fits the box (with `suffix` appended)
 * and the rest. A head is never empty when the box can hold at least one word. Linear in the length
 * of `text`: words are measured once, then only one box of text is looked at again.
 */
export const splitToFit = (text: string, font: PDFFont, width: number, height: number, suffix = ''): [string, string] => {
  const widths = new Widths(font);
  const maxWidth = width - 2;
  const maxLines = linesInBox(font, height);
  const { s, orig } = clean(text);
  const cum = widths.cumulative(s);
  const fitsLines = (lines: Line[]) => lines.length <= maxLines && lines.every((l) => l.width <= maxWidth + 0.01);
  const exact = isStandard(font);
  /** The model's verdict, confirmed by pdf-lib's own layout for embedded fonts. */
  const confirm = (candidate: string) => exact || (candidate.length <= MAX_CHECKED && fitsBox(candidate, font, width, height));

  const whole = breakLines(s, cum, maxWidth, maxLines + 1);
  if (fitsLines(whole) && confirm(text)) return [text, ''];

  const sfx = clean(suffix).s;
  const sfxCum = widths.cumulative(sfx);
  /**
   * Does clean(text[0, k)) + suffix fit (k a position of the cleaned text)? Lines that end before k
   * are the whole text's (a break is the largest that fits, and nothing before k changed); the line
   * holding k and what follows are broken again from that line's start.
   */
  const fitsWithSuffix = (k: number): boolean => {
    let i = whole.findIndex((l) => l.end >= k);
    if (i < 0) return false;
    // k in the trailing whitespace of a paragraph whose last line was trimmed: that line holds it.
    if (whole[i]!.start > k && i > 0) i--;
    if (i >= maxLines) return false;
    const a = whole[i]!.start;
    const tail = s.slice(a, k) + sfx;
    const tailCum = new Float64Array(tail.length + 1);
    for (let j = 0; j <= k - a; j++) tailCum[j] = cum[a + j]! - cum[a]!;
    for (let j = 1; j <= sfx.length; j++) tailCum[k - a + j] = tailCum[k - a]! + sfxCum[j]!;
    const rest = breakLines(tail, tailCum, maxWidth, maxLines + 1 - i);
    return whole.slice(0, i).every((l) => l.width <= maxWidth + 0.01) && fitsLines([...whole.slice(0, i), ...rest]);
  };
  /** Position of original index i in the cleaned text. */
  const cleanedAt = (i: number) => {
    let lo = 0;
    let hi = orig.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (orig[mid]! < i) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };

  // Cuts: the start of every whitespace run, ascending; only those inside the box's lines can fit.
  const limit = whole.length > maxLines ? whole[maxLines]!.start : s.length;
  const cuts: number[] = [];
  for (let m = /\s+/g, r = m.exec(text); r; r = m.exec(text)) {
    if (cleanedAt(r.index) > limit) break;
    cuts.push(r.index);
  }
  // The largest cut that fits (fitting only shrinks as the head grows): binary search.
  let lo = 0;
  let hi = cuts.length - 1;
  let best = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (fitsWithSuffix(cleanedAt(cuts[mid]!))) {
      best = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  while (best >= 0 && !confirm(text.slice(0, cuts[best]) + suffix)) best--;
  if (best >= 0) {
    const cut = cuts[best]!;
    return [text.slice(0, cut) + suffix, text.slice(cut).trimStart()];
  }
  // One very long word: cut by characters (the longest of n, 0.8 n, 0.64 n … that fits).
  const fitsChars = (n: number): boolean => {
    const k = cleanedAt(n);
    // Summed character widths first: a head far wider than the whole box cannot fit (bounded work).
    let acc = 0;
    for (let j = 0; j < k; j++) {
      acc += widths.char(s[j]!);
      if (acc > 2 * maxWidth * (maxLines + 1)) return false;
    }
    const head = s.slice(0, k) + sfx;
    return fitsLines(breakLines(head, widths.cumulative(head), maxWidth, maxLines + 1)) && confirm(text.slice(0, n) + suffix);
  };
  let n = text.length;
  while (n > 1 && !fitsChars(n)) n = Math.floor(n * 0.8);
  return [text.slice(0, n) + suffix, text.slice(n)];
};
