import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import { CustomFontEmbedder, PDFFont, PDFRawStream, StandardFonts, type PDFContext, type PDFDocument } from 'pdf-lib';
import { PdfError } from './errors.ts';

/**
 * Fonts of one fill. Plain Latin (WinAnsi) text uses the standard Courier-Bold, the printed form's
 * own look (the fields' DA names Courier New Bold) that every reader ships; anything else (Cyrillic,
 * Polish ł, Greek, Vietnamese…) uses Noto Sans, embedded whole: fontkit's subsetter drops the
 * components of composite glyphs (Cyrillic а, в, о and Ł printed blank in pdf.js), so the full font
 * file is embedded, deflated once per process and reused. Characters Noto Sans lacks (CJK, Arabic)
 * are refused with UnsupportedCharacters rather than printed blank.
 */
export interface FontSet {
  latin: PDFFont;
  /** The font for `text`; embeds Noto Sans on first use. */
  pick(text: string): Promise<PDFFont>;
  /** Finishes embedding (subsets are written once all text is laid out). */
  embedAll(): Promise<void>;
}

const require = createRequire(import.meta.url);
let noto: { bytes: Uint8Array; deflated: Uint8Array; font: { hasGlyphForCodePoint(cp: number): boolean } } | undefined;

const loadNoto = () => {
  if (!noto) {
    const bytes = readFileSync(require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'));
    const font = fontkit.create(bytes) as unknown as { hasGlyphForCodePoint(cp: number): boolean };
    noto = { bytes, deflated: deflateSync(bytes), font };
  }
  return noto;
};

/** Noto Sans as a Type0/Identity-H font whose FontFile2 reuses the once-deflated bytes. */
const embedNoto = async (doc: PDFDocument): Promise<PDFFont> => {
  const { bytes, deflated } = loadNoto();
  const embedder = await CustomFontEmbedder.for(cachedFontkit, bytes);
  Object.assign(embedder, {
    embedFontStream: async (context: PDFContext) =>
      context.register(PDFRawStream.of(context.obj({ Filter: 'FlateDecode', Length1: bytes.length }), deflated)),
  });
  return PDFFont.of(doc.context.nextRef(), doc, embedder);
};

/** fontkit that hands out the parsed Noto Sans instead of parsing 600 KB on every fill. */
const cachedFontkit = {
  create: (data: Uint8Array, postscriptName?: string) => (noto && data === noto.bytes ? noto.font : fontkit.create(data, postscriptName)),
} as unknown as typeof fontkit;

let winAnsi: Set<number> | undefined;
export const isWinAnsi = (text: string, latin: PDFFont): boolean => {
  winAnsi ??= new Set(latin.getCharacterSet());
  for (const ch of text) if (ch !== '\n' && ch !== '\r' && !winAnsi.has(ch.codePointAt(0)!)) return false;
  return true;
};

/** Characters of `text` that neither WinAnsi nor Noto Sans can show. */
export const unsupportedCharacters = (text: string, latin: PDFFont): string[] => {
  if (isWinAnsi(text, latin)) return [];
  const { font } = loadNoto();
  return [...new Set([...text].filter((ch) => !/\s/.test(ch) && !winAnsi!.has(ch.codePointAt(0)!) && !font.hasGlyphForCodePoint(ch.codePointAt(0)!)))];
};

export const createFontSet = async (doc: PDFDocument): Promise<FontSet> => {
  const latin = await doc.embedFont(StandardFonts.CourierBold);
  let unicode: Promise<PDFFont> | undefined;
  const used = new Set<PDFFont>([latin]);
  return {
    latin,
    async pick(text) {
      if (isWinAnsi(text, latin)) return latin;
      const missing = unsupportedCharacters(text, latin);
      if (missing.length) {
        throw new PdfError('UnsupportedCharacters', `No embedded font can print: ${missing.join(' ')}`, [], [
          { value: text, reason: `characters not in Noto Sans: ${missing.join(' ')}` },
        ]);
      }
      unicode ??= embedNoto(doc);
      const font = await unicode;
      used.add(font);
      return font;
    },
    async embedAll() {
      for (const f of used) await f.embed();
    },
  };
};
