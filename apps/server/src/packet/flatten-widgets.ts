import { PDFArray, PDFDict, PDFName, PDFNumber, PDFPageLeaf, PDFRawStream, PDFRef, PDFStream, type PDFContext, type PDFDocument } from 'pdf-lib';

const num = (a: PDFArray, i: number) => (a.lookup(i) as PDFNumber).asNumber();
const HIDDEN = 1 << 1;
const NO_VIEW = 1 << 5;
const [ANNOTS, AP, AS, BBOX, CONTENTS, F, FORM, N, RECT, RESOURCES, SUBTYPE, WIDGET, XOBJECT] = ['Annots', 'AP', 'AS', 'BBox', 'Contents', 'F', 'Form', 'N', 'Rect', 'Resources', 'Subtype', 'Widget', 'XObject'].map((n) => PDFName.of(n)) as [
  PDFName, PDFName, PDFName, PDFName, PDFName, PDFName, PDFName, PDFName, PDFName, PDFName, PDFName, PDFName, PDFName,
];

/** The appearance a widget shows now: /AP /N, or for a checkbox /AP /N /<AS>; undefined when it shows nothing. */
function appearanceOf(widget: PDFDict): PDFRef | undefined {
  const ap = widget.lookupMaybe(AP, PDFDict);
  const n = ap?.get(N);
  if (n instanceof PDFRef) return ap!.lookup(N) instanceof PDFStream ? n : appearanceOfState(widget, ap!.lookup(N) as PDFDict);
  if (n instanceof PDFDict) return appearanceOfState(widget, n);
  return undefined;
}

function appearanceOfState(widget: PDFDict, states: PDFDict): PDFRef | undefined {
  const as = widget.lookupMaybe(AS, PDFName);
  const ref = as ? states.get(as) : undefined;
  return ref instanceof PDFRef ? ref : undefined;
}

/** A form XObject needs /Subtype /Form; a parsed (maybe shared, read-only) stream gets a copy that has it. */
function asFormXObject(ctx: PDFContext, ref: PDFRef, stream: PDFStream): void {
  if (stream.dict.has(SUBTYPE)) return;
  if (stream instanceof PDFRawStream) {
    const dict = stream.dict.clone(ctx);
    dict.set(SUBTYPE, FORM);
    ctx.assign(ref, PDFRawStream.of(dict, stream.getContents()));
  } else stream.dict.set(SUBTYPE, FORM);
}

/** The page with its widgets drawn into its content, as a new page dictionary; undefined when it has none to draw or drop. */
function flatPage(ctx: PDFContext, node: PDFPageLeaf): PDFPageLeaf | undefined {
  const annots = node.lookupMaybe(ANNOTS, PDFArray);
  if (!annots) return undefined;
  const keep: PDFRef[] = [];
  const xobjects: Array<[PDFName, PDFRef]> = [];
  let ops = '';
  for (let i = 0; i < annots.size(); i++) {
    const ref = annots.get(i);
    const a = annots.lookup(i, PDFDict);
    if (a.lookupMaybe(SUBTYPE, PDFName) !== WIDGET) {
      if (ref instanceof PDFRef) keep.push(ref);
      continue;
    }
    const flags = a.lookupMaybe(F, PDFNumber)?.asNumber() ?? 0;
    const apRef = flags & (HIDDEN | NO_VIEW) ? undefined : appearanceOf(a);
    const rect = a.lookupMaybe(RECT, PDFArray);
    const stream = apRef ? ctx.lookup(apRef) : undefined;
    if (!apRef || !rect || !(stream instanceof PDFStream)) continue;
    const bbox = stream.dict.lookupMaybe(BBOX, PDFArray);
    const [x1, y1, x2, y2] = [num(rect, 0), num(rect, 1), num(rect, 2), num(rect, 3)];
    const [bx1, by1, bx2, by2] = bbox ? [num(bbox, 0), num(bbox, 1), num(bbox, 2), num(bbox, 3)] : [0, 0, x2 - x1, y2 - y1];
    const sx = bx2 - bx1 ? (Math.max(x1, x2) - Math.min(x1, x2)) / (bx2 - bx1) : 1;
    const sy = by2 - by1 ? (Math.max(y1, y2) - Math.min(y1, y2)) / (by2 - by1) : 1;
    const name = PDFName.of(`FlatW${xobjects.length}`);
    asFormXObject(ctx, apRef, stream);
    xobjects.push([name, apRef]);
    ops += `q ${sx} 0 0 ${sy} ${Math.min(x1, x2) - bx1 * sx} ${Math.min(y1, y2) - by1 * sy} cm ${name.asString()} Do Q\n`;
  }
  const page = node.clone(ctx);
  if (keep.length) page.set(ANNOTS, ctx.obj(keep));
  else page.delete(ANNOTS);
  if (ops) {
    const inherited = ctx.lookupMaybe(node.getInheritableAttribute(RESOURCES), PDFDict);
    const resources = inherited ? inherited.clone(ctx) : ctx.obj({});
    const existing = resources.lookupMaybe(XOBJECT, PDFDict);
    const xobject = existing ? existing.clone(ctx) : ctx.obj({});
    for (const [name, ref] of xobjects) xobject.set(name, ref);
    resources.set(XOBJECT, xobject);
    page.set(RESOURCES, resources);
    const contents = node.get(CONTENTS);
    const current = contents === undefined ? [] : ctx.lookup(contents) instanceof PDFArray ? ctx.lookup(contents, PDFArray).asArray() : [contents];
    page.set(CONTENTS, ctx.obj([ctx.register(ctx.stream('q\n')), ...current, ctx.register(ctx.stream('Q\n')), ctx.register(ctx.flateStream(ops))]));
  }
  return page;
}

/**
 * Draws every widget's current appearance into its page and removes the form (fields and widgets): the printed
 * packet looks exactly like the filled form and has nothing left to edit by accident. Unlike pdf-lib's flatten it
 * never regenerates an appearance (the filler's fonts stay) and skips checkboxes whose 'Off' state draws nothing.
 * Existing objects are never changed: each page is replaced by a new dictionary (so it also works on a fork of the
 * shared, read-only I-129F template, see pdf/fork-template.ts).
 */
export function flattenWidgets(doc: PDFDocument): void {
  const ctx = doc.context;
  const pages: Array<[PDFPageLeaf, PDFRef]> = [];
  doc.catalog.Pages().traverse((node, ref) => {
    if (node instanceof PDFPageLeaf) pages.push([node, ref]);
  });
  for (const [node, ref] of pages) {
    const flat = flatPage(ctx, node);
    if (flat) ctx.assign(ref, flat);
  }
  // doc.getPages() must see the new page dictionaries.
  (doc as unknown as { pageCache: { invalidate(): void } }).pageCache.invalidate();
  doc.catalog.delete(PDFName.of('AcroForm'));
}
