import { questionnaireDocuments } from '../documents/rules.ts';
import { interviewPath } from './path.ts';
import type { Registry } from './registry.ts';
import type { InterviewState } from './types.ts';

/**
 * The supporting documents the current answers require (spec requiredDocuments): the questionnaire's
 * rules over its current answers, then the document effects of the chat steps on the interview's path
 * (`interviewPath`), in order. Derived, never accumulated: an answer that changed or a section that was
 * reset no longer requires what it used to.
 */
export function requiredDocuments(reg: Registry, state: InterviewState): number[] {
  let docs = questionnaireDocuments(state.questionnaire);
  for (const effect of interviewPath(reg, state).documents) {
    docs = docs.filter((id) => !effect.remove.includes(id));
    for (const id of effect.add) if (!docs.includes(id)) docs.push(id);
  }
  return docs;
}

/** The state with `requiredDocuments` derived again (the same object when nothing changed). */
export function withRequiredDocuments(reg: Registry, state: InterviewState): InterviewState {
  const docs = requiredDocuments(reg, state);
  const same = docs.length === state.requiredDocuments.length && docs.every((id, i) => state.requiredDocuments[i] === id);
  return same ? state : { ...state, requiredDocuments: docs };
}
