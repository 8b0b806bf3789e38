import { PDFAcroCheckBox, PDFAcroComboBox, PDFAcroText, PDFCheckBox, PDFDict, PDFDropdown, PDFHexString, PDFName, PDFString, PDFTextField, type PDFDocument, type PDFField, type PDFFont } from 'pdf-lib';
import { writeCheckboxFast, writeDropdownFast, writeTextFast } from './fast-appearance.ts';
import { PdfError } from './errors.ts';
import { createFontSet, type FontSet } from './fonts.ts';
import { withFork, type Fork } from './fork-template.ts';
import { loadTemplate, type Template } from './load-template.ts';
import { drawContinuationPages } from './draw-continuation-pages.ts';
import { PART8_HEADER, layoutPart8, part8Header, takePart8Boxes } from './part8.ts';
import { planFill, type AdditionalEntry, type Write } from './plan-fill.ts';
import { writeIncrementalUpdate } from './write-incremental-update.ts';

export type { AdditionalEntry } from './plan-fill.ts';

export interface FillI129fOptions {
  /** A prepared template (loadTemplate) or the path of the blank form. */
  template: Template | string;
  /** Official full field names → values; checkboxes 'Yes'/'Off' (or the box's own on-value). */
  values: Record<string, string>;
  /** Part 8 entries computed by the caller (the interview package). */
  additional?: AdditionalEntry[];
  /** 'pdf-lib': draw every appearance with pdf-lib's field API (the reference the fast path is tested against). */
  appearances?: 'fast' | 'pdf-lib';
  /** 'pdf-lib': serialize the update with pdf-lib's copyBytesInto (the reference of the fast writer). */
  serializer?: 'fast' | 'pdf-lib';
  /**
   * Called once the form is filled and its bytes written, with the filled document as it is in memory (the
   * template's parsed objects underneath this fill's own: add or replace objects, never change the template's,
   * which are sealed). The packet copies the filled pages from it instead of parsing the 1.3 MB result again.
   * It runs while the template is forked: finish with the document before the promise settles.
   */
  inMemory?: (doc: PDFDocument) => Promise<void> | void;
}

export interface FillI129fResult {
  bytes: Uint8Array;
  /** Every Part 8 entry written (boxes 3–7 and continuation sheets), overflow included. */
  part8: AdditionalEntry[];
  /** Values that did not fit their own field and were moved to Part 8. */
  overflow: AdditionalEntry[];
  continuationPages: number;
}

const checkAdditional = (additional: unknown): AdditionalEntry[] => {
  if (!Array.isArray(additional)) throw new PdfError('InvalidValues', 'additional must be an array of {page, part, item, text}');
  const bad = additional.findIndex(
    (e) => typeof e !== 'object' || e === null || typeof (e as AdditionalEntry).text !== 'string' ||
      !['page', 'part', 'item'].every((k) => ['string', 'number'].includes(typeof (e as Record<string, unknown>)[k])),
  );
  if (bad >= 0) throw new PdfError('InvalidValues', `additional[${bad}] must be {page, part, item, text}`, [`additional[${bad}]`]);
  return additional as AdditionalEntry[];
};

/**
 * Fills the official I-129F: validates every value against the template's own fields, writes text
 * (overflow → Part 8 and continuation sheets, never cut), checks boxes with their own on-value,
 * selects dropdown options, draws appearances with Courier-Bold / embedded Noto Sans, and appends
 * the result as one incremental update to the prepared template (no XFA, no usage rights).
 */
export const fillI129f = async ({ template, values, additional = [], appearances = 'fast', serializer = 'fast', inMemory }: FillI129fOptions): Promise<FillI129fResult> => {
  const t = typeof template === 'string' ? await loadTemplate(template) : template;
  if (typeof values !== 'object' || values === null || Array.isArray(values)) throw new PdfError('InvalidValues', 'values must be an object');
  const extra = checkAdditional(additional);
  return withFork(t, async (fork) => {
    const fonts = await createFontSet(fork.doc);
    const { rest, entries: typedIntoBoxes } = takePart8Boxes(values);
    const header = part8Header(values);
    const headerNames = Object.values(PART8_HEADER).map(([own]) => own as string);
    const main = await planFill(t.fields, Object.fromEntries(Object.entries(rest).filter(([k]) => !headerNames.includes(k))), fonts);
    const headerPlan = await planFill(
      t.fields,
      { [PART8_HEADER.family[0]]: header.family, [PART8_HEADER.given[0]]: header.given, [PART8_HEADER.middle[0]]: header.middle, [PART8_HEADER.aNumber[0]]: header.aNumber },
      fonts,
    );
    const part8 = [...typedIntoBoxes, ...extra, ...main.overflow];
    const boxes = await layoutPart8(part8, t.fields, fonts);
    const boxPlan = await planFill(t.fields, boxes.values, fonts);
    applyWrites(fork, t, [...main.writes, ...headerPlan.writes, ...boxPlan.writes], appearances !== 'pdf-lib');
    const continuationPages = await drawContinuationPages(fork, t.pageSize, header, boxes.continuation, fonts);
    await fonts.embedAll();
    registerFonts(fork, fonts, [...main.writes, ...headerPlan.writes, ...boxPlan.writes]);
    const bytes = writeIncrementalUpdate(t, fork.changed(), fork.context.largestObjectNumber + 1, serializer);
    await inMemory?.(fork.doc);
    return { bytes, part8, overflow: main.overflow, continuationPages };
  });
};

/** Names used per write (PDFName.of decodes its argument on every call). */
const [AP, MK, V, OFF] = ['AP', 'MK', 'V', 'Off'].map((n) => PDFName.of(n)) as [PDFName, PDFName, PDFName, PDFName];

const applyWrites = (fork: Fork, t: Template, writes: Write[], fast: boolean): void => {
  const todo = writes.filter((w) => changes(fork, w));
  for (const w of todo) {
    const dict = fork.own<PDFDict>(w.field.ref);
    fork.ownIn(dict, AP);
    fork.ownIn(dict, MK);
  }
  // pdf-lib's field objects, built only for the writes the fast path does not cover (embedded fonts,
  // or a widget unlike the blank form's).
  const wrap = (w: Write): PDFField => {
    const ref = w.field.ref;
    const dict = fork.context.lookup(ref) as PDFDict;
    if (w.kind === 'text') return PDFTextField.of(PDFAcroText.fromDict(dict, ref), ref, fork.doc);
    if (w.kind === 'checkbox') return PDFCheckBox.of(PDFAcroCheckBox.fromDict(dict, ref), ref, fork.doc);
    return PDFDropdown.of(PDFAcroComboBox.fromDict(dict, ref), ref, fork.doc);
  };
  for (const w of todo) {
    if (fast && w.kind === 'text' && writeTextFast(fork, w.field, w.text, w.font, w.size)) continue;
    if (fast && w.kind === 'checkbox' && writeCheckboxFast(fork, w.field, w.on)) continue;
    if (fast && w.kind === 'dropdown' && writeDropdownFast(fork, w.field, w.option, w.font)) continue;
    const field = wrap(w);
    if (w.kind === 'text' && field instanceof PDFTextField) {
      field.setText(w.text);
      if (w.size !== 10) field.setFontSize(w.size);
      if (w.text) field.disableReadOnly();
      field.updateAppearances(w.font);
    } else if (w.kind === 'checkbox' && field instanceof PDFCheckBox) {
      if (w.on) {
        field.check();
        field.disableReadOnly();
      } else field.uncheck();
    } else if (w.kind === 'dropdown' && field instanceof PDFDropdown) {
      field.select(w.option);
      if (w.option.trim()) field.disableReadOnly();
      field.updateAppearances(w.font);
    } else throw new Error(`internal: ${w.field.name} is not a ${w.kind} field`);
  }
  void t;
};

/**
 * Skips writes that leave the blank form as it is (empty text, unchecked box, blank option). An
 * empty value never erases text the form itself pre-fills (`PRESENT` in P1 10.b and P2 13.b, read-only
 * in the blank form): only a real value (a date) replaces it.
 */
const changes = (fork: Fork, w: Write): boolean => {
  const current = (fork.context.lookup(w.field.ref) as PDFDict).get(V);
  if (w.kind === 'checkbox') return w.on || (current !== undefined && current !== OFF);
  if (w.kind === 'text' && w.text === '' && (current instanceof PDFString || current instanceof PDFHexString) && current.decodeText() !== '') return false;
  const empty = w.kind === 'text' ? w.text === '' : w.option.trim() === '';
  return !empty || current !== undefined;
};

/** Lists the fonts the appearances use in the form's /DR, so an editor can find them by their DA name. */
const registerFonts = (fork: Fork, fonts: FontSet, writes: Write[]): void => {
  const used = new Set<PDFFont>([fonts.latin]);
  for (const w of writes) if (w.kind !== 'checkbox') used.add(w.font);
  const acroRef = fork.doc.catalog.get(PDFName.of('AcroForm'));
  if (!acroRef) return;
  const acro = fork.ownIn<PDFDict>(fork.doc.catalog, PDFName.of('AcroForm'))!;
  acro.delete(PDFName.of('NeedAppearances'));
  const dr = fork.ownIn<PDFDict>(acro, PDFName.of('DR'));
  const fontDict = dr && fork.ownIn<PDFDict>(dr, PDFName.of('Font'));
  for (const f of used) fontDict?.set(PDFName.of(f.name), f.ref);
};
