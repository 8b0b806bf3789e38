import { PDFArray, PDFContentStream, PDFDict, PDFName, type PDFObject, type PDFRef } from 'pdf-lib';
import type { Template } from './load-template.ts';

const latin1 = (s: string): Uint8Array => Uint8Array.from(Buffer.from(s, 'latin1'));

/**
 * base bytes + one incremental update section (objects, classic xref table, trailer with /Prev),
 * the way Acrobat saves a changed form: readers take the newest version of each object.
 */
export const writeIncrementalUpdate = (template: Template, objects: Array<[PDFRef, PDFObject]>, size: number): Uint8Array => {
  const chunks: Uint8Array[] = [template.bytes, latin1('\n')];
  let offset = template.bytes.length + 1;
  const entries: Array<[number, number]> = [];
  for (const [ref, obj] of objects) {
    if (obj instanceof PDFContentStream) storeUncompressed(obj);
    const head = latin1(`${ref.objectNumber} ${ref.generationNumber} obj\n`);
    const body = new Uint8Array(obj.sizeInBytes());
    obj.copyBytesInto(body, 0);
    const tail = latin1('\nendobj\n');
    entries.push([ref.objectNumber, offset]);
    chunks.push(head, body, tail);
    offset += head.length + body.length + tail.length;
  }
  const xrefAt = offset;
  let xref = 'xref\n';
  for (let i = 0; i < entries.length; ) {
    let j = i;
    while (j + 1 < entries.length && entries[j + 1]![0] === entries[j]![0] + 1) j++;
    xref += `${entries[i]![0]} ${j - i + 1}\n`;
    for (let k = i; k <= j; k++) xref += `${String(entries[k]![1]).padStart(10, '0')} 00000 n\r\n`;
    i = j + 1;
  }
  const t = template.context.trailerInfo;
  const trailer = PDFDict.withContext(template.context);
  trailer.set(PDFName.of('Size'), template.context.obj(size));
  if (t.Root) trailer.set(PDFName.of('Root'), t.Root);
  if (t.Info) trailer.set(PDFName.of('Info'), t.Info);
  if (t.ID instanceof PDFArray) trailer.set(PDFName.of('ID'), t.ID);
  trailer.set(PDFName.of('Prev'), template.context.obj(template.startxref));
  chunks.push(latin1(`${xref}trailer\n${trailer.toString()}\nstartxref\n${xrefAt}\n%%EOF\n`));
  return Buffer.concat(chunks);
};

/**
 * Appearance and page content streams are a few hundred bytes each: deflating them costs more time
 * (a fresh zlib state per stream) than the bytes it saves, so they are written as plain text.
 */
const storeUncompressed = (stream: PDFContentStream): void => {
  const s = stream as unknown as { encode: boolean };
  if (!s.encode) return;
  s.encode = false;
  stream.dict.delete(PDFName.of('Filter'));
};
