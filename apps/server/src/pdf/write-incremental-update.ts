import { PDFArray, PDFContentStream, PDFDict, PDFHexString, PDFName, PDFRef, PDFStream, PDFString, type PDFObject } from 'pdf-lib';
import { streamText } from './fast-appearance.ts';
import { sealedObjects, type Template } from './load-template.ts';

const latin1 = (s: string): Uint8Array => Buffer.from(s, 'latin1');

/**
 * base bytes + one incremental update section (objects, classic xref table, trailer with /Prev),
 * the way Acrobat saves a changed form: readers take the newest version of each object.
 */
export const writeIncrementalUpdate = (template: Template, objects: Array<[PDFRef, PDFObject]>, size: number, serializer: 'fast' | 'pdf-lib' = 'fast'): Uint8Array => {
  const chunks: Uint8Array[] = [template.bytes, latin1('\n')];
  let offset = template.bytes.length + 1;
  const entries: Array<[number, number]> = [];
  let text = '';
  for (const [ref, obj] of objects) {
    if (obj instanceof PDFContentStream) storeUncompressed(obj);
    entries.push([ref.objectNumber, offset]);
    let piece: string;
    if (serializer === 'pdf-lib') {
      const body = new Uint8Array(obj.sizeInBytes());
      obj.copyBytesInto(body, 0);
      piece = `${ref.objectNumber} ${ref.generationNumber} obj\n${Buffer.from(body).toString('latin1')}\nendobj\n`;
    } else piece = `${ref.objectNumber} ${ref.generationNumber} obj\n${serialize(obj)}\nendobj\n`;
    text += piece;
    offset += piece.length;
  }
  chunks.push(latin1(text));
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
 * The bytes pdf-lib's copyBytesInto writes for an object, as a latin1 string, in one pass. The template's
 * own objects (sealed, never mutated) and immutable strings and names are serialized once and remembered:
 * a changed field dict is mostly its template entries (name, tooltip, rectangle …) plus a few new ones.
 */
const remembered = new WeakMap<object, string>();
const serialize = (o: PDFObject): string => {
  if (o instanceof PDFDict) {
    const sealed = sealedObjects.has(o);
    if (sealed) {
      const hit = remembered.get(o);
      if (hit !== undefined) return hit;
    }
    let out = '<<\n';
    for (const [key, value] of o.entries()) out += `${serialize(key)} ${serialize(value)}\n`;
    out += '>>';
    if (sealed) remembered.set(o, out);
    return out;
  }
  if (o instanceof PDFArray) {
    const sealed = sealedObjects.has(o);
    if (sealed) {
      const hit = remembered.get(o);
      if (hit !== undefined) return hit;
    }
    let out = '[ ';
    for (let i = 0, n = o.size(); i < n; i++) out += `${serialize(o.get(i))} `;
    out += ']';
    if (sealed) remembered.set(o, out);
    return out;
  }
  if (o instanceof PDFStream) {
    (o as unknown as { updateDict(): void }).updateDict();
    return `${serialize(o.dict)}\nstream\n${streamText.get(o) ?? Buffer.from(o.getContents()).toString('latin1')}\nendstream`;
  }
  if (o instanceof PDFString || o instanceof PDFHexString || o instanceof PDFName || o instanceof PDFRef) {
    let hit = remembered.get(o);
    if (hit === undefined) remembered.set(o, (hit = o.toString()));
    return hit;
  }
  return o.toString();
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
