import { readFile } from 'node:fs/promises';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, PDFStream, ParseSpeeds, type PDFContext, type PDFObject } from 'pdf-lib';
import { PdfError } from './errors.ts';
import { readTemplateFields, type TemplateField } from './template-fields.ts';

/**
 * The blank form, parsed once. `bytes` is the prepared base every filled file starts with (XFA,
 * usage-rights signature and unreferenced objects removed, classic xref table); a fill appends one
 * incremental update to it. `context` is the parsed base: sealed, never mutated (see fork-template.ts).
 */
export interface Template {
  path: string;
  bytes: Uint8Array;
  startxref: number;
  context: PDFContext;
  objects: Map<PDFRef, PDFObject>;
  fields: Map<string, TemplateField>;
  pageCount: number;
  pageSize: { width: number; height: number };
}

const cache = new Map<string, Promise<Template>>();

/** Loads (once per path, then from memory) and prepares the template. */
export const loadTemplate = (path: string): Promise<Template> => {
  let hit = cache.get(path);
  if (!hit) {
    hit = prepareTemplate(path);
    hit.catch(() => cache.delete(path));
    cache.set(path, hit);
  }
  return hit;
};

export const objectMapOf = (context: PDFContext): Map<PDFRef, PDFObject> =>
  (context as unknown as { indirectObjects: Map<PDFRef, PDFObject> }).indirectObjects;

const prepareTemplate = async (path: string): Promise<Template> => {
  const raw = await readFile(path);
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(raw, { updateMetadata: false, parseSpeed: ParseSpeeds.Fastest });
  } catch (e) {
    throw new PdfError('TemplateInvalid', `The I-129F template at ${path} is not a readable PDF: ${String(e)}`, [path]);
  }
  const acro = doc.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict);
  if (!acro) throw new PdfError('TemplateInvalid', `The template at ${path} has no AcroForm`, [path]);
  // Drop the XFA part and the Reader-extensions signature so no reader warns or shows blank XFA.
  acro.delete(PDFName.of('XFA'));
  acro.delete(PDFName.of('NeedAppearances'));
  acro.delete(PDFName.of('SigFlags'));
  doc.catalog.delete(PDFName.of('Perms'));
  dropUnreachable(doc.context);
  const bytes = await doc.save({ useObjectStreams: false, updateFieldAppearances: false, objectsPerTick: Infinity });
  const base = await PDFDocument.load(bytes, { updateMetadata: false, parseSpeed: ParseSpeeds.Fastest });
  const fields = readTemplateFields(base);
  const first = base.getPage(0).getSize();
  const tail = Buffer.from(bytes.subarray(bytes.length - 64)).toString('latin1');
  const startxref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail)?.[1] ?? NaN);
  if (!Number.isFinite(startxref)) throw new PdfError('TemplateInvalid', 'Prepared template has no startxref', [path]);
  sealAll(base.context);
  return {
    path,
    bytes,
    startxref,
    context: base.context,
    objects: objectMapOf(base.context),
    fields,
    pageCount: base.getPageCount(),
    pageSize: first,
  };
};

const children = (o: PDFObject): PDFObject[] => {
  if (o instanceof PDFDict) return o.entries().map(([, v]) => v);
  if (o instanceof PDFArray) return o.asArray();
  if (o instanceof PDFStream) return children(o.dict);
  return [];
};

/** Removes every indirect object not reachable from the trailer (the XFA streams, the UR3 signature). */
const dropUnreachable = (context: PDFContext): void => {
  const seen = new Set<PDFRef>();
  const stack: PDFObject[] = [context.trailerInfo.Root, context.trailerInfo.Info].filter((x): x is PDFObject => !!x);
  while (stack.length) {
    const o = stack.pop()!;
    if (o instanceof PDFRef) {
      if (seen.has(o)) continue;
      seen.add(o);
      const target = context.lookup(o);
      if (target) stack.push(target);
    } else stack.push(...children(o));
  }
  for (const [ref] of context.enumerateIndirectObjects()) if (!seen.has(ref)) context.delete(ref);
};

/** Objects of a parsed template (shared, read-only); fork-template.ts clones them before a change. */
export const sealedObjects = new WeakSet<object>();

const MUTATORS: Record<string, string[]> = { dict: ['set', 'delete'], array: ['push', 'insert', 'set', 'remove'] };

/** Makes every dict/array of the template throw on mutation, so a fill can never change the shared copy. */
const sealAll = (context: PDFContext): void => {
  const seal = (o: PDFObject): void => {
    const kind = o instanceof PDFDict ? 'dict' : o instanceof PDFArray ? 'array' : undefined;
    if (kind) {
      sealedObjects.add(o);
      for (const m of MUTATORS[kind]!) {
        Object.defineProperty(o, m, {
          value: () => {
            throw new Error(`internal: the shared I-129F template was about to be mutated (${m}); fork the object first`);
          },
        });
      }
    }
    children(o).forEach(seal);
  };
  for (const [, o] of context.enumerateIndirectObjects()) seal(o);
};
