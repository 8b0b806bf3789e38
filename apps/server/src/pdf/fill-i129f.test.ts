import { PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { isPdfError } from './errors.ts';
import { fillI129f } from './fill-i129f.ts';
import { loadTemplate, type Template } from './load-template.ts';
import { resolveTemplate } from './resolve-template.ts';
import { F, LONG_MEETING, coupleValues, fullyAnswered } from './test-fixtures.ts';

let template: Template;
beforeAll(async () => {
  template = await loadTemplate(resolveTemplate());
});

const readBack = async (bytes: Uint8Array) => {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  return { doc, form: doc.getForm() };
};

const rejection = async (p: Promise<unknown>) => {
  const e = await p.then(() => undefined, (err: unknown) => err);
  if (!isPdfError(e)) throw new Error(`expected a PdfError, got ${String(e)}`);
  return e;
};

describe('fillI129f', () => {
  it('fills a couple: text, checkboxes by on-value, dropdowns, Part 8 header', async () => {
    const { bytes } = await fillI129f({ template, values: coupleValues() });
    const { form } = await readBack(bytes);
    expect(form.getTextField(F.petFamily).getText()).toBe('Smith');
    expect(form.getTextField(F.mailUnitNumber).getText()).toBe('3B');
    // "Yes" becomes the box's own on-value; siblings stay off.
    expect(form.getCheckBox(F.k1).isChecked()).toBe(true);
    expect(form.getCheckBox(F.k3).isChecked()).toBe(false);
    const apt = form.getCheckBox(F.mailUnitApt);
    expect(apt.isChecked()).toBe(true);
    expect(apt.acroField.dict.get(PDFName.of('AS'))).toBe(PDFName.of(' FLR '));
    expect(form.getCheckBox(F.mailUnitSte).isChecked()).toBe(false);
    // Reversed pair: Yes is [1] with on-value 'Y'.
    expect(form.getCheckBox(F.arrestedYes).acroField.dict.get(PDFName.of('V'))).toBe(PDFName.of('Y'));
    expect(form.getCheckBox(F.arrestedNo).isChecked()).toBe(false);
    // The on-value itself is accepted too.
    expect(form.getCheckBox(F.benFemale).isChecked()).toBe(true);
    // Full state name → code; '07' → option '7'.
    expect(form.getDropdown(F.mailState).getSelected()).toEqual(['IL']);
    expect(form.getDropdown(F.heightInches).getSelected()).toEqual(['7']);
    // Part 8 header copied from Part 1.
    expect(form.getTextField(F.p8Family).getText()).toBe('Smith');
    expect(form.getTextField(F.p8ANumber).getText()).toBe('012345678');
  });

  it('embeds a Noto Sans subset for a Cyrillic name, with the glyphs mapped', async () => {
    const { bytes } = await fillI129f({ template, values: coupleValues() });
    const { doc, form } = await readBack(bytes);
    const field = form.getTextField(F.benNativeFamily);
    expect(field.getText()).toBe('Иванова');
    const ap = field.acroField.getWidgets()[0]!.getNormalAppearance();
    const stream = doc.context.lookup(ap as never) as PDFRawStream;
    const fonts = stream.dict.lookup(PDFName.of('Resources'), PDFDict).lookup(PDFName.of('Font'), PDFDict);
    const font = fonts.lookup(fonts.keys()[0]!, PDFDict);
    expect(font.get(PDFName.of('Subtype'))).toBe(PDFName.of('Type0'));
    const cid = font.lookup(PDFName.of('DescendantFonts'))!;
    const descriptor = (doc.context.lookup((cid as never as { get(i: number): never }).get(0)) as PDFDict).lookup(PDFName.of('FontDescriptor'), PDFDict);
    expect(descriptor.get(PDFName.of('FontName'))!.toString()).toContain('NotoSans');
    const fontFile = descriptor.lookup(PDFName.of('FontFile2')) as PDFRawStream;
    // A subset (padded glyph records, see fonts.ts), not the 600 KB font.
    expect(decodePDFRawStream(fontFile).decode().length).toBeLessThan(30_000);
    const toUnicode = Buffer.from(decodePDFRawStream(font.lookup(PDFName.of('ToUnicode')) as PDFRawStream).decode()).toString('latin1');
    for (const ch of 'Иванова') expect(toUnicode).toContain(ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0'));
  });

  it('moves text that does not fit into Part 8 and onto continuation pages, dropping nothing', async () => {
    const tooLongName = 'Wolfeschlegelsteinhausenbergerdorff';
    const additional = Array.from({ length: 6 }, (_, i) => ({ page: 5, part: 2, item: '14-15', text: `Address ${i + 1}: ${'Rustaveli Avenue 12, Tbilisi, Georgia. '.repeat(3)}` }));
    const values = { ...coupleValues(), [F.petFamily]: tooLongName, [F.meeting]: `${LONG_MEETING} ${LONG_MEETING}` };
    const result = await fillI129f({ template, values, additional });
    const { doc, form } = await readBack(result.bytes);
    expect(form.getTextField(F.petFamily).getText()).toBe('See Part 8');
    expect(result.overflow).toEqual(
      expect.arrayContaining([
        { page: 1, part: '1', item: '6.a', text: tooLongName },
        { page: 8, part: '2', item: '54', text: `${LONG_MEETING} ${LONG_MEETING}` },
      ]),
    );
    expect(form.getTextField(F.meeting).getText()).toMatch(/\(continued in Part 8\)$/);
    // 6 given + 2 overflow entries: 5 in boxes 3–7, the rest on a continuation sheet.
    expect(form.getTextField(F.p8Text3).getText()).toContain('Address 1');
    expect(form.getTextField(F.p8Item3).getText()).toBe('14-15');
    expect(result.continuationPages).toBe(1);
    expect(doc.getPageCount()).toBe(13);
    // The header copies Part 1 (a 35-letter name does not fit its 30 characters either: pointer);
    // the full name is the Part 8 entry for 1/6.a and heads every continuation sheet.
    expect(form.getTextField(F.p8Family).getText()).toBe('See Part 8');
    const text = await import('./pdf-text.ts').then((m) => m.pageText(result.bytes, 13));
    expect(text).toContain('Address 6');
    expect(text).toContain(tooLongName);
    expect(text).toContain('Lisbon');
    // The sheet's own heading and signature line are drawn with standard fonts that must be written too.
    expect(text).toContain('Part 8. Additional Information (continued)');
    expect(text).toContain("Petitioner's signature");
    const fontsOfSheet = doc.getPage(12).node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
    expect(fontsOfSheet?.keys().length).toBeGreaterThan(0);
    for (const [, ref] of fontsOfSheet?.entries() ?? []) expect(doc.context.lookup(ref)).toBeInstanceOf(PDFDict);
  });

  it('drops XFA and the usage-rights signature, and sets no NeedAppearances', async () => {
    const { bytes } = await fillI129f({ template, values: coupleValues() });
    const { doc } = await readBack(bytes);
    const acro = doc.catalog.lookup(PDFName.of('AcroForm'), PDFDict);
    expect(acro.has(PDFName.of('XFA'))).toBe(false);
    expect(acro.has(PDFName.of('NeedAppearances'))).toBe(false);
    expect(doc.catalog.has(PDFName.of('Perms'))).toBe(false);
    const raw = Buffer.from(bytes).toString('latin1');
    expect(raw).not.toMatch(/\/XFA\b/);
    expect(raw).not.toMatch(/\/Perms\b/);
    expect(raw).not.toMatch(/\/UR3\b/);
  });

  it('rejects unknown field names, listing them', async () => {
    const e = await rejection(fillI129f({ template, values: { ...coupleValues(), 'form1[0].Nope[0]': 'x', Other: 'y' } }));
    expect(e.code).toBe('UnknownFields');
    expect(e.names).toEqual(['form1[0].Nope[0]', 'Other']);
  });

  it('rejects options that are not options, bad checkbox values and filled signature boxes', async () => {
    const bad = await rejection(fillI129f({ template, values: { [F.mailState]: 'Atlantis', [F.k1]: 'maybe' } }));
    expect(bad.code).toBe('InvalidValues');
    expect(bad.names).toEqual([F.mailState, F.k1]);
    const sig = await rejection(fillI129f({ template, values: { [F.signature]: 'J' } }));
    expect(sig.code).toBe('ProtectedFields');
    // Thai is refused (shaping pdf-lib cannot do: fonts.ts); Arabic and Chinese in one value have no single font.
    const thai = await rejection(fillI129f({ template, values: { [F.benNativeFamily]: 'สมชาย', [F.benNativeGiven]: 'محمد王', [F.benFamily]: 'Smith' } }));
    expect(thai.code).toBe('UnsupportedCharacters');
    expect(thai.names).toEqual([F.benNativeFamily, F.benNativeGiven]);
    expect(thai.message).toContain('ส');
  });

  it('keeps the form\'s pre-filled PRESENT unless a real value is given', async () => {
    const present1 = 'form1[0].#subform[1].Pt1Line10b_ToFrom[0]';
    const present2 = 'form1[0].#subform[4].Pt2Line13b_ToFrom[0]';
    const { bytes } = await fillI129f({ template, values: { ...coupleValues(), [present1]: '', [present2]: '05/31/2025' } });
    const { form } = await readBack(bytes);
    expect(form.getTextField(present1).getText()).toBe('PRESENT');
    expect(form.getTextField(present1).isReadOnly()).toBe(true);
    expect(form.getTextField(present2).getText()).toBe('05/31/2025');
    expect(form.getTextField(present2).isReadOnly()).toBe(false);
  });

  it('names the embedded font in the DA of a Unicode field and lists it in /DR, so an editor keeps the glyphs', async () => {
    const { bytes } = await fillI129f({ template, values: { [F.benNativeFamily]: '王', [F.benFamily]: 'Wang' } });
    const { doc, form } = await readBack(bytes);
    const da = (f: string) => form.getTextField(f).acroField.getDefaultAppearance() ?? '';
    const fontName = /\/(\S+) [\d.]+ Tf/.exec(da(F.benNativeFamily))![1]!;
    expect(fontName).not.toMatch(/Courier/);
    const dr = doc.catalog.lookup(PDFName.of('AcroForm'), PDFDict).lookup(PDFName.of('DR'), PDFDict).lookup(PDFName.of('Font'), PDFDict);
    const font = dr.lookup(PDFName.of(fontName), PDFDict);
    expect(font.get(PDFName.of('BaseFont'))!.toString()).toMatch(/NotoSansSC/);
    expect(da(F.benFamily)).toMatch(/Courier/);
  });

  it('never changes the shared template: a later fill starts from the blank form', async () => {
    await fillI129f({ template, values: fullyAnswered(template), additional: [{ page: 1, part: 1, item: 1, text: 'x '.repeat(2000) }] });
    const { bytes } = await fillI129f({ template, values: { [F.petGiven]: 'Ann' } });
    const { doc, form } = await readBack(bytes);
    expect(doc.getPageCount()).toBe(12);
    expect(form.getTextField(F.petFamily).getText()).toBeUndefined();
    expect(form.getCheckBox(F.k1).isChecked()).toBe(false);
    expect(form.getTextField(F.petGiven).getText()).toBe('Ann');
  });
});
