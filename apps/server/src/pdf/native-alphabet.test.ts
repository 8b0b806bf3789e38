import { writeFileSync } from 'node:fs';
import { PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream, type PDFArray, type PDFFont } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { bidiRuns, fontFile } from './fonts.ts';
import { fillI129f } from './fill-i129f.ts';
import { loadTemplate, type Template } from './load-template.ts';
import { renderFieldInk } from './pdf-text.ts';
import { resolveTemplate } from './resolve-template.ts';
import { F, coupleValues } from './test-fixtures.ts';

let template: Template;
beforeAll(async () => {
  template = await loadTemplate(resolveTemplate());
});

/** The font of a field's appearance: its BaseFont and the decoded FontFile2 and ToUnicode. */
const appearanceFont = async (bytes: Uint8Array, fieldName: string) => {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const field = doc.getForm().getTextField(fieldName);
  const stream = doc.context.lookup(field.acroField.getWidgets()[0]!.getNormalAppearance() as never) as PDFRawStream;
  const fonts = stream.dict.lookup(PDFName.of('Resources'), PDFDict).lookup(PDFName.of('Font'), PDFDict);
  const font = fonts.lookup(fonts.keys()[0]!, PDFDict);
  const cid = font.lookup(PDFName.of('DescendantFonts')) as PDFArray;
  const descriptor = (doc.context.lookup(cid.get(0)) as PDFDict).lookup(PDFName.of('FontDescriptor'), PDFDict);
  return {
    text: field.getText(),
    subtype: font.get(PDFName.of('Subtype'))!.toString(),
    baseFont: font.get(PDFName.of('BaseFont'))!.toString(),
    fontFileBytes: decodePDFRawStream(descriptor.lookup(PDFName.of('FontFile2')) as PDFRawStream).decode().length,
    toUnicode: Buffer.from(decodePDFRawStream(font.lookup(PDFName.of('ToUnicode')) as PDFRawStream).decode()).toString('latin1'),
  };
};
const hex = (ch: string) => ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
const save = (name: string, png: Buffer) => process.env.SAVE_RENDERS && writeFileSync(`${process.env.SAVE_RENDERS}/${name}.png`, png);

describe('native-alphabet names (Part 2 item 49): subset fallback fonts, rendered by pdf.js', () => {
  const cases = [
    { label: 'Cyrillic', font: 'NotoSans', family: 'Иванова', given: 'Ольга' },
    { label: 'Chinese', font: 'NotoSansSC', family: '王', given: '小明' },
    { label: 'Arabic', font: 'NotoSansArabic', family: 'عبد الله', given: 'محمد' },
    { label: 'Greek', font: 'NotoSans', family: 'Παπαδοπούλου', given: 'Ελένη' },
    { label: 'Korean', font: 'NotoSansKR', family: '김', given: '민준' },
    { label: 'Hebrew', font: 'NotoSansHebrew', family: 'כהן', given: 'יעל' },
    { label: 'Georgian', font: 'NotoSansGeorgian', family: 'ბერიძე', given: 'ნინო' },
    { label: 'Armenian', font: 'NotoSansArmenian', family: 'Հովհաննիսյան', given: 'Անի' },
    { label: 'Tamil', font: 'NotoSansTamil', family: 'சுப்ரமணியம்', given: 'கார்த்திக்' },
  ];
  /** Shaped scripts map some glyphs to several characters (ligatures, conjuncts): no per-character ToUnicode check. */
  const shaped = new Set(['Arabic', 'Tamil']);
  for (const c of cases) {
    it(`${c.label}: ${c.family} ${c.given} is written, embedded as a subset of ${c.font} and prints`, async () => {
      const values = { ...coupleValues(), [F.benNativeFamily]: c.family, [F.benNativeGiven]: c.given };
      const { bytes } = await fillI129f({ template, values });
      console.log(`${c.label} native name: output ${(bytes.length / 1024).toFixed(0)} KiB (template ${(template.bytes.length / 1024).toFixed(0)} KiB)`);
      for (const [name, text] of [[F.benNativeFamily, c.family], [F.benNativeGiven, c.given]] as const) {
        const font = await appearanceFont(bytes, name);
        expect(font.text).toBe(text);
        expect(font.subtype).toBe('/Type0');
        expect(font.baseFont).toMatch(new RegExp(`^/${c.font}-`));
        expect(font.fontFileBytes).toBeLessThan(30_000);
        for (const ch of text.replace(/\s/g, '')) if (!shaped.has(c.label)) expect(font.toUnicode).toContain(hex(ch));
        const ink = await renderFieldInk(bytes, name);
        save(`${c.label}-${name.replace(/\W+/g, '_')}`, ink.png);
        expect(ink.page).toBe(7);
        // Every glyph prints: the ink spans the laid-out width with no blank glyph-sized gaps.
        const { fontLike } = await measure(c.font, text);
        // (A lone full-width Hangul syllable such as 김 inks ~80% of its advance: side bearings.)
        expect(ink.inkWidth).toBeGreaterThan(fontLike * (c.label === 'Korean' ? 0.75 : 0.8));
        expect(ink.coverage).toBeGreaterThan(0.6);
      }
    });
  }

  /** The characters of a field's appearance, left to right on the page (via the subset's ToUnicode). */
  const shownGlyphs = async (bytes: Uint8Array, fieldName: string) => {
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    const widget = doc.getForm().getTextField(fieldName).acroField.getWidgets()[0]!;
    const ap = doc.context.lookup(widget.getNormalAppearance() as never) as PDFRawStream;
    const content = Buffer.from(decodePDFRawStream(ap).decode()).toString('latin1');
    const shown = /<([0-9A-F]+)> Tj/.exec(content)![1]!.match(/.{4}/g)!;
    const { toUnicode } = await appearanceFont(bytes, fieldName);
    const map = new Map([...toUnicode.matchAll(/<([0-9A-F]{4})> <([0-9A-F]+)>/g)].map((m) => [m[1]!, String.fromCodePoint(parseInt(m[2]!, 16))]));
    return { shown, text: shown.map((g) => map.get(g)).join('') };
  };

  it('shapes Arabic and writes it in visual (right-to-left) order', async () => {
    const name = 'محمد';
    const { bytes } = await fillI129f({ template, values: { [F.benNativeGiven]: name } });
    const { shown, text } = await shownGlyphs(bytes, F.benNativeGiven);
    // Left to right on the page: د م ح م — the logical text reversed.
    expect(text).toBe([...name].reverse().join(''));
    // Contextual forms: the two م are different glyphs (initial and medial), not the isolated form twice.
    expect(shown[1]).not.toBe(shown[3]);
  });

  it('writes Hebrew in visual (right-to-left) order, final letters as typed', async () => {
    for (const name of ['כהן', 'מרים לוי']) {
      const { bytes } = await fillI129f({ template, values: { [F.benNativeFamily]: name } });
      const { text } = await shownGlyphs(bytes, F.benNativeFamily);
      // כהן prints ן כ ה ... from the left: the logical text reversed (words too: לוי stands left of מרים).
      expect(text).toBe([...name].reverse().join(''));
    }
  });

  it('refuses Devanagari, Bengali and Thai (shaping pdf-lib cannot do) with a reason naming the script', async () => {
    for (const [script, name] of [['Devanagari', 'शर्मा'], ['Bengali', 'রবীন্দ্রনাথ'], ['Thai', 'สมชาย']] as const) {
      const e = await fillI129f({ template, values: { [F.benNativeFamily]: name, [F.benNativeGiven]: 'Anna' } }).then(
        () => undefined,
        (err: unknown) => err as { code: string; names: string[]; details: Array<{ reason: string }> },
      );
      expect(e?.code).toBe('UnsupportedCharacters');
      expect(e?.names).toEqual([F.benNativeFamily]);
      expect(e?.details[0]!.reason).toMatch(new RegExp(`^${script} is not printed: .*(shaping|mark positioning)`));
      expect(e?.details[0]!.reason).toContain([...name][0]);
    }
  });

  it('refuses a Tamil value whose layout needs mark positioning (here the rare anusvara ஂ), prints the rest', async () => {
    const e = await fillI129f({ template, values: { [F.benNativeFamily]: 'தஂ', [F.benNativeGiven]: 'முருகன்' } }).then(
      () => undefined,
      (err: unknown) => err as { code: string; names: string[]; details: Array<{ reason: string }> },
    );
    expect(e?.code).toBe('UnsupportedCharacters');
    expect(e?.names).toEqual([F.benNativeFamily]);
    expect(e?.details[0]!.reason).toContain('mark positioning');
  });

  it('orders right-to-left runs visually, keeping digits left to right', () => {
    expect(bidiRuns('محمد')).toEqual([{ text: 'محمد', rtl: true }]);
    expect(bidiRuns('شارع 12 النصر')).toEqual([
      { text: ' النصر', rtl: true },
      { text: '12', rtl: false },
      { text: 'شارع ', rtl: true },
    ]);
    expect(bidiRuns('12-14')).toEqual([{ text: '12-14', rtl: false }]);
  });
});

/** Width of `text` at 10 pt in the fallback font, as the appearance lays it out. */
const measure = async (fontName: string, text: string) => {
  const { FALLBACK_FONTS } = await import('./fonts.ts');
  const doc = await PDFDocument.create();
  const fontkit = (await import('@pdf-lib/fontkit')).default;
  doc.registerFontkit(fontkit);
  const { readFileSync } = await import('node:fs');
  const f = FALLBACK_FONTS.find((x) => x.name === fontName)!;
  const font: PDFFont = await doc.embedFont(readFileSync(fontFile(f)), { subset: true });
  return { fontLike: font.widthOfTextAtSize(text, 10) };
};
