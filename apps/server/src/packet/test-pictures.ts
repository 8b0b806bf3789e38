import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef } from 'pdf-lib';
import { placeFile, prepareFile, type PacketFile } from './exhibit-files.ts';

/** A photo-like RGB picture: gradients, texture and some noise (so that the JPEG is not trivially small). */
export const photoRgb = (width: number, height: number) => {
  const rgb = new Uint8Array(width * height * 3);
  let seed = 3;
  for (let i = 0; i < width * height; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const [x, y] = [i % width, Math.floor(i / width)];
    const n = (seed % 9) - 4 + 20 * Math.sin(x / 40) * Math.cos(y / 55);
    rgb.set([(x * 200) / width + 30 + n, (y * 200) / height + 30 + n, 140 + n], i * 3);
  }
  return { width, height, rgb };
};

/** An APP1 'Exif' segment whose first IFD holds only the orientation tag (big-endian TIFF). */
export const exifOrientation = (o: number) => {
  const tiff = [0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, o, 0, 0, 0, 0, 0, 0];
  const body = [...'Exif'].map((c) => c.charCodeAt(0)).concat([0, 0], tiff);
  return [0xff, 0xe1, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body];
};

/** The packet page of one upload, saved and read back: its image XObject (size, filter, bytes) and where it is drawn (points). */
export async function pageOf(file: PacketFile) {
  const doc = await PDFDocument.create();
  await placeFile(doc, await prepareFile(doc, await PDFDocument.create(), file), file.caption);
  const back = await PDFDocument.load(await doc.save());
  const page = back.getPage(0);
  const xobjects = page.node.Resources()!.lookup(PDFName.of('XObject'), PDFDict);
  const stream = back.context.lookup(xobjects.values()[0] as PDFRef) as PDFRawStream;
  const num = (key: string) => Number(stream.dict.get(PDFName.of(key))!.toString());
  const contents = page.node.Contents()!;
  const streams = contents instanceof PDFArray ? contents.asArray().map((r) => back.context.lookup(r) as PDFRawStream) : [contents as PDFRawStream];
  const ops = streams.map((s) => Buffer.from(decodePDFRawStream(s).decode()).toString('latin1')).join('\n');
  const [, w, h] = /([\d.]+) 0 0 ([\d.]+) [\d.]+ [\d.]+ cm/.exec(ops)!;
  const image = { width: num('Width'), height: num('Height'), filter: stream.dict.get(PDFName.of('Filter'))!.toString(), colorSpace: stream.dict.get(PDFName.of('ColorSpace'))?.toString(), bytes: stream.getContents() };
  const placed = { width: Number(w), height: Number(h) };
  // ppi = pixels / (points / 72), across and down.
  return { image, placed, ppi: Math.max(image.width / (placed.width / 72), image.height / (placed.height / 72)), packetBytes: (await back.save()).length };
}

