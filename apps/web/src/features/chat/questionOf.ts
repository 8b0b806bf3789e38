import { findQuestion } from '@i129f/petition/engine/registry.ts';
import { fillPrompt } from '@i129f/petition/engine/template.ts';
import type { Localizer } from '@i129f/petition/engine/localize.ts';
import type { InterviewState } from '@i129f/petition/engine/types.ts';
import { interview } from '@i129f/petition/interview.ts';
import { QUESTIONNAIRE } from '@i129f/petition/questionnaire/questions.ts';

/**
 * The question that asked an answer key, in the reader's language, for a person to recognise it (the conflict and
 * 'no longer applies' notices): the chat step's prompt with its names, or the questionnaire question (`q.<key>`).
 */
export function questionOf(state: InterviewState, key: string, local: Localizer): string {
  if (key.startsWith('q.')) return fillPrompt(QUESTIONNAIRE.find((q) => q.key === key.slice(2))?.prompt ?? key, state, undefined);
  const found = findQuestion(interview.registry, key);
  if (!found) return key;
  const english = fillPrompt(found.step.label ?? found.step.prompt, state, found.index);
  return found.step.label ? english : local.stepPrompt(state, found.sectionId, found.step.id, found.index, english);
}
