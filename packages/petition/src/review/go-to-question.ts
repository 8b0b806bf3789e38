import { findQuestion, type Registry } from '../engine/registry.ts';
import type { InterviewState, SectionId } from '../engine/types.ts';

/**
 * The one way to open the chat at an exact question for editing (readiness 'Fix in …', review comments'
 * 'Go to this question', check-your-answers 'Change'): `/section/{sectionId}?question={answer key}`. The chat
 * opens that section, scrolls to the client's answer of that key and opens its 'Edit Response' form; the rest of
 * the section is kept (only an edit of a branching answer resets it, with the usual warning).
 */
export function questionLink(sectionId: SectionId, key: string): string {
  return `/section/${sectionId}?question=${encodeURIComponent(key)}`;
}

export type QuestionTarget =
  /** The key was answered in this section: its answer can be edited in place. */
  | { readonly kind: 'answered'; readonly sectionId: SectionId }
  /** The key's question is the one the section waits for now (or has not been reached yet). */
  | { readonly kind: 'unanswered'; readonly sectionId: SectionId };

/** Where the chat finds `key` in `state`: the section that asks it and whether it holds an answer to edit. */
export function questionTarget(reg: Registry, state: InterviewState, key: string): QuestionTarget | null {
  const found = findQuestion(reg, key);
  if (!found) return null;
  const logged = state.sections[String(found.sectionId)]?.log.some((e) => e.key === key && e.stepId !== 'confirm') ?? false;
  return { kind: logged ? 'answered' : 'unanswered', sectionId: found.sectionId };
}
