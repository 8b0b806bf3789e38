import { PDFArray, PDFDocument, PDFName, PDFNumber, PDFHexString, type PDFRef } from 'pdf-lib';

export interface Bookmark {
  title: string;
  /** 0-based page index in the document. */
  pageIndex: number;
}

/** Writes a flat document outline (bookmarks), each opening its page fitted to the window. */
export function addOutline(doc: PDFDocument, bookmarks: readonly Bookmark[]): void {
  if (bookmarks.length === 0) return;
  const ctx = doc.context;
  const outlineRef = ctx.nextRef();
  const refs: PDFRef[] = bookmarks.map(() => ctx.nextRef());
  const pages = doc.getPages();
  bookmarks.forEach((b, i) => {
    const dest = PDFArray.withContext(ctx);
    dest.push(pages[b.pageIndex]!.ref);
    dest.push(PDFName.of('Fit'));
    ctx.assign(
      refs[i]!,
      ctx.obj({
        Title: PDFHexString.fromText(b.title),
        Parent: outlineRef,
        Dest: dest,
        ...(i > 0 ? { Prev: refs[i - 1]! } : {}),
        ...(i < refs.length - 1 ? { Next: refs[i + 1]! } : {}),
      }),
    );
  });
  ctx.assign(outlineRef, ctx.obj({ Type: 'Outlines', First: refs[0]!, Last: refs[refs.length - 1]!, Count: PDFNumber.of(refs.length) }));
  doc.catalog.set(PDFName.of('Outlines'), outlineRef);
  doc.catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'));
}
