import { conditionKeys } from '../engine/conditions.ts';
import { findQuestion } from '../engine/registry.ts';
import { createInterviewState } from '../engine/state.ts';
import type { Condition, SectionDef, SectionId, Transition } from '../engine/types.ts';
import type { PetitionDoc } from '../changes/types.ts';
import { interview } from '../interview.ts';
import { DRAFT_AUTHOR_KEY, HER_DRAFT } from './author.ts';

/**
 * The beneficiary's own part of the petition (issue 24): the sections whose definition says `answeredBy:
 * 'beneficiary'` (her biographic data, addresses, employers and native-alphabet items, her parents, children, earlier
 * marriages and stay in the United States). She answers them in a draft of her own; the petitioner's petition gets
 * them only through his confirmation (merge.ts).
 */
export const BENEFICIARY_SECTIONS: readonly SectionId[] = interview.registry.order.filter(
  (id) => interview.registry.sections.get(id)?.def.answeredBy === 'beneficiary',
);

export const isBeneficiarySection = (id: SectionId): boolean => BENEFICIARY_SECTIONS.includes(id);

const transitionsOf = (next: unknown): readonly Transition[] => (Array.isArray(next) ? (next as readonly Transition[]) : []);

/** Every condition of a section (steps' `when`, transitions, effects). */
function conditionsOf(def: SectionDef): Condition[] {
  const out: Condition[] = [];
  for (const step of def.steps) {
    if (step.when) out.push(step.when);
    for (const t of transitionsOf(step.next)) if (t.when) out.push(t.when);
    for (const e of step.effects ?? []) if (e.when) out.push(e.when);
  }
  return out;
}

/** The constants a condition compares `key` with (eq, ne, in), lower-cased. */
function comparedValues(cond: Condition, key: string, out: Map<string, Set<string>>): void {
  if ('all' in cond) cond.all.forEach((c) => comparedValues(c, key, out));
  else if ('any' in cond) cond.any.forEach((c) => comparedValues(c, key, out));
  else if ('not' in cond) comparedValues(cond.not, key, out);
  else if ('key' in cond && cond.key === key) {
    const set = out.get(key) ?? new Set<string>();
    if ('eq' in cond) set.add(cond.eq);
    if ('ne' in cond) set.add(cond.ne);
    if ('in' in cond) cond.in.forEach((v) => set.add(v));
    out.set(key, set);
  }
}

/** A value key outside her part that her sections' conditions read: questionnaire answers and the petitioner's answers. */
function isOutsideKey(key: string): boolean {
  if (key.startsWith('q.')) return true;
  const found = findQuestion(interview.registry, key);
  return found !== undefined && !isBeneficiarySection(found.sectionId);
}

interface OutsideRead {
  readonly questionnaire: readonly string[];
  /** Petitioner answer key → the constants her conditions compare it with. */
  readonly answers: ReadonlyMap<string, ReadonlySet<string>>;
}

/** What her sections read from outside her part, computed once from the definitions. */
const OUTSIDE: OutsideRead = (() => {
  const questionnaire = new Set<string>();
  const answers = new Map<string, Set<string>>();
  for (const id of BENEFICIARY_SECTIONS) {
    const def = interview.registry.sections.get(id)!.def;
    for (const cond of conditionsOf(def)) {
      for (const key of conditionKeys(cond)) {
        if (!isOutsideKey(key)) continue;
        if (key.startsWith('q.')) questionnaire.add(key.slice(2));
        else comparedValues(cond, key, answers);
      }
    }
  }
  return { questionnaire: [...questionnaire].sort(), answers };
})();

/**
 * What her draft takes from the petitioner's petition: the six setup names (of him she sees only his name), the
 * questionnaire answers her sections' conditions read (about her: classification, marital status, children, stay),
 * and the few of his answers they read — each only as the constant it is compared with ('USA'), never its value.
 */
export function beneficiaryContext(petition: PetitionDoc): Pick<PetitionDoc, 'names' | 'questionnaire' | 'answers' | 'asOf'> {
  const questionnaire: Record<string, string> = {};
  for (const key of OUTSIDE.questionnaire) {
    const value = petition.questionnaire[key];
    if (value !== undefined) questionnaire[key] = value;
  }
  const answers: Record<string, string> = {};
  for (const [key, constants] of OUTSIDE.answers) {
    const value = petition.answers[key]?.trim().toLowerCase();
    const same = [...constants].find((c) => c.trim().toLowerCase() === value);
    if (same !== undefined) answers[key] = same;
  }
  return { asOf: petition.asOf, names: { ...petition.names }, questionnaire, answers };
}

/** A new draft for her: the context and nothing answered. */
export function newBeneficiaryDraft(petition: PetitionDoc): PetitionDoc {
  const ctx = beneficiaryContext(petition);
  return createInterviewState({ asOf: ctx.asOf, names: ctx.names, questionnaire: ctx.questionnaire, answers: { ...ctx.answers, [DRAFT_AUTHOR_KEY]: HER_DRAFT } });
}

const sameRecord = (a: Record<string, string>, b: Record<string, string>) => {
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => a[k] === b[k]);
};

const OUTSIDE_ANSWER_KEYS = (): string[] => [...OUTSIDE.answers.keys()];

/**
 * Her draft with the petitioner's current context (he may have changed a name or a questionnaire answer since): the
 * same draft when nothing changed; otherwise the context is replaced and her answers are replayed by the engine
 * (`rebuildState`: answers that no longer fit are asked again).
 */
export function withBeneficiaryContext(draft: PetitionDoc, petition: PetitionDoc): PetitionDoc {
  const ctx = beneficiaryContext(petition);
  const outside = (answers: Record<string, string>) => Object.fromEntries(OUTSIDE_ANSWER_KEYS().flatMap((k) => (answers[k] === undefined ? [] : [[k, answers[k]!]])));
  const names = draft.names as unknown as Record<string, string>;
  const marked = draft.answers[DRAFT_AUTHOR_KEY] === HER_DRAFT;
  if (marked && sameRecord(names, ctx.names as unknown as Record<string, string>) && sameRecord(draft.questionnaire, ctx.questionnaire) && sameRecord(outside(draft.answers), ctx.answers)) return draft;
  const answers = { ...draft.answers };
  const seed = { ...draft.seed };
  for (const k of OUTSIDE_ANSWER_KEYS()) {
    delete answers[k];
    delete seed[k];
  }
  // A draft made before the mark existed gets it here (her section 21 then ends before his interpreter questions).
  const context = { ...ctx.answers, [DRAFT_AUTHOR_KEY]: HER_DRAFT };
  const next: PetitionDoc = { ...draft, names: ctx.names, questionnaire: ctx.questionnaire, answers: { ...answers, ...context }, seed: { ...seed, ...context } };
  return { ...next, ...interview.rebuildState(next) };
}
