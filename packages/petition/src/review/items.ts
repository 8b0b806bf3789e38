import { evaluate } from '../engine/conditions.ts';
import { readValue, resolveKey } from '../engine/keys.ts';
import { onPathState } from '../engine/path.ts';
import { isQuestion, type Registry } from '../engine/registry.ts';
import { fillPrompt } from '../engine/template.ts';
import type { Binding, FieldRef, InterviewState, LoopDef, SectionId } from '../engine/types.ts';
import type { BindingSource } from '../fields/compute.ts';
import { fieldMeta } from '../fields/lookup.ts';
import type { FieldId } from '../fields/form-fields.ts';

/** One printed item of form I-129F an answer fills (Part 8 when the answer has no field of its own or no slot left). */
export interface FormItemRef {
  readonly page: number;
  readonly part: number;
  /** Item number as printed, e.g. '6.a'. */
  readonly item: string;
  /** Printed label (guide §4); 'Additional Information' for Part 8 entries. */
  readonly label: string;
}

/** One answer as a reviewer reads it: where it lands on the form and which chat question produced it. */
export interface ReviewItem extends FormItemRef {
  /** The answer key (`pet.address.2.city`, or `q.<key>` for a questionnaire answer): what a comment is tied to. */
  readonly key: string;
  /** The chat section that asks it; null for questionnaire answers (asked before the chat). */
  readonly sectionId: SectionId | null;
  /** The question as the client saw it (names filled in); the questionnaire key for questionnaire answers. */
  readonly question: string;
  readonly answer: string;
  /** Every item the answer fills, in form order (the first one is the item above). */
  readonly items: readonly FormItemRef[];
}

const PART8_LABEL = 'Additional Information (Part 8)';

function pick(ref: FieldRef, index: number | undefined): FieldId | undefined {
  return typeof ref === 'string' ? (ref as FieldId) : ref[(index ?? 1) - 1];
}

/** The fields a binding may write for this answer (the same branches compute.ts takes). */
function fieldsOf(state: InterviewState, b: Binding, value: string, index: number | undefined): FormItemRef[] {
  const ref = (id: FieldId | undefined): FormItemRef[] => {
    const m = id ? fieldMeta(id) : undefined;
    return m ? [{ page: m.page, part: m.part, item: m.item, label: m.label }] : [];
  };
  switch (b.type) {
    case 'text':
      return ref(pick(b.field, index));
    case 'choice':
      return Object.values(b.fields).flatMap((r) => ref(pick(r, index)));
    case 'byCountry': {
      const next = readValue(state, resolveKey(b.countryKey, index)) === 'USA' ? b.us : b.other;
      return next ? fieldsOf(state, next, value, index) : [];
    }
    case 'height':
      return [...ref(b.feet), ...ref(b.inches)];
    case 'digits':
      return b.fields.flatMap((id) => ref(id));
    case 'all':
      return b.bindings.flatMap((inner) => fieldsOf(state, inner, value, index));
    case 'when':
      return evaluate(b.when, { state, loops: {}, index, lookup: (k) => readValue(state, k) }) ? fieldsOf(state, b.then, value, index) : [];
    case 'additional':
      return [{ page: b.page, part: b.part, item: b.item, label: PART8_LABEL }];
  }
}

/** '6.a' < '6.b' < '10.a' < '10.b': numbers compared as numbers. */
function compareItem(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

/** Form order: page, then Part, then printed item number. */
export function compareFormOrder(a: FormItemRef, b: FormItemRef): number {
  return a.page - b.page || a.part - b.part || compareItem(a.item, b.item);
}

/** Distinct items (Part + item), in form order. The Part 8 header copies of names (part 8 on page 12) stay out. */
function distinct(refs: readonly FormItemRef[]): FormItemRef[] {
  const seen = new Map<string, FormItemRef>();
  for (const r of refs) {
    const k = `${r.part}|${r.item}`;
    if (!seen.has(k)) seen.set(k, r);
  }
  const all = [...seen.values()].sort(compareFormOrder);
  const own = all.filter((r) => r.part !== 8 || r.label === PART8_LABEL);
  return own.length > 0 ? own : all;
}

function loopCount(state: InterviewState, sectionId: SectionId, loop: LoopDef): number {
  return state.sections[String(sectionId)]?.loops[loop.id] ?? 1;
}

/**
 * The answers on the interview's path that reach the form, one per answer key, in form order (the first item
 * each fills), each with the printed items it fills and the chat question that asked it. Loop entries beyond the
 * form's slots point to the loop's Part 8 item. Questionnaire answers with a form item come last within their item.
 */
export function reviewItems(reg: Registry, fullState: InterviewState, extra: readonly BindingSource[] = []): ReviewItem[] {
  const state = onPathState(reg, fullState);
  const out: ReviewItem[] = [];
  for (const sectionId of reg.order) {
    const section = reg.sections.get(sectionId);
    if (!section) continue;
    for (const step of section.def.steps) {
      if (!isQuestion(step) || !step.fields) continue;
      const loop = step.loop ? section.loops.get(step.loop) : undefined;
      const count = loop ? loopCount(state, sectionId, loop) : 1;
      for (let i = 1; i <= count; i++) {
        const index = loop ? i : undefined;
        const key = resolveKey(step.key, index);
        const answer = readValue(state, key);
        if (answer === undefined) continue;
        const refs = loop && i > loop.slots ? [{ ...loop.overflow, label: `${PART8_LABEL}: ${loop.label} ${i}` }] : distinct(fieldsOf(state, step.fields, answer, index));
        const first = refs[0];
        if (!first) continue;
        out.push({ ...first, key, sectionId, question: fillPrompt(step.prompt, fullState, index), answer, items: refs });
      }
    }
  }
  const asked = new Set(out.map((r) => r.key));
  for (const src of extra) {
    for (const { key, fields } of src.bindings) {
      const answer = readValue(state, key);
      if (answer === undefined || asked.has(key)) continue;
      const refs = distinct(fieldsOf(state, fields, answer, undefined));
      const first = refs[0];
      if (first) out.push({ ...first, key, sectionId: null, question: key, answer, items: refs });
    }
  }
  return out.map((r, n) => ({ r, n })).sort((a, b) => compareFormOrder(a.r, b.r) || a.n - b.n).map(({ r }) => r);
}
