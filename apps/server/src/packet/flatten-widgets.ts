import { PDFArray, PDFDict, PDFName, PDFNumber, PDFRef, PDFStream, type PDFDocument, type PDFPage } from 'pdf-lib';

const num = (a: PDFArray, i: number) => (a.lookup(i) as PDFNumber).asNumber();
const HIDDEN = 1 << 1;
const NO_VIEW = 1 << 5;

/** The appearance a widget shows now: /AP /N, or for a checkbox /AP /N /<AS>; undefined when it shows nothing. */
function appearanceOf(widget: PDFDict): PDFRef | undefined {
  const ap = widget.lookupMaybe(PDFName.of('AP'), PDFDict);
  const n = ap?.get(PDFName.of('N'));
  if (n instanceof PDFRef) return ap!.lookup(PDFName.of('N')) instanceof PDFStream ? n : appearanceOfState(widget, ap!.lookup(PDFName.of('N')) as PDFDict);
  if (n instanceof PDFDict) return appearanceOfState(widget, n);
  return undefined;
}

function appearanceOfState(widget: PDFDict, states: PDFDict): PDFRef | undefined {
  const as = widget.lookupMaybe(PDFName.of('AS'), PDFName);
  const ref = as ? states.get(as) : undefined;
  return ref instanceof PDFRef ? ref : undefined;
}

/**
 * Draws every widget's current appearance into its page and removes the form (fields and widgets): the printed
 * packet looks exactly like the filled form and has nothing left to edit by accident. Unlike pdf-lib's flatten it
 * never regenerates an appearance (the filler's fonts stay) and skips checkboxes whose 'Off' state draws nothing.
 */
export function flattenWidgets(doc: PDFDocument): void {
  const ctx = doc.context;
  doc.getPages().forEach((page: PDFPage) => {
    const annots = page.node.Annots();
    if (!annots) return;
    const keep: PDFRef[] = [];
    let ops = '';
    let n = 0;
    for (let i = 0; i < annots.size(); i++) {
      const ref = annots.get(i);
      const a = annots.lookup(i, PDFDict);
      if (a.lookupMaybe(PDFName.of('Subtype'), PDFName) !== PDFName.of('Widget')) {
        if (ref instanceof PDFRef) keep.push(ref);
        continue;
      }
      const flags = a.lookupMaybe(PDFName.of('F'), PDFNumber)?.asNumber() ?? 0;
      const apRef = flags & (HIDDEN | NO_VIEW) ? undefined : appearanceOf(a);
      const rect = a.lookupMaybe(PDFName.of('Rect'), PDFArray);
      const stream = apRef ? ctx.lookup(apRef) : undefined;
      if (!apRef || !rect || !(stream instanceof PDFStream)) continue;
      const bbox = stream.dict.lookupMaybe(PDFName.of('BBox'), PDFArray);
      const [x1, y1, x2, y2] = [num(rect, 0), num(rect, 1), num(rect, 2), num(rect, 3)];
      const [bx1, by1, bx2, by2] = bbox ? [num(bbox, 0), num(bbox, 1), num(bbox, 2), num(bbox, 3)] : [0, 0, x2 - x1, y2 - y1];
      const sx = bx2 - bx1 ? (Math.max(x1, x2) - Math.min(x1, x2)) / (bx2 - bx1) : 1;
      const sy = by2 - by1 ? (Math.max(y1, y2) - Math.min(y1, y2)) / (by2 - by1) : 1;
      const name = `FlatW${n++}`;
      if (!stream.dict.has(PDFName.of('Subtype'))) stream.dict.set(PDFName.of('Subtype'), PDFName.of('Form'));
      page.node.normalize();
      page.node.setXObject(PDFName.of(name), apRef);
      ops += `q ${sx} 0 0 ${sy} ${Math.min(x1, x2) - bx1 * sx} ${Math.min(y1, y2) - by1 * sy} cm /${name} Do Q\n`;
    }
    if (ops) {
      page.node.wrapContentStreams(ctx.register(ctx.stream('q\n')), ctx.register(ctx.stream('Q\n')));
      page.node.addContentStream(ctx.register(ctx.flateStream(ops)));
    }
    if (keep.length) page.node.set(PDFName.of('Annots'), ctx.obj(keep));
    else page.node.delete(PDFName.of('Annots'));
  });
  const acro = doc.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict);
  if (acro) doc.catalog.delete(PDFName.of('AcroForm'));
}
