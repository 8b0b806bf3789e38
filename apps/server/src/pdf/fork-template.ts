import { PDFArray, PDFDict, PDFDocument, type PDFContext, type PDFObject, type PDFRef } from 'pdf-lib';
import { objectMapOf, sealedObjects, type Template } from './load-template.ts';

/**
 * A copy-on-write view of the parsed template for one fill. The template's context object is shared,
 * but for the duration of the fill its object table is swapped for a copy: objects the fill changes
 * are cloned into that copy first (`own`), new objects land only in the copy, and the template's own
 * objects stay untouched (they are sealed and throw on mutation). `changed()` lists exactly what an
 * incremental update must write.
 */
export interface Fork {
  doc: PDFDocument;
  context: PDFContext;
  /** Clone-on-first-write of an indirect object. */
  own<T extends PDFDict | PDFArray>(ref: PDFRef): T;
  /** Clone-on-first-write of the value under `key` of an owned dict (inline or indirect). */
  ownIn<T extends PDFDict | PDFArray>(owner: PDFDict, key: ReturnType<typeof PDFDict.prototype.keys>[number]): T | undefined;
  /** New or replaced objects, for the incremental update. */
  changed(): Array<[PDFRef, PDFObject]>;
}

type DocCtor = new (context: PDFContext, ignoreEncryption: boolean, updateMetadata: boolean) => PDFDocument;
/** The private parts of PDFContext a fork swaps and restores. */
interface Internals { indirectObjects: Map<PDFRef, PDFObject>; pushGraphicsStateContentStreamRef?: PDFRef; popGraphicsStateContentStreamRef?: PDFRef }

const queues = new WeakMap<Template, Promise<unknown>>();

const cloneObject = <T extends PDFDict | PDFArray>(o: T, context: PDFContext): T => {
  if (o instanceof PDFArray) return o.clone(context) as T;
  const ctor = o.constructor as unknown as { fromMapWithContext(m: Map<unknown, unknown>, c: PDFContext): T };
  return ctor.fromMapWithContext(new Map(o.entries()), context);
};

/**
 * The fork's object table: the template's table underneath, this fill's own objects on top. A fill
 * touches a few hundred of the template's thousands of objects; copying the whole table (and scanning
 * it for changes) each fill cost more than the changes.
 */
class Overlay extends Map<PDFRef, PDFObject> {
  private readonly removed = new Set<PDFRef>();
  constructor(private readonly base: Map<PDFRef, PDFObject>) {
    super();
  }
  override get(k: PDFRef): PDFObject | undefined {
    return super.has(k) ? super.get(k) : this.removed.has(k) ? undefined : this.base.get(k);
  }
  override has(k: PDFRef): boolean {
    return super.has(k) || (!this.removed.has(k) && this.base.has(k));
  }
  override set(k: PDFRef, v: PDFObject): this {
    this.removed?.delete(k);
    return super.set(k, v);
  }
  override delete(k: PDFRef): boolean {
    const had = this.has(k);
    super.delete(k);
    if (this.base.has(k)) this.removed.add(k);
    return had;
  }
  override get size(): number {
    let n = super.size;
    for (const k of this.base.keys()) if (!super.has(k) && !this.removed.has(k)) n++;
    return n;
  }
  override *entries(): MapIterator<[PDFRef, PDFObject]> {
    for (const [k, v] of this.base) if (!super.has(k) && !this.removed.has(k)) yield [k, v];
    yield* super.entries();
  }
  override [Symbol.iterator](): MapIterator<[PDFRef, PDFObject]> {
    return this.entries();
  }
  override *keys(): MapIterator<PDFRef> {
    for (const [k] of this.entries()) yield k;
  }
  override *values(): MapIterator<PDFObject> {
    for (const [, v] of this.entries()) yield v;
  }
  override forEach(fn: (v: PDFObject, k: PDFRef, m: Map<PDFRef, PDFObject>) => void): void {
    for (const [k, v] of this.entries()) fn(v, k, this);
  }
  /** This fill's own entries (new or replaced objects). */
  own(): Array<[PDFRef, PDFObject]> {
    return [...super.entries()];
  }
}

/** Runs `fill` on a fork of the template; fills of one template run one after another. */
export const withFork = <R>(template: Template, fill: (fork: Fork) => Promise<R>): Promise<R> => {
  const previous = queues.get(template) ?? Promise.resolve();
  const run = previous.catch(() => undefined).then(() => runFork(template, fill));
  queues.set(template, run);
  return run;
};

const runFork = async <R>(template: Template, fill: (fork: Fork) => Promise<R>): Promise<R> => {
  const ctx = template.context;
  const inner = ctx as unknown as Internals;
  const master = template.objects;
  const saved = { largest: ctx.largestObjectNumber, push: inner.pushGraphicsStateContentStreamRef, pop: inner.popGraphicsStateContentStreamRef };
  const table = new Overlay(master);
  inner.indirectObjects = table;
  try {
    const own = <T extends PDFDict | PDFArray>(ref: PDFRef): T => {
      const current = table.get(ref) as T | undefined;
      if (!current) throw new Error(`internal: no object ${ref.toString()}`);
      if (current !== master.get(ref)) return current;
      const copy = cloneObject(current, ctx);
      table.set(ref, copy);
      return copy;
    };
    const ownIn: Fork['ownIn'] = <T extends PDFDict | PDFArray>(owner: PDFDict, key: Parameters<PDFDict['get']>[0]) => {
      const value = owner.get(key);
      if (value === undefined) return undefined;
      if (!(value instanceof PDFDict) && !(value instanceof PDFArray)) return own<T>(value as PDFRef);
      if (!sealedObjects.has(value)) return value as T;
      const copy = cloneObject(value as T, ctx);
      owner.set(key, copy);
      return copy;
    };
    const changed = (): Array<[PDFRef, PDFObject]> =>
      table.own().filter(([ref, o]) => master.get(ref) !== o).sort(([a], [b]) => a.objectNumber - b.objectNumber);
    // The catalog is the root of every lookup the document wrapper makes; own it up front.
    own(ctx.trailerInfo.Root as PDFRef);
    const doc = new (PDFDocument as unknown as DocCtor)(ctx, false, false);
    return await fill({ doc, context: ctx, own, ownIn, changed });
  } finally {
    inner.indirectObjects = master;
    ctx.largestObjectNumber = saved.largest;
    inner.pushGraphicsStateContentStreamRef = saved.push;
    inner.popGraphicsStateContentStreamRef = saved.pop;
  }
};
