import type { InterviewState } from '../engine/types.ts';
import type { AnswerChange } from './types.ts';

type Answers = Pick<InterviewState, 'answers' | 'questionnaire'>;

/** Changes between two string maps, keys prefixed (runs on every save: no copies of the maps). */
function diffInto(out: AnswerChange[], prefix: string, a: Record<string, unknown> | undefined, b: Record<string, unknown> | undefined): void {
  if (a === b) return;
  const before = a ?? {};
  const after = b ?? {};
  for (const key in after) {
    const value = after[key];
    if (typeof value !== 'string') continue;
    const old = before[key];
    if (old !== value) out.push({ key: prefix + key, old: typeof old === 'string' ? old : null, new: value });
  }
  for (const key in before) {
    const old = before[key];
    if (typeof old === 'string' && typeof after[key] !== 'string') out.push({ key: prefix + key, old, new: null });
  }
}

/**
 * The answers that differ between two versions of a petition (chat answers by answer key, questionnaire answers as
 * `q.<key>`), sorted by key: what the answer history records for one save.
 */
export function answerChanges(before: Partial<Answers> | null | undefined, after: Partial<Answers> | null | undefined): AnswerChange[] {
  const out: AnswerChange[] = [];
  diffInto(out, '', before?.answers, after?.answers);
  diffInto(out, 'q.', before?.questionnaire, after?.questionnaire);
  return out.sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0));
}
