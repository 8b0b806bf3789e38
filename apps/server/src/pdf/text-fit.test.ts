import fc from 'fast-check';
import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { fitsBox, splitToFit } from './text-fit.ts';

/** The previous splitToFit (binary search, pdf-lib's layout per probe): the reference for normal inputs. */
const referenceSplit = (text: string, font: PDFFont, width: number, height: number, suffix = ''): [string, string] => {
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
    let n = text.length;
    while (n > 1 && !fitsBox(text.slice(0, n) + suffix, font, width, height)) n = Math.floor(n * 0.8);
    return [text.slice(0, n) + suffix, text.slice(n)];
  }
  const cut = cuts[best]!;
  return [text.slice(0, cut) + suffix, text.slice(cut).trimStart()];
};

/** Wraps a font, counting width measurements and the characters measured. */
const counting = (font: PDFFont) => {
  const count = { calls: 0, chars: 0 };
  const proxy = new Proxy(font, {
    get(target, prop, receiver) {
      if (prop === 'widthOfTextAtSize') {
        return (t: string, size: number) => {
          count.calls++;
          count.chars += t.length;
          return target.widthOfTextAtSize(t, size);
        };
      }
      const v = Reflect.get(target, prop, receiver);
      return typeof v === 'function' ? v.bind(target) : v;
    },
  });
  return { font: proxy, count };
};

const SUFFIX = ' (continued in Part 8)';
/** Sizes of real I-129F multiline fields (Part 8 box, an explanation box, a narrow one). */
const BOXES = [
  [564, 120],
  [264, 60],
  [140, 26],
];

describe('splitToFit (linear text fitting)', () => {
  let courier: PDFFont;
  let helvetica: PDFFont;
  beforeAll(async () => {
    const doc = await PDFDocument.create();
    courier = await doc.embedFont(StandardFonts.CourierBold);
    helvetica = await doc.embedFont(StandardFonts.Helvetica); // kerning: the model is re-checked
  });

  const word = fc.stringMatching(/^[A-Za-z0-9.,()'-]{1,14}$/);
  const sep = fc.constantFrom(' ', ' ', ' ', '  ', '\n', ' \n', '\n\n', '\t');
  const text = fc.array(fc.tuple(word, sep), { minLength: 0, maxLength: 160 }).map((ws) => ws.map(([w, s]) => w + s).join('').trimEnd());

  it('gives the same head and rest as pdf-lib’s own layout with a binary search, for ordinary text', () => {
    fc.assert(
      fc.property(text, fc.constantFrom(...BOXES), fc.constantFrom('', SUFFIX), (t, [w, h], suffix) => {
        expect(splitToFit(t, courier, w!, h!, suffix)).toEqual(referenceSplit(t, courier, w!, h!, suffix));
      }),
      { numRuns: 300 },
    );
  });

  it('always returns a head that pdf-lib lays out inside the box (kerned font)', () => {
    fc.assert(
      fc.property(text, fc.constantFrom(...BOXES), (t, [w, h]) => {
        const [head, rest] = splitToFit(t, helvetica, w!, h!, SUFFIX);
        if (rest === '') expect(head).toBe(t);
        else if (head.includes(' ')) expect(fitsBox(head, helvetica, w!, h!)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('cuts one overlong word by characters, as before', () => {
    for (const t of ['X'.repeat(500), `${'Y'.repeat(300)} tail words here`]) {
      expect(splitToFit(t, courier, 264, 60, SUFFIX)).toEqual(referenceSplit(t, courier, 264, 60, SUFFIX));
    }
  });

  it('measures a number of characters that grows linearly with the text (not its square or cube)', () => {
    const measure = (n: number, shape: (n: number) => string) => {
      const { font, count } = counting(courier);
      const t = shape(n);
      // As Part 8 uses it: split, then split the rest again for the next box.
      let rest = t;
      for (let box = 0; box < 5 && rest; box++) rest = splitToFit(rest, font, 564, 120, '')[1];
      splitToFit(t, font, 264, 60, SUFFIX);
      return count;
    };
    const shapes = {
      words: (n: number) => 'lorem ipsum dolor sit amet '.repeat(n / 27 + 1).slice(0, n),
      oneWord: (n: number) => 'W'.repeat(n),
      longLine: (n: number) => `${'ab '.repeat(n / 6)}${'Z'.repeat(n / 2)}`,
      manyLines: (n: number) => 'line one\n'.repeat(n / 9 + 1).slice(0, n),
    };
    for (const [name, shape] of Object.entries(shapes)) {
      const small = measure(16_000, shape);
      const large = measure(128_000, shape);
      // 8 × the text: about 8 × the measuring (a quadratic algorithm would measure 64 ×, the old one more).
      expect(large.chars, name).toBeLessThanOrEqual(12 * Math.max(small.chars, 1));
      expect(large.calls, name).toBeLessThanOrEqual(12 * Math.max(small.calls, 1));
      // Six passes (five boxes and one field) over at most the whole text each, plus one box of text each.
      expect(large.chars, name).toBeLessThanOrEqual(7 * 128_000);
    }
  });

  it('the old layout per probe measures far more (the test above can fail)', () => {
    const { font, count } = counting(courier);
    referenceSplit('lorem ipsum dolor sit amet '.repeat(40), font, 264, 60, SUFFIX);
    const old = count.chars;
    const { font: f2, count: c2 } = counting(courier);
    splitToFit('lorem ipsum dolor sit amet '.repeat(40), f2, 264, 60, SUFFIX);
    expect(old).toBeGreaterThan(10 * c2.chars);
  });
});
