import { conditionKeys, evaluate } from '../engine/conditions.ts';
import { readValue, resolveKey } from '../engine/keys.ts';
import { interviewPath, onPathState, type EffectSource } from '../engine/path.ts';
import { findQuestion, isQuestion, type Registry } from '../engine/registry.ts';
import { fillPrompt } from '../engine/template.ts';
import type { Binding, Condition, FieldRef, InterviewState, LoopDef, SectionId } from '../engine/types.ts';
import { computeFields, type BindingSource, type FieldWrite } from '../fields/compute.ts';
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

/** One answer with every item it may fill (the client's 'Check your answers' places it under the first). */
export interface AnswerItems extends FormItemRef {
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
export function answerItems(reg: Registry, fullState: InterviewState, extra: readonly BindingSource[] = []): AnswerItems[] {
  const state = onPathState(reg, fullState);
  const out: AnswerItems[] = [];
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

/** What a derived row's value comes from (the client never answered a question for this item). */
export type DerivedFrom =
  /** The value of another item: the answer's own item, or the answer it was copied from (e.g. the physical address). */
  | { readonly kind: 'sameAs'; readonly part: number; readonly item: string; readonly label: string }
  /** Copied or set from the answer to the row's question (`key`), or a box the form's rules tick from that answer. */
  | { readonly kind: 'answer' }
  /** The form's own rule with no answer behind it: 'N/A' in a box no answer fills (guide §2.8). */
  | { readonly kind: 'rule' };

/** One item the PDF fills, as a reviewer reads it: the value, and the answer (and question) it comes from. */
export interface ReviewItem extends FormItemRef {
  /** Unique among the rows: Part, item and what fills it. */
  readonly id: string;
  /**
   * The answer a comment on the row is tied to and 'Go to this question' opens — the row's own answer, or for a
   * derived value the answer it comes from (the question the client saw); `q.<key>` for a questionnaire answer;
   * null for a value only the form's rules write ('N/A').
   */
  readonly key: string | null;
  /** The answer key whose value the PDF writes here (`ben.abroad.street` copied from `ben.address.1.street`); null for a rule's value. */
  readonly valueKey: string | null;
  /** The chat section that asks `key`; null for questionnaire answers (asked before the chat) and rules. */
  readonly sectionId: SectionId | null;
  /** `key`'s question as the client saw it (names filled in); the questionnaire key for questionnaire answers; '' for rules. */
  readonly question: string;
  /** The value the item takes: the answer (as given, before the form's formatting), or the rule's value. */
  readonly answer: string;
  /** null: the client's answer to this item's own question. */
  readonly derived: DerivedFrom | null;
}

/** The first answer key a condition reads (the answer a derived box follows from), if any. */
const keyOf = (c: Condition | undefined): string | undefined => [...conditionKeys(c)].find((k) => k.includes('.'));

function itemOf(w: FieldWrite): FormItemRef | undefined {
  if (w.part8) return { page: w.part8.page, part: w.part8.part, item: w.part8.item, label: w.part8.entry ? `${PART8_LABEL}: ${w.part8.entry}` : PART8_LABEL };
  const m = w.id ? fieldMeta(w.id) : undefined;
  return m ? { page: m.page, part: m.part, item: m.item, label: m.label } : undefined;
}

/** A rule's value for one item: the text written, or for boxes Yes/No (the ticked box's own Y/N when the item has two). */
function ruleValue(writes: readonly FieldWrite[]): string {
  const boxes = writes.filter((w) => w.id && fieldMeta(w.id)?.type === 'checkbox');
  if (boxes.length === 0) return writes.map((w) => w.value ?? '').join(' ');
  const ticked = boxes.find((w) => w.value === 'Yes');
  if (boxes.length === 1 || !ticked) return ticked ? 'Yes' : 'No';
  const on = fieldMeta(ticked.id as FieldId)?.on?.trim();
  return on === 'Y' ? 'Yes' : on === 'N' ? 'No' : (on ?? 'Yes');
}

interface Group {
  readonly ref: FormItemRef;
  readonly writes: FieldWrite[];
  readonly n: number;
}

/**
 * Every item the PDF fills, in form order (page, Part, printed item; the fill order within an item) — one row per
 * item and answer, traced from computeFields itself, so an answer that fills several items (the physical address
 * that is also the mailing address, a phone number in two boxes) appears under each. The answer's first item is its
 * own; its other items and the values the interview copied or set (the mailing address when it is the physical one,
 * the address abroad from a previous address, 'PRESENT') are derived rows that name their source and point to the
 * answer the client gave (its question). Rules ('N/A', boxes ticked from other answers) are rows too. Part 8's
 * entries (items 3–7 and continuation sheets) are left to the review's Part 8 list; the Part 8 header is a row.
 */
export function reviewItems(reg: Registry, fullState: InterviewState, extra: readonly BindingSource[] = []): ReviewItem[] {
  const writes: FieldWrite[] = [];
  computeFields(reg, fullState, extra, (w) => writes.push(w));
  const state = onPathState(reg, fullState);
  const effects = interviewPath(reg, fullState).written;
  const logged = new Set(Object.values(fullState.sections).flatMap((s) => s.log.map((e) => e.key)));

  const groups = new Map<string, Group>();
  const primary = new Map<string, FormItemRef>();
  for (const w of writes) {
    const ref = itemOf(w);
    if (!ref) continue;
    const valueKey = w.origin.by === 'answer' || w.origin.by === 'header' ? w.origin.key : null;
    if (valueKey && w.origin.by === 'answer' && !primary.has(valueKey)) primary.set(valueKey, ref);
    const id = `${ref.part}|${ref.item}|${valueKey ?? w.origin.by}`;
    const g = groups.get(id) ?? { ref, writes: [], n: groups.size };
    g.writes.push(w);
    groups.set(id, g);
  }

  /**
   * The answer a derived key comes from, followed back (copies and sets) to an answer the client gave; `copied`: only
   * copies on the way (the same value). Null: the key is the client's own answer.
   */
  const sourceOf = (key: string): { key: string | null; copied: boolean } | null => {
    let at: string | null = key;
    let copied = true;
    for (let hops = 0; hops < 10 && at !== null && !logged.has(at); hops++) {
      const e: EffectSource | undefined = effects.get(at);
      if (!e) break;
      if ('set' in e) copied = false;
      at = 'set' in e ? e.set : e.copy;
    }
    return at === key ? null : { key: at, copied };
  };
  /** The question of `key` as the client saw it: a chat question, or the questionnaire's (`q.<key>`); else none. */
  const asked = (key: string | null): Pick<ReviewItem, 'key' | 'sectionId' | 'question'> => {
    const found = key === null ? undefined : findQuestion(reg, key);
    if (found) return { key, sectionId: found.sectionId, question: fillPrompt(found.step.prompt, fullState, found.index) };
    return key?.startsWith('q.') ? { key, sectionId: null, question: key } : { key: null, sectionId: null, question: '' };
  };
  const sameAs = (ref: FormItemRef, of: FormItemRef | undefined): DerivedFrom | null =>
    of && (of.part !== ref.part || of.item !== ref.item) ? { kind: 'sameAs', part: of.part, item: of.item, label: of.label } : null;

  // A rule that only clears boxes of an item an answer fills (the met-in-person N/A box) adds nothing to read.
  const answered = new Set([...groups.values()].filter((g) => g.writes[0]!.origin.by === 'answer').map((g) => `${g.ref.part}|${g.ref.item}`));
  const shown = [...groups.entries()].filter(([, g]) => !(g.writes[0]!.origin.by === 'rule' && answered.has(`${g.ref.part}|${g.ref.item}`) && g.writes.every((w) => w.value === 'Off')));
  const rows = shown.map(([id, { ref, writes: ws, n }]) => {
    const origin = ws[0]!.origin;
    const base = { ...ref, id };
    let row: ReviewItem;
    if (origin.by === 'rule') {
      const when = keyOf(origin.rule.when);
      const from = asked(when === undefined ? null : (sourceOf(when)?.key ?? when));
      row = { ...base, ...from, valueKey: null, answer: ruleValue(ws), derived: from.key ? { kind: 'answer' } : { kind: 'rule' } };
    } else if (origin.by === 'na' || origin.key === null) {
      row = { ...base, ...asked(null), valueKey: null, answer: ruleValue(ws), derived: { kind: 'rule' } };
    } else {
      const valueKey = origin.key;
      const answer = readValue(state, valueKey) ?? '';
      const source = sourceOf(valueKey);
      const own = primary.get(valueKey);
      if (source) {
        // Copied or set by the interview: the answer it comes from, and the item that answer fills if another.
        const from = asked(source.key);
        const derived = (source.copied && from.key && sameAs(ref, primary.get(from.key))) || { kind: from.key ? ('answer' as const) : ('rule' as const) };
        row = { ...base, ...from, valueKey, answer, derived };
      } else {
        row = { ...base, ...asked(valueKey), valueKey, answer, derived: sameAs(ref, own) };
      }
    }
    return { row, n };
  });
  return rows.sort((a, b) => compareFormOrder(a.row, b.row) || a.n - b.n).map(({ row }) => row);
}
