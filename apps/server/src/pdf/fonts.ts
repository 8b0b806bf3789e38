import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type fontkitModule from '@pdf-lib/fontkit';
import { CustomFontSubsetEmbedder, PDFFont, PDFHexString, StandardFonts, type PDFDocument } from 'pdf-lib';
import { PdfError } from './errors.ts';

/**
 * Fonts of one fill. Plain Latin (WinAnsi) text uses the standard Courier-Bold, the printed form's
 * own look (the fields' DA names Courier New Bold) that every reader ships. Any other field value
 * gets the first of these fonts that has a glyph for every one of its characters, embedded as a
 * subset (only the glyphs used; a few KB):
 *  - Noto Sans: Cyrillic, Greek, Polish ł, Vietnamese…;
 *  - Noto Sans SC: Chinese (also kana and most traditional characters);
 *  - Noto Sans Arabic: Arabic, Persian, Urdu letters, shaped by fontkit's Arabic shaper
 *    (contextual forms, lam-alef) and laid out right to left (see bidiEncode);
 *  - Noto Sans KR: Korean (Hangul; after SC so Chinese keeps the SC font);
 *  - Noto Sans Hebrew: Hebrew, right to left like Arabic;
 *  - Noto Sans Georgian, Noto Sans Armenian: simple alphabets (WOFF from @fontsource, the
 *    script's own slice; fontkit reads WOFF and the subset it writes is plain TrueType);
 *  - Noto Sans Tamil: shaped by fontkit's Indic shaper (same glyphs as HarfBuzz for the names
 *    checked); a value whose layout needs mark positioning (GPOS offsets, which pdf-lib drops) is
 *    refused rather than printed with misplaced marks.
 * Devanagari, Bengali and Thai are refused outright (REFUSED_SCRIPTS): pdf-lib drops GPOS mark
 * offsets (कुमार's ु would sit 0.22 em off), fontkit picks a different Bengali glyph than HarfBuzz
 * (রবীন্দ্রনাথ) and has no Thai shaper (ำ is not decomposed, tone marks collide with upper vowels).
 * Values no single font covers (missing characters, or e.g. Arabic mixed with Latin letters) are
 * refused with UnsupportedCharacters rather than printed blank.
 */
export interface FontSet {
  latin: PDFFont;
  /** The font for `text`; embeds the fallback font on first use. */
  pick(text: string): Promise<PDFFont>;
  /** Finishes embedding (subsets are written once all text is laid out). */
  embedAll(): Promise<void>;
}

const require = createRequire(import.meta.url);
/** fontkit (a large module) is loaded only when a value needs an embedded font: plain Latin never does. */
let fontkitLoaded: typeof fontkitModule | undefined;
const fontkit = (): typeof fontkitModule => (fontkitLoaded ??= require('@pdf-lib/fontkit') as typeof fontkitModule);

type FontkitFont = ReturnType<typeof fontkitModule.create> & { hasGlyphForCodePoint(cp: number): boolean };
interface Fallback {
  name: string;
  file: string;
  /** Lays out right-to-left runs (Arabic, Hebrew): encodeText goes through bidiEncode. */
  rtl: boolean;
  /** Shaped with mark positioning (Indic): values whose layout moves a mark are refused (pdf-lib ignores GPOS). */
  refuseMarkOffsets?: boolean;
  loaded?: { bytes: Uint8Array; font: FontkitFont };
}

export const FALLBACK_FONTS: Fallback[] = [
  { name: 'NotoSans', file: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf', rtl: false },
  { name: 'NotoSansSC', file: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf', rtl: false },
  { name: 'NotoSansArabic', file: '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf', rtl: true },
  { name: 'NotoSansKR', file: '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf', rtl: false },
  { name: 'NotoSansHebrew', file: '@embedpdf/fonts-hebrew/fonts/NotoSansHebrew-Regular.ttf', rtl: true },
  { name: 'NotoSansGeorgian', file: '@fontsource/noto-sans-georgian/files/noto-sans-georgian-georgian-400-normal.woff', rtl: false },
  { name: 'NotoSansArmenian', file: '@fontsource/noto-sans-armenian/files/noto-sans-armenian-armenian-400-normal.woff', rtl: false },
  { name: 'NotoSansTamil', file: '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff', rtl: false, refuseMarkOffsets: true },
];

/**
 * Scripts that have fonts on npm but that pdf-lib + fontkit cannot print correctly, refused with
 * a reason instead of printing wrong text (see docs/pdf-generation.md).
 */
export const REFUSED_SCRIPTS: Array<{ script: string; chars: RegExp; why: string }> = [
  { script: 'Devanagari', chars: /[\u0900-\u097f\ua8e0-\ua8ff]/u, why: 'vowel signs need mark positioning (GPOS) that the PDF writer drops' },
  { script: 'Bengali', chars: /[\u0980-\u09ff]/u, why: 'conjuncts and vowel signs need shaping and mark positioning the PDF writer does not do correctly' },
  { script: 'Thai', chars: /[\u0e00-\u0e7f]/u, why: 'vowel and tone marks need a Thai shaper and mark positioning the PDF writer does not have' },
];

/** A file inside an npm package, also when the package's `exports` does not list it. */
const packageFile = (spec: string): string => {
  const parts = spec.split('/');
  const pkg = parts.slice(0, spec.startsWith('@') ? 2 : 1).join('/');
  const rest = parts.slice(spec.startsWith('@') ? 2 : 1).join('/');
  for (const dir of require.resolve.paths(pkg) ?? []) {
    const file = join(dir, pkg, rest);
    if (existsSync(file)) return file;
  }
  return require.resolve(spec);
};

let subsetPatched = false;
/**
 * fontkit's TrueType subsetter copies each glyph record as is and writes a short `loca` table
 * (offsets / 2) whenever the subset is under 128 KB. Glyph records of odd length (Noto Sans and
 * Noto Sans SC have many: в, а, о, Ł, 小, 明…) shift every later offset by one byte, so those glyphs
 * read as garbage and print blank (pdf.js) — the "blank Cyrillic" seen before, not the composites.
 * Padding each record to an even length (as the TrueType spec requires for short loca) fixes it.
 */
const patchSubsetPadding = (font: FontkitFont): void => {
  if (subsetPatched) return;
  const proto = Object.getPrototypeOf((font as unknown as { createSubset(): object }).createSubset()) as {
    _addGlyph(this: { glyf: Uint8Array[]; offset: number }, gid: number): number;
  };
  const addGlyph = proto._addGlyph;
  proto._addGlyph = function (gid) {
    const index = addGlyph.call(this, gid);
    const record = this.glyf[index]!;
    if (record.length % 2) {
      // fontkit's own Buffer class (its stream writer refuses other chunks).
      const Buf = record.constructor as unknown as { alloc?(n: number): Uint8Array };
      const padded = Buf.alloc ? Buf.alloc(record.length + 1) : new Uint8Array(record.length + 1);
      padded.set(record);
      this.glyf[index] = padded;
      this.offset += 1;
    }
    return index;
  };
  subsetPatched = true;
};

const load = (f: Fallback) => {
  if (!f.loaded) {
    if (f.refuseMarkOffsets) {
      // fontkit's Indic state machine is a compiled generator that expects the regenerator runtime as a global.
      (globalThis as { regeneratorRuntime?: unknown }).regeneratorRuntime ??= require('regenerator-runtime');
    }
    const bytes = readFileSync(packageFile(f.file));
    const font = fontkit().create(bytes) as FontkitFont;
    patchSubsetPadding(font);
    f.loaded = { bytes, font };
  }
  return f.loaded;
};

let winAnsi: Set<number> | undefined;
export const isWinAnsi = (text: string, latin: PDFFont): boolean => {
  winAnsi ??= new Set(latin.getCharacterSet());
  for (const ch of text) if (ch !== '\n' && ch !== '\r' && !winAnsi.has(ch.codePointAt(0)!)) return false;
  return true;
};

const printable = (text: string) => [...new Set([...text].filter((ch) => !/\s/.test(ch)))];
const covers = (f: Fallback, chars: string[]) => chars.every((ch) => load(f).font.hasGlyphForCodePoint(ch.codePointAt(0)!));

/** The path of a fallback's font file. */
export const fontFile = (f: Fallback): string => packageFile(f.file);

/** The script of `text` that is refused (REFUSED_SCRIPTS), with its characters, if any. */
export const refusedScript = (text: string) => {
  for (const r of REFUSED_SCRIPTS) {
    const chars = printable(text).filter((ch) => r.chars.test(ch));
    if (chars.length) return { ...r, chars };
  }
  return undefined;
};

/** Glyphs a shaped layout of `text` moves off their default place (mark positioning), if any. */
const markOffsets = (f: Fallback, text: string): number => {
  const { font } = load(f);
  const tolerance = font.unitsPerEm * 0.02;
  return font.layout(text).positions.filter((p) => Math.abs(p.xOffset) > tolerance || Math.abs(p.yOffset) > tolerance).length;
};

/** The first fallback font that has every character of `text`, if any. */
export const fallbackFor = (text: string): Fallback | undefined => {
  const chars = printable(text);
  return FALLBACK_FONTS.find((f) => covers(f, chars));
};

/** Characters of `text` that neither WinAnsi nor any fallback font can show. */
export const unsupportedCharacters = (text: string, latin: PDFFont): string[] => {
  if (isWinAnsi(text, latin)) return [];
  return printable(text).filter((ch) => !winAnsi!.has(ch.codePointAt(0)!) && !FALLBACK_FONTS.some((f) => covers(f, [ch])));
};

/** fontkit that hands out the fonts parsed once per process instead of parsing them on every fill. */
const cachedFontkit = {
  create: (data: Uint8Array, postscriptName?: string) =>
    FALLBACK_FONTS.find((f) => f.loaded?.bytes === data)?.loaded?.font ?? fontkit().create(data, postscriptName),
} as unknown as typeof fontkitModule;

const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u;
const LTR = /[\p{L}\p{Nd}]/u;

/**
 * Visual order of a single line whose base direction is right to left (a simplified Unicode bidi
 * algorithm, enough for names and addresses): the text is cut into runs of right-to-left letters
 * and of left-to-right characters (digits); spaces and punctuation between two runs of the same
 * direction join them, otherwise they belong to the base (right-to-left) direction. Runs are then
 * laid out right to left; fontkit shapes each Arabic run and reverses its glyphs itself.
 */
export const bidiRuns = (line: string): Array<{ text: string; rtl: boolean }> => {
  const chars = [...line];
  const dir = chars.map((ch) => (RTL.test(ch) ? 'r' : LTR.test(ch) ? 'l' : 'n'));
  for (let i = 0; i < chars.length; i++) {
    if (dir[i] !== 'n') continue;
    let j = i;
    while (j < chars.length && dir[j] === 'n') j++;
    const before = dir[i - 1];
    const after = dir[j];
    const d = before === 'l' && after === 'l' ? 'l' : 'r';
    for (let k = i; k < j; k++) dir[k] = d;
    i = j - 1;
  }
  const runs: Array<{ text: string; rtl: boolean }> = [];
  chars.forEach((ch, i) => {
    const rtl = dir[i] === 'r';
    const last = runs.at(-1);
    if (last && last.rtl === rtl) last.text += ch;
    else runs.push({ text: ch, rtl });
  });
  return runs.reverse();
};

/** encodeText for a right-to-left font: each bidi run encoded (shaped) separately, runs in visual order. */
const bidiEncode = (encode: (text: string) => PDFHexString) => (text: string): PDFHexString =>
  PDFHexString.of(bidiRuns(text).map((r) => encode(r.text).toString().slice(1, -1)).join(''));

const embedSubset = async (doc: PDFDocument, f: Fallback): Promise<PDFFont> => {
  const { bytes } = load(f);
  const embedder = await CustomFontSubsetEmbedder.for(cachedFontkit, bytes);
  if (f.rtl) embedder.encodeText = bidiEncode(embedder.encodeText.bind(embedder));
  return PDFFont.of(doc.context.nextRef(), doc, embedder);
};

/**
 * Noto Sans (Latin, Greek, Cyrillic) as a subset of the glyphs drawn: the letters use it for text outside WinAnsi.
 * Like every custom font here it is written by `await font.embed()` before the document is saved.
 */
export const embedNotoSansSubset = (doc: PDFDocument): Promise<PDFFont> => embedSubset(doc, FALLBACK_FONTS[0]!);

export const createFontSet = async (doc: PDFDocument): Promise<FontSet> => {
  const latin = await doc.embedFont(StandardFonts.CourierBold);
  const embedded = new Map<Fallback, Promise<PDFFont>>();
  const used = new Set<PDFFont>([latin]);
  return {
    latin,
    async pick(text) {
      if (isWinAnsi(text, latin)) return latin;
      const refused = refusedScript(text);
      if (refused) {
        const reason = `${refused.script} is not printed: ${refused.why} (characters ${refused.chars.join(' ')}); leave the native-alphabet name empty or write it in Latin letters`;
        throw new PdfError('UnsupportedCharacters', `Cannot print "${text}": ${reason}`, [], [{ value: text, reason }]);
      }
      const fallback = fallbackFor(text);
      if (!fallback) {
        const missing = unsupportedCharacters(text, latin);
        const reason = missing.length
          ? `characters no embedded font has: ${missing.join(' ')}`
          : `mixes alphabets no single font covers (${FALLBACK_FONTS.map((f) => f.name).join(', ')}); write the name in one alphabet`;
        throw new PdfError('UnsupportedCharacters', `Cannot print "${text}": ${reason}`, [], [{ value: text, reason }]);
      }
      if (fallback.refuseMarkOffsets && markOffsets(fallback, text)) {
        const reason = `needs mark positioning (GPOS) that the PDF writer drops; leave the native-alphabet name empty or write it in Latin letters`;
        throw new PdfError('UnsupportedCharacters', `Cannot print "${text}": ${reason}`, [], [{ value: text, reason }]);
      }
      if (!embedded.has(fallback)) embedded.set(fallback, embedSubset(doc, fallback));
      const font = await embedded.get(fallback)!;
      used.add(font);
      return font;
    },
    async embedAll() {
      for (const f of used) await f.embed();
    },
  };
};
