import type { InterviewState } from '../engine/types.ts';
import type { AnswerChange } from './types.ts';

type Answers = Pick<InterviewState, 'answers' | 'questionnaire'>;

const entries = (doc: Partial<Answers> | null | undefined): Map<string, string> => {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(doc?.answers ?? {})) if (typeof v === 'string') out.set(k, v);
  for (const [k, v] of Object.entries(doc?.questionnaire ?? {})) if (typeof v === 'string') out.set(`q.${k}`, v);
  return out;
};

/**
 * The answers that differ between two versions of a petition (chat answers by answer key, questionnaire answers as
 * `q.<key>`), sorted by key: what the answer history records for one save.
 */
export function answerChanges(before: Partial<Answers> | null | undefined, after: Partial<Answers> | null | undefined): AnswerChange[] {
  const a = entries(before);
  const b = entries(after);
  const out: AnswerChange[] = [];
  for (const [key, value] of b) if (a.get(key) !== value) out.push({ key, old: a.get(key) ?? null, new: value });
  for (const [key, value] of a) if (!b.has(key)) out.push({ key, old: value, new: null });
  return out.sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0));
}
