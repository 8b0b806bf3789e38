import { questionnaireDocuments } from '../documents/rules.ts';
import type { InterviewState } from '../engine/types.ts';
import { QUESTIONNAIRE } from './questions.ts';

/** The spec's 'Next appears only once the current question is answered': the answer must be one of the options. */
export function isQuestionnaireAnswer(key: string, value: string): boolean {
  return QUESTIONNAIRE.some((q) => q.key === key && q.options.includes(value));
}

/**
 * Records a questionnaire answer; the required documents become those the questionnaire's answers now
 * require (spec §4 rules, derived from all current answers) plus the chat's documents, which no
 * questionnaire rule gives and which stay as they were (the engine derives them again on its next call,
 * `interview.withRequiredDocuments`). Unknown keys/values are ignored.
 */
export function answerQuestionnaire(state: InterviewState, key: string, value: string): InterviewState {
  if (!isQuestionnaireAnswer(key, value)) return state;
  const questionnaire = { ...state.questionnaire, [key]: value };
  const before = questionnaireDocuments(state.questionnaire);
  const chatOnly = state.requiredDocuments.filter((id) => !before.includes(id));
  const docs = questionnaireDocuments(questionnaire);
  for (const id of chatOnly) if (!docs.includes(id)) docs.push(id);
  return { ...state, questionnaire, requiredDocuments: docs };
}
