import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, PDFStream, ParseSpeeds, type PDFContext, type PDFObject } from 'pdf-lib';
import { PdfError } from './errors.ts';
import { REPO_ROOT } from './resolve-template.ts';
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

/**
 * The prepared bytes are kept on disk (node_modules/.cache, 0700), named by the blank form's SHA-256 and
 * the preparation's version: a new process (the fill CLI, a new worker thread) parses the prepared form
 * once instead of parsing the original with its XFA, pruning, saving and parsing again.
 */
const PREPARE_VERSION = 1;
const CACHE_DIR = join(REPO_ROOT, 'node_modules/.cache/i129f-template');
const cachePath = (raw: Uint8Array) => join(CACHE_DIR, `${createHash('sha256').update(raw).digest('hex')}-v${PREPARE_VERSION}.pdf`);

const prepareTemplate = async (path: string): Promise<Template> => {
  const raw = await readFile(path);
  const file = cachePath(raw);
  const cached = await readFile(file).catch(() => undefined);
  if (cached) {
    // A damaged cache file is prepared again (and replaced), never trusted.
    const t = await parsePrepared(path, cached).catch(() => undefined);
    if (t) return t;
  }
  const { bytes } = await prepareBytes(path, raw);
  await saveCache(file, bytes);
  return parsePrepared(path, bytes);
};

const saveCache = async (file: string, bytes: Uint8Array): Promise<void> => {
  try {
    await mkdir(CACHE_DIR, { recursive: true, mode: 0o700 });
    const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    await writeFile(tmp, bytes, { mode: 0o600 });
    await rename(tmp, file);
    // Keep the few newest (tests prepare altered copies of the form).
    const files = await readdir(CACHE_DIR);
    const dated = await Promise.all(files.filter((f) => f.endsWith('.pdf')).map(async (f) => ({ f, t: (await stat(join(CACHE_DIR, f))).mtimeMs })));
    for (const { f } of dated.sort((a, b) => b.t - a.t).slice(4)) await rm(join(CACHE_DIR, f), { force: true });
  } catch {
    // A read-only tree: prepare again next time.
  }
};

const prepareBytes = async (path: string, raw: Uint8Array): Promise<{ bytes: Uint8Array; cached: false }> => {
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
  return { bytes: await doc.save({ useObjectStreams: false, updateFieldAppearances: false, objectsPerTick: Infinity }), cached: false };
};

const parsePrepared = async (path: string, bytes: Uint8Array): Promise<Template> => {
  let base: PDFDocument;
  try {
    base = await PDFDocument.load(bytes, { updateMetadata: false, parseSpeed: ParseSpeeds.Fastest });
  } catch (e) {
    throw new PdfError('TemplateInvalid', `The prepared I-129F template from ${path} is not a readable PDF: ${String(e)}`, [path]);
  }
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
