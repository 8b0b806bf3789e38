import { evaluate } from '../engine/conditions.ts';
import { readValue, resolveKey } from '../engine/keys.ts';
import { onPathState } from '../engine/path.ts';
import { isQuestion, type Registry } from '../engine/registry.ts';
import type { AdditionalInfo, Binding, DerivedFields, FieldRef, FieldValues, InterviewState, LoopDef, QuestionStep } from '../engine/types.ts';
import { parseHeight } from '../validators/person.ts';
import { FORMATS } from './format.ts';
import { fieldMeta } from './lookup.ts';
import type { FormFieldMeta } from './types.ts';
import type { FieldId } from './form-fields.ts';

/** A source of field bindings outside the chat sections (the questionnaire). */
export interface BindingSource {
  /** Value key (e.g. 'q.classificationBeneficiary') → binding. */
  readonly bindings: readonly { readonly key: string; readonly fields: Binding }[];
  readonly derived?: readonly DerivedFields[];
}

/** What made a write into the form (computeFields' trace, read by the staff review: review/items.ts). */
export type WriteOrigin =
  /** An answer's binding (chat question or questionnaire). */
  | { readonly by: 'answer'; readonly key: string }
  /** A section's derived rule (a box the form's rules tick from other answers). */
  | { readonly by: 'rule'; readonly rule: DerivedFields }
  /** 'N/A' in an allow-listed text field no answer filled (guide §2.8). */
  | { readonly by: 'na' }
  /** The Part 8 header's copy of the petitioner's name or A-Number (key: the answer copied, null for a setup name). */
  | { readonly by: 'header'; readonly key: string | null };

/**
 * One form item a write claimed, in the order computeFields makes them: a field written (`id`, `value`), an answer
 * whose value went to Part 8 instead (`value` 'See Part 8' or null: the box stays empty), an 'N/A' answer a number
 * box leaves empty (null), or an answer with no field of its own written to Part 8 whole (`id` null, `part8` where).
 */
export interface FieldWrite {
  readonly origin: WriteOrigin;
  readonly id: FieldId | null;
  readonly value: string | null;
  /** For `id` null: the Part 8 entry's page, Part and item, and the loop entry's name ('Physical address 3') if any. */
  readonly part8?: { readonly page: number; readonly part: number; readonly item: string; readonly entry?: string };
}

const PART8_SLOTS = [3, 4, 5, 6, 7] as const;
const SEE_PART8 = 'See Part 8';
/** Multiline boxes have no maxLength but print only so much (guide §2.5, 10-pt Courier). */
const MULTILINE_CAPACITY: Readonly<Record<string, number>> = { 'Pt2Line54_Describe[0]': 260, 'Pt3Line4B_Describe[0]': 100 };

class Writer {
  readonly fields: Record<string, string> = {};
  readonly additional: AdditionalInfo[] = [];
  /** Who writes now (set before each answer, rule, N/A and header write) and where a trace goes. */
  origin: WriteOrigin = { by: 'na' };
  readonly onWrite: ((w: FieldWrite) => void) | undefined;
  constructor(onWrite?: (w: FieldWrite) => void) {
    this.onWrite = onWrite;
  }

  trace(id: FieldId | null, value: string | null, part8?: FieldWrite['part8']): void {
    this.onWrite?.({ origin: this.origin, id, value, ...(part8 ? { part8 } : {}) });
  }

  /** Writes a value only if the field is still empty; anything that does not fit goes to Part 8. */
  put(id: FieldId, value: string, what: string, original: string = value): void {
    const meta = fieldMeta(id) as FormFieldMeta;
    if (this.fields[meta.name] !== undefined && this.fields[meta.name] !== '') return;
    if (meta.type === 'checkbox') {
      this.fields[meta.name] = value === 'Yes' ? 'Yes' : 'Off';
      return this.trace(id, this.fields[meta.name] as string);
    }
    if (/^n\/a$/i.test(value) && (meta.comb || (meta.max ?? 99) < 3)) return this.trace(id, null); // guide §2.8
    if (meta.type === 'dropdown') {
      if (meta.options?.includes(value)) this.fields[meta.name] = value;
      else this.overflow(meta, `${what}: ${original}`);
      return this.trace(id, this.fields[meta.name] ?? null);
    }
    const max = meta.max ?? MULTILINE_CAPACITY[meta.name.split('.').at(-1) ?? ''];
    if (max !== undefined && value.length > max) {
      this.overflow(meta, `${what}: ${original}`);
      // A pointer where it reads naturally (names, streets, descriptions), never in phone/number boxes.
      if (!meta.comb && max >= 18) this.fields[meta.name] = SEE_PART8;
      return this.trace(id, this.fields[meta.name] ?? null);
    }
    this.fields[meta.name] = value;
    this.trace(id, value);
  }

  overflow(meta: FormFieldMeta, text: string): void {
    this.additional.push({ page: meta.page, part: meta.part, item: meta.item, text });
  }
}

function pick(ref: FieldRef, index: number | undefined): FieldId | undefined {
  return typeof ref === 'string' ? (ref as FieldId) : ref[(index ?? 1) - 1];
}

function apply(w: Writer, state: InterviewState, b: Binding, value: string, index: number | undefined, what: string): void {
  switch (b.type) {
    case 'text': {
      const id = pick(b.field, index);
      if (id) w.put(id, FORMATS[b.format ?? 'text'](value), what, value);
      return;
    }
    case 'choice': {
      // Several answers may share one box (e.g. I-129F filed: Yes/Denied/Revoked → Yes): a box is 'Yes'
      // when any answer mapped to it is the chosen one.
      const on = new Map<FieldId, boolean>();
      for (const [option, ref] of Object.entries(b.fields)) {
        const id = pick(ref, index);
        if (id) on.set(id, (on.get(id) ?? false) || option.toLowerCase() === value.trim().toLowerCase());
      }
      if (![...on.values()].some(Boolean)) return; // an answer with no box of its own writes nothing
      for (const [id, yes] of on) w.put(id, yes ? 'Yes' : 'Off', what);
      return;
    }
    case 'byCountry': {
      const usa = readValue(state, resolveKey(b.countryKey, index)) === 'USA';
      const next = usa ? b.us : b.other;
      if (next) apply(w, state, next, value, index, what);
      return;
    }
    case 'height': {
      const h = parseHeight(value);
      if (h) {
        w.put(b.feet, String(h.feet), what);
        w.put(b.inches, String(h.inches), what);
      }
      return;
    }
    case 'digits': {
      const digits = value.replace(/\D/g, '');
      if (!digits || digits.length > b.fields.length) {
        w.overflow(fieldMeta(b.fields[0] as FieldId) as FormFieldMeta, `${what}: ${value}`);
        return w.trace(b.fields[0] as FieldId, null);
      }
      const padded = digits.padStart(b.fields.length, '0');
      b.fields.forEach((id, i) => w.put(id, padded[i] as string, what));
      return;
    }
    case 'all':
      for (const inner of b.bindings) apply(w, state, inner, value, index, what);
      return;
    case 'when':
      if (evaluate(b.when, { state, loops: {}, index, lookup: (k) => readValue(state, k) })) apply(w, state, b.then, value, index, what);
      return;
    case 'additional':
      w.additional.push({ page: b.page, part: b.part, item: b.item, text: `${what}: ${value}` });
      return w.trace(null, null, { page: b.page, part: b.part, item: b.item });
  }
}

function loopCount(state: InterviewState, sectionId: number, loop: LoopDef): number {
  return state.sections[String(sectionId)]?.loops[loop.id] ?? 1;
}

function applyDerived(w: Writer, state: InterviewState, derived: readonly DerivedFields[] | undefined): void {
  for (const d of derived ?? []) {
    if (d.when && !evaluate(d.when, { state, loops: {}, index: undefined, lookup: (k) => readValue(state, k) })) continue;
    w.origin = { by: 'rule', rule: d };
    for (const [id, value] of Object.entries(d.set)) if (value !== undefined) w.put(id as FieldId, value, 'Derived');
  }
}

/**
 * Official field values of a state: every bound answer (chat sections first, then the questionnaire),
 * derived values, Part 8 entries for loop entries beyond the form's slots and for text longer than its
 * field, then 'N/A' into the sections' allow-listed empty text fields. A field is written only if empty.
 * Only answers on the path the interview took count (engine/path.ts): a known answer whose question was
 * skipped on the user's path (an accepted extracted value, an answer left on a branch) never reaches the form.
 * `onWrite` is told of every item claimed, in order, with what claimed it (the staff review's rows).
 */
export function computeFields(reg: Registry, fullState: InterviewState, extra: readonly BindingSource[] = [], onWrite?: (w: FieldWrite) => void): FieldValues {
  const state = onPathState(reg, fullState);
  const w = new Writer(onWrite);
  const overflowEntries: AdditionalInfo[] = [];
  for (const id of reg.order) {
    const section = reg.sections.get(id);
    if (!section) continue;
    const perEntry = new Map<string, string[]>();
    for (const step of section.def.steps) {
      if (!isQuestion(step)) continue;
      const loop = step.loop ? section.loops.get(step.loop) : undefined;
      const count = loop ? loopCount(state, id, loop) : 1;
      for (let i = 1; i <= count; i++) {
        const index = loop ? i : undefined;
        const value = readValue(state, resolveKey(step.key, index));
        if (value === undefined) continue;
        const what = labelOf(step, loop, index);
        w.origin = { by: 'answer', key: resolveKey(step.key, index) };
        if (loop && i > loop.slots) {
          if (step.fields || step.label) {
            const k = `${loop.id}#${i}`;
            perEntry.set(k, [...(perEntry.get(k) ?? []), `${step.label ?? step.id}: ${value}`]);
            w.trace(null, null, { ...loop.overflow, entry: `${loop.label} ${i}` });
          }
          continue;
        }
        if (step.fields) apply(w, state, step.fields, value, index, what);
      }
    }
    for (const [k, parts] of perEntry) {
      const [loopId, n] = k.split('#') as [string, string];
      const loop = section.loops.get(loopId) as LoopDef;
      overflowEntries.push({ ...loop.overflow, text: `${loop.label} ${n}: ${parts.join('; ')}` });
    }
  }
  for (const src of extra) {
    for (const { key, fields } of src.bindings) {
      const value = readValue(state, key);
      w.origin = { by: 'answer', key };
      if (value !== undefined) apply(w, state, fields, value, undefined, key);
    }
  }
  for (const id of reg.order) applyDerived(w, state, reg.sections.get(id)?.def.derived);
  for (const src of extra) applyDerived(w, state, src.derived);
  w.origin = { by: 'na' };
  for (const id of reg.order) for (const f of reg.sections.get(id)?.def.naFields ?? []) w.put(f, 'N/A', 'N/A');

  const additional = [...overflowEntries, ...w.additional];
  writePart8(w, state, additional);
  return { fields: w.fields, additional, continuation: additional.slice(PART8_SLOTS.length) };
}

function labelOf(step: QuestionStep, loop: LoopDef | undefined, index: number | undefined): string {
  const base = step.label ?? step.id;
  return loop ? `${loop.label} ${index}: ${base}` : base;
}

/** Part 8: the header (name, A-Number) and the first five entries in items 3–7 (the rest need a continuation sheet). */
function writePart8(w: Writer, state: InterviewState, additional: readonly AdditionalInfo[]): void {
  if (additional.length === 0) return;
  const header = (key: string, fallback: string): string | undefined => {
    const value = readValue(state, key);
    w.origin = { by: 'header', key: value === undefined ? null : key };
    return value ?? fallback;
  };
  const family = header('pet.name.family', state.names.petitionerLastName);
  if (family) w.put('Pt1Line6a_FamilyName[1]', family, 'Part 8 header');
  const given = header('pet.name.given', state.names.petitionerFirstName);
  if (given) w.put('Pt1Line6b_GivenName[1]', given, 'Part 8 header');
  const middle = header('pet.name.middle', state.names.petitionerSecondName);
  if (middle) w.put('Pt1Line6c_MiddleName[1]', middle, 'Part 8 header');
  const aNumber = header('pet.aNumber', '');
  if (aNumber) w.put('Pt1Line1_AlienNumber[1]', FORMATS.aNumber(aNumber), 'Part 8 header');
  additional.slice(0, PART8_SLOTS.length).forEach((entry, n) => {
    const line = PART8_SLOTS[n] as number;
    w.fields[(fieldMeta(`Line${line}a_PageNumber[0]`) as FormFieldMeta).name] = String(entry.page);
    w.fields[(fieldMeta(`Line${line}b_PartNumber[0]`) as FormFieldMeta).name] = String(entry.part);
    w.fields[(fieldMeta(`Line${line}c_ItemNumber[0]`) as FormFieldMeta).name] = entry.item.slice(0, 6);
    w.fields[(fieldMeta(`Line${line}d_AdditionalInfo[0]`) as FormFieldMeta).name] = entry.text;
  });
}
