import type { InterviewEngine } from '../engine/index.ts';
import { interviewPath } from '../engine/path.ts';
import { findQuestion } from '../engine/registry.ts';
import { fillPrompt } from '../engine/template.ts';
import type { InterviewState, SectionId } from '../engine/types.ts';

/** One given answer, with the question that asked it (for 'Change'). */
export interface ReviewAnswer {
  sectionId: SectionId;
  stepId: string;
  /** Resolved answer key ('pet.address.2.city'). */
  key: string;
  /** The loop entry (2 for 'pet.address.2.city'), for the question's ordinal in another language. */
  index?: number;
  /** The step's short label, else its prompt with names filled in. */
  question: string;
  value: string;
  /** A different answer here resets its section (later questions depend on it): changed in the chat, with its warning. */
  branching: boolean;
  input: 'text' | 'yesno' | 'options' | 'date' | 'number';
  options?: readonly string[];
}

export interface ReviewSection {
  sectionId: SectionId;
  title: string;
  complete: boolean;
  answers: ReviewAnswer[];
}

/**
 * Every answer given so far, section by section in the interview's order (which follows the form: Part 1, then
 * Part 2 …), each in the order of the section's questions, entries of a loop together (pure). Values come from the state, so an edit shows at once.
 */
export function reviewAnswers(engine: InterviewEngine, state: InterviewState): ReviewSection[] {
  const path = interviewPath(engine.registry, state);
  return engine.sectionOrder(state).flatMap((sectionId): ReviewSection[] => {
    const section = state.sections[String(sectionId)];
    const def = engine.registry.sections.get(sectionId)?.def;
    if (!section || !def) return [];
    const compiled = engine.registry.sections.get(sectionId)!;
    // Every answer on the path the interview took: typed in this chat, or known before it (setup names, questionnaire).
    const keys = [...path.keys];
    const answers: { answer: ReviewAnswer; sort: [number, number, number] }[] = [];
    for (const key of keys) {
      const value = state.answers[key];
      const found = findQuestion(engine.registry, key);
      if (value === undefined || value.trim() === '' || !found || found.sectionId !== sectionId) continue;
      const { step, index } = found;
      const order = compiled.order.get(step.id) ?? 0;
      const loop = step.loop ? compiled.loops.get(step.loop) : undefined;
      const sort: [number, number, number] = loop ? [compiled.order.get(loop.firstStep) ?? order, index ?? 1, order] : [order, 0, 0];
      answers.push({ sort, answer: {
        sectionId,
        stepId: step.id,
        key,
        ...(index !== undefined ? { index } : {}),
        question: fillPrompt(step.label ?? step.prompt, state, index),
        value,
        branching: compiled.branchingKeys.has(step.key),
        input: step.kind,
        ...(step.options ? { options: step.options } : {}),
      } });
    }
    // The order of the questions in the section (entries of a loop together: 1st address, then 2nd …).
    answers.sort((a, b) => a.sort[0] - b.sort[0] || a.sort[1] - b.sort[1] || a.sort[2] - b.sort[2]);
    return answers.length ? [{ sectionId, title: def.title, complete: engine.isSectionComplete(state, sectionId), answers: answers.map((a) => a.answer) }] : [];
  });
}
