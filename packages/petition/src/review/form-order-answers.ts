import type { InterviewEngine } from '../engine/index.ts';
import type { InterviewState } from '../engine/types.ts';
import { reviewAnswers, type ReviewAnswer } from './answers.ts';
import { answerItems, compareFormOrder, type FormItemRef } from './items.ts';

/** One row of 'Check your answers': the answer (with what 'Change' needs) and the first printed item it fills. */
export interface FormOrderRow {
  readonly answer: ReviewAnswer;
  /** Null for an answer that fills no field of the form (it only steers the interview). */
  readonly item: FormItemRef | null;
}

/** The rows of one Part of the form (1–8), or `part: null` for the answers no field receives. */
export interface FormOrderGroup {
  readonly part: number | null;
  readonly rows: readonly FormOrderRow[];
}

/**
 * Every given answer in the order of form I-129F (pure): grouped by Part in form order (page, Part, printed item),
 * answers filling the same item in the order the chat asked them; the answers that fill no field come last, in
 * one group with `part: null`, in the chat's order. Each answer key appears once.
 */
export function formOrderAnswers(engine: InterviewEngine, state: InterviewState): FormOrderGroup[] {
  const answers = reviewAnswers(engine, state).flatMap((s) => s.answers);
  const itemOf = new Map(answerItems(engine.registry, state).map((i) => [i.key, i]));
  const placed: { row: FormOrderRow & { item: FormItemRef }; n: number }[] = [];
  const other: FormOrderRow[] = [];
  answers.forEach((answer, n) => {
    const found = itemOf.get(answer.key);
    if (found) placed.push({ row: { answer, item: { page: found.page, part: found.part, item: found.item, label: found.label } }, n });
    else other.push({ answer, item: null });
  });
  placed.sort((a, b) => compareFormOrder(a.row.item, b.row.item) || a.n - b.n);
  const byPart = new Map<number, FormOrderRow[]>();
  for (const { row } of placed) {
    const rows = byPart.get(row.item.part) ?? [];
    rows.push(row);
    byPart.set(row.item.part, rows);
  }
  const groups: FormOrderGroup[] = [...byPart.entries()].sort((a, b) => a[0] - b[0]).map(([part, rows]) => ({ part, rows }));
  return other.length ? [...groups, { part: null, rows: other }] : groups;
}
