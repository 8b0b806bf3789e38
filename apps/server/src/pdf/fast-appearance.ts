import {
  PDFArray,
  PDFDict,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFString,
  StandardFontEmbedder,
  TextAlignment,
  layoutCombedText,
  layoutMultilineText,
  layoutSinglelineText,
  numberToString,
  type PDFFont,
  type PDFObject,
  type PDFRef,
} from 'pdf-lib';
import type { Fork } from './fork-template.ts';
import type { TemplateField } from './template-fields.ts';

/**
 * The appearance streams pdf-lib's PDFTextField.updateAppearances draws (defaultTextFieldAppearanceProvider
 * → drawTextField), written as one string instead of a few hundred operator objects, and the field
 * updates setText / setFontSize / disableReadOnly / check make — for the blank I-129F's own kind of
 * widget: one widget per field (no Kids), no border or background (empty /MK, no /BS), no rotation,
 * black text in /DA, a standard font (Courier-Bold); dropdowns likewise (select + the provider's
 * single-line drawing). Anything else returns false and the caller uses pdf-lib. fast-appearance.test.ts checks that both ways give the same bytes and dictionaries.
 */

/** PDFName.of decodes its argument every call: the names used here, once. */
const NAMES = new Map<string, PDFName>();
const N = (s: string): PDFName => {
  let n = NAMES.get(s);
  if (!n) NAMES.set(s, (n = PDFName.of(s)));
  return n;
};
const RICH_TEXT = 1 << 25;
const READ_ONLY = 1;
/** Choice field flags: Combo, Edit, MultiSelect. */
const COMBO = 1 << 17;
const EDIT = 1 << 18;
const MULTI_SELECT = 1 << 21;
const DA_SIZE = /\/[^\s/]+\s+(\d*\.?\d+)\s+Tf/;

const isStandard = (font: PDFFont) => (font as unknown as { embedder?: unknown }).embedder instanceof StandardFontEmbedder;

/** Flags of a field (inherited through /Parent like pdf-lib's getInheritableAttribute). */
const flagsOf = (dict: PDFDict): number => {
  for (let d: PDFDict | undefined = dict; d; d = d.lookupMaybe(N('Parent'), PDFDict)) {
    const ff = d.get(N('Ff'));
    if (ff instanceof PDFNumber) return ff.asNumber();
  }
  return 0;
};
const setFlags = (dict: PDFDict, flags: number) => dict.set(N('Ff'), PDFNumber.of(flags));

/** A plain widget: the field itself, no border, background or rotation, black text. */
const plainWidget = (dict: PDFDict): boolean => {
  if (dict.has(N('Kids')) || dict.has(N('BS'))) return false;
  const mk = dict.lookup(N('MK'));
  if (mk !== undefined && !(mk instanceof PDFDict && mk.keys().every((k) => k === N('CA')))) return false;
  return true;
};

const daOf = (dict: PDFDict): string | undefined => {
  const da = dict.lookup(N('DA'));
  return da instanceof PDFString || da instanceof PDFHexString ? da.decodeText() : undefined;
};

/** Text color of a /DA is black (what the blank form uses); pdf-lib would otherwise keep its own. */
const blackText = (da: string) => /(^|\s)0(\.0+)?\s+g(\s|$)/.test(da) && !/\s(rg|k)(\s|$)/.test(da);

/** pdf-lib's numberToString, which only differs from String for numbers printed with an exponent. */
const f = (n: number): string => {
  const s = String(n);
  return s.includes('e') ? numberToString(n) : s;
};

/** The text of each appearance stream written here, so the serializer need not decode its bytes again. */
export const streamText = new WeakMap<object, string>();

/**
 * Writes `text` into a text field with its appearance, as setText + setFontSize (when `size` differs
 * from the /DA size) + disableReadOnly (when there is text) + updateAppearances(font) would.
 */
export const writeTextFast = (fork: Fork, field: Extract<TemplateField, { kind: 'text' }>, text: string, font: PDFFont, size: number): boolean => {
  if (!isStandard(font)) return false;
  const dict = fork.context.lookup(field.ref) as PDFDict;
  if (!plainWidget(dict)) return false;
  const da = daOf(dict);
  const daSize = da === undefined ? undefined : Number(DA_SIZE.exec(da)?.[1]);
  if (da === undefined || !blackText(da) || !daSize) return false;
  const fontSize = size !== 10 ? size : daSize;
  const rect = dict.lookupMaybe(N('Rect'), PDFArray)?.asRectangle();
  if (!rect) return false;
  const flags = flagsOf(dict);
  const comb = field.comb;
  const multiline = field.multiline;
  const q = dict.lookup(N('Q'));
  const alignment = (q instanceof PDFNumber ? q.asNumber() : 0) as TextAlignment;
  if (![TextAlignment.Left, TextAlignment.Center, TextAlignment.Right].includes(alignment)) return false;

  // setText (disableRichFormatting always writes /Ff, before /V), then disableReadOnly
  setFlags(dict, flags & ~RICH_TEXT);
  if (text) dict.set(N('V'), PDFHexString.fromText(text));
  else dict.delete(N('V'));
  if (text) setFlags(dict, flags & ~RICH_TEXT & ~READ_ONLY);

  drawAppearance(fork, dict, rect, text, font, fontSize, { multiline: field.multiline, comb: field.comb, alignment, cells: field.maxLength ?? 0 });
  return true;
};

/**
 * select(option) + disableReadOnly (a non-blank option) + updateAppearances(font) of a dropdown: its
 * appearance is pdf-lib's single-line text drawing of the option, left-aligned.
 */
export const writeDropdownFast = (fork: Fork, field: Extract<TemplateField, { kind: 'dropdown' }>, option: string, font: PDFFont): boolean => {
  if (!isStandard(font)) return false;
  const dict = fork.context.lookup(field.ref) as PDFDict;
  if (!plainWidget(dict)) return false;
  const da = daOf(dict);
  const daSize = da === undefined ? undefined : Number(DA_SIZE.exec(da)?.[1]);
  if (da === undefined || !blackText(da) || !daSize) return false;
  const rect = dict.lookupMaybe(N('Rect'), PDFArray)?.asRectangle();
  const flags = flagsOf(dict);
  if (!rect || !field.options.includes(option) || flags & (EDIT | MULTI_SELECT) || !(flags & COMBO)) return false;
  dict.set(N('V'), PDFHexString.fromText(option));
  dict.delete(N('I'));
  if (option.trim()) setFlags(dict, flags & ~READ_ONLY);
  drawAppearance(fork, dict, rect, option, font, daSize, { multiline: false, comb: false, alignment: TextAlignment.Left, cells: 0 });
  return true;
};

/** defaultTextFieldAppearanceProvider / defaultDropdownAppearanceProvider for border 0, no colors, rotation 0. */
const drawAppearance = (
  fork: Fork,
  dict: PDFDict,
  rect: { width: number; height: number },
  text: string,
  font: PDFFont,
  fontSize: number,
  o: { multiline: boolean; comb: boolean; alignment: TextAlignment; cells: number },
): void => {
  const { multiline, comb, alignment } = o;
  const { width, height } = rect;
  const padding = comb ? 0 : 1;
  const bounds = { x: padding, y: padding, width: width - padding * 2, height: height - padding * 2 };
  let lines: Array<{ encoded: PDFHexString; x: number; y: number }>;
  if (multiline) lines = layoutMultilineText(text, { alignment, fontSize, font, bounds }).lines as never;
  else if (comb) lines = layoutCombedText(text, { fontSize, font, bounds, cellCount: o.cells }).cells as never;
  else lines = [layoutSinglelineText(text, { alignment, fontSize, font, bounds }).line as never];
  dict.set(N('DA'), PDFString.of(`0 g\n/${font.name} ${f(fontSize)} Tf`));

  // drawTextField: x = y = 0, borderWidth 0
  const clipX = 0 + 0 / 2 + padding;
  const clipY = 0 + 0 / 2 + padding;
  const clipWidth = width - (0 / 2 + padding) * 2;
  const clipHeight = height - (0 / 2 + padding) * 2;
  let s =
    '1 0 0 1 0 0 cm\n1 0 0 1 0 0 cm\nq\nq\n0 w\n[] 0 d\n1 0 0 1 0 0 cm\n1 0 0 1 0 0 cm\n1 0 0 1 0 0 cm\n0 0 m\n' +
    `0 ${f(height)} l\n${f(width)} ${f(height)} l\n${f(width)} 0 l\nh\nh\nQ\n` +
    `${f(clipX)} ${f(clipY)} m\n${f(clipX)} ${f(clipY + clipHeight)} l\n${f(clipX + clipWidth)} ${f(clipY + clipHeight)} l\n${f(clipX + clipWidth)} ${f(clipY)} l\nh\nW\nn\n` +
    `/Tx BMC\nq\nBT\n0 g\n/${font.name} ${f(fontSize)} Tf\n`;
  for (const line of lines) s += `1 0 0 1 ${f(line.x)} ${f(line.y)} Tm\n${line.encoded.toString()} Tj\n`;
  s += 'ET\nQ\nEMC\nQ\n';

  // The dict pdf-lib's formXObject makes, built from ready names (context.obj decodes every key).
  const ctx = fork.context;
  const bbox = PDFArray.withContext(ctx);
  for (const n of [0, 0, width, height]) bbox.push(PDFNumber.of(n));
  const matrix = PDFArray.withContext(ctx);
  for (const n of [1, 0, 0, 1, 0, 0]) matrix.push(PDFNumber.of(n));
  const fonts = PDFDict.fromMapWithContext(new Map([[N(font.name), font.ref]]), ctx);
  const resources = PDFDict.fromMapWithContext(new Map([[N('Font'), fonts]]), ctx);
  const streamDict = PDFDict.fromMapWithContext(
    new Map<PDFName, PDFObject>([
      [N('BBox'), bbox],
      [N('Matrix'), matrix],
      [N('Resources'), resources],
      [N('Type'), N('XObject')],
      [N('Subtype'), N('Form')],
    ]),
    ctx,
  );
  const stream = PDFRawStream.of(streamDict, Buffer.from(s, 'latin1'));
  streamText.set(stream, s);
  setNormalAppearance(fork, dict, fork.context.register(stream));
};

const setNormalAppearance = (fork: Fork, dict: PDFDict, ref: PDFRef) => {
  let ap = dict.lookup(N('AP'));
  if (!(ap instanceof PDFDict)) {
    ap = fork.context.obj({});
    dict.set(N('AP'), ap as PDFDict);
  }
  (ap as PDFDict).set(N('N'), ref);
  (ap as PDFDict).delete(N('R'));
  (ap as PDFDict).delete(N('D'));
};

/** check() / uncheck() (+ disableReadOnly when checked) of a check box that is its own widget. */
export const writeCheckboxFast = (fork: Fork, field: Extract<TemplateField, { kind: 'checkbox' }>, on: boolean): boolean => {
  const dict = fork.context.lookup(field.ref) as PDFDict;
  if (dict.has(N('Kids'))) return false;
  const normal = dict.lookupMaybe(N('AP'), PDFDict)?.lookup(N('N'));
  const widgetOn = normal instanceof PDFDict ? normal.keys().find((k) => k !== N('Off')) : undefined;
  const value = on ? (widgetOn ?? N('Yes')) : N('Off');
  dict.set(N('V'), value);
  dict.set(N('AS'), widgetOn === value ? value : N('Off'));
  if (on) setFlags(dict, flagsOf(dict) & ~READ_ONLY);
  return true;
};
