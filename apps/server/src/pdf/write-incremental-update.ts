import { PDFArray, PDFContentStream, PDFDict, PDFHexString, PDFName, PDFRef, PDFStream, PDFString, type PDFObject } from 'pdf-lib';
import { streamText } from './fast-appearance.ts';
import { sealedObjects, type Template } from './load-template.ts';

/**
 * base bytes + one incremental update section (objects, classic xref table, trailer with /Prev),
 * the way Acrobat saves a changed form: readers take the newest version of each object.
 */
export const writeIncrementalUpdate = (template: Template, objects: Array<[PDFRef, PDFObject]>, size: number, serializer: 'fast' | 'pdf-lib' = 'fast'): Uint8Array => {
  // The template's bytes, then each object written straight into one growing buffer (no string of the
  // whole update, no chunk list to concatenate).
  let out = Buffer.allocUnsafe(template.bytes.length + 512 * 1024);
  out.set(template.bytes, 0);
  let offset = template.bytes.length;
  const put = (s: string) => {
    if (offset + s.length > out.length) {
      const bigger = Buffer.allocUnsafe(Math.max(out.length * 2, offset + s.length + 64 * 1024));
      out.copy(bigger, 0, 0, offset);
      out = bigger;
    }
    offset += out.write(s, offset, 'latin1');
  };
  put('\n');
  const entries: Array<[number, number]> = [];
  for (const [ref, obj] of objects) {
    if (obj instanceof PDFContentStream) storeUncompressed(obj);
    entries.push([ref.objectNumber, offset]);
    put(`${ref.objectNumber} ${ref.generationNumber} obj\n`);
    if (serializer === 'pdf-lib') {
      const body = new Uint8Array(obj.sizeInBytes());
      obj.copyBytesInto(body, 0);
      put(Buffer.from(body).toString('latin1'));
    } else serialize(obj, put);
    put('\nendobj\n');
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
  put(`${xref}trailer\n${trailer.toString()}\nstartxref\n${xrefAt}\n%%EOF\n`);
  return out.subarray(0, offset);
};

/**
 * The bytes pdf-lib's copyBytesInto writes for an object, as a latin1 string, in one pass. The template's
 * own objects (sealed, never mutated) and immutable strings and names are serialized once and remembered:
 * a changed field dict is mostly its template entries (name, tooltip, rectangle …) plus a few new ones.
 */
const remembered = new WeakMap<object, string>();
const text = (o: PDFObject): string => {
  if (o instanceof PDFDict) {
    const sealed = sealedObjects.has(o);
    if (sealed) {
      const hit = remembered.get(o);
      if (hit !== undefined) return hit;
    }
    let out = '<<\n';
    // pdf-lib's entries() copies its Map into an array each call; its Map is read directly (same order).
    const map = (o as unknown as { dict?: Map<PDFName, PDFObject> }).dict;
    for (const [key, value] of map instanceof Map ? map : o.entries()) out += `${text(key)} ${text(value)}\n`;
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
    for (let i = 0, n = o.size(); i < n; i++) out += `${text(o.get(i))} `;
    out += ']';
    if (sealed) remembered.set(o, out);
    return out;
  }
  if (o instanceof PDFStream) {
    (o as unknown as { updateDict(): void }).updateDict();
    return `${text(o.dict)}\nstream\n${streamText.get(o) ?? Buffer.from(o.getContents()).toString('latin1')}\nendstream`;
  }
  if (o instanceof PDFString || o instanceof PDFHexString || o instanceof PDFName || o instanceof PDFRef) {
    let hit = remembered.get(o);
    if (hit === undefined) remembered.set(o, (hit = o.toString()));
    return hit;
  }
  return o.toString();
};

/** Writes an object: a stream's bytes go to the sink directly (a font file is not joined into a string). */
const serialize = (o: PDFObject, put: (s: string) => void): void => {
  if (o instanceof PDFStream) {
    (o as unknown as { updateDict(): void }).updateDict();
    put(`${text(o.dict)}\nstream\n`);
    put(streamText.get(o) ?? Buffer.from(o.getContents()).toString('latin1'));
    put('\nendstream');
  } else put(text(o));
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
