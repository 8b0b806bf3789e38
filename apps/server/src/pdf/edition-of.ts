import { createHash } from 'node:crypto';
import { PDFArray, PDFDict, PDFName, PDFRawStream, decodePDFRawStream, type PDFContext, type PDFObject } from 'pdf-lib';
import { FORM_FIELDS } from '@i129f/petition';
import { MAPPED_I129F_EDITION } from '@i129f/petition/fields/edition.ts';
import type { Template } from './load-template.ts';

/** What the template is, and how it differs from the edition the field mapping was written for. */
export interface EditionReport {
  /** The edition printed in the footer of page 1 ('Form I-129F Edition 01/20/25'), or null when none is found. */
  edition: string | null;
  expectedEdition: string;
  /** sha256 of the sorted 'name kind' lines of the template's data fields (barcodes excluded). */
  fieldSetHash: string;
  /** Template fields the mapping does not know / mapped fields the template lacks (full names, sorted). */
  added: string[];
  removed: string[];
  ok: boolean;
}

const BARCODE = /PDF417BarCode/;
const MAPPED = new Set<string>(Object.values(FORM_FIELDS).map((f) => f.name));

/** The text strings shown on a page's content streams, joined (enough to find the edition line). */
function pageStrings(context: PDFContext, page: PDFDict): string {
  const contents = page.lookup(PDFName.of('Contents'));
  const streams: PDFObject[] = contents instanceof PDFArray ? contents.asArray().map((r) => context.lookup(r)!) : contents ? [contents] : [];
  let out = '';
  for (const s of streams) {
    if (!(s instanceof PDFRawStream)) continue;
    const text = Buffer.from(decodePDFRawStream(s).decode()).toString('latin1');
    for (const m of text.matchAll(/\(((?:\\.|[^\\)])*)\)/g)) out += `${m[1]} `;
  }
  return out;
}

/** Fingerprint and difference of a loaded template (pure over the parsed PDF). */
export function editionOf(template: Pick<Template, 'context' | 'fields'>, expectedEdition = MAPPED_I129F_EDITION): EditionReport {
  const names = [...template.fields.values()].filter((f) => !BARCODE.test(f.name));
  const fieldSetHash = createHash('sha256')
    .update(names.map((f) => `${f.name} ${f.kind}`).sort().join('\n'))
    .digest('hex');
  const present = new Set(names.map((f) => f.name));
  const added = [...present].filter((n) => !MAPPED.has(n)).sort();
  const removed = [...MAPPED].filter((n) => !present.has(n)).sort();
  const catalog = template.context.lookup(template.context.trailerInfo.Root, PDFDict);
  const pages = catalog.lookup(PDFName.of('Pages'), PDFDict);
  let node: PDFDict = pages;
  // The first leaf of the page tree is page 1.
  while (node.lookup(PDFName.of('Kids'))) node = (node.lookup(PDFName.of('Kids'), PDFArray)).lookup(0, PDFDict);
  const edition = /Edition\s+(\d{2}\/\d{2}\/\d{2})/.exec(pageStrings(template.context, node))?.[1] ?? null;
  return { edition, expectedEdition, fieldSetHash, added, removed, ok: edition === expectedEdition && added.length === 0 && removed.length === 0 };
}
