import { withRequiredDocuments } from '../engine/documents.ts';
import type { InterviewState } from '../engine/types.ts';
import { QUESTIONNAIRE } from './questions.ts';

/** The spec's 'Next appears only once the current question is answered': the answer must be one of the options. */
export function isQuestionnaireAnswer(key: string, value: string): boolean {
  return QUESTIONNAIRE.some((q) => q.key === key && q.options.includes(value));
}

/**
 * Records a questionnaire answer; the document kinds (`requiredDocuments`) become those the evidence model offers for
 * the answers now (src/evidence), derived from all current answers. Unknown keys/values are ignored.
 */
export function answerQuestionnaire(state: InterviewState, key: string, value: string): InterviewState {
  if (!isQuestionnaireAnswer(key, value)) return state;
  return withRequiredDocuments({ ...state, questionnaire: { ...state.questionnaire, [key]: value } });
}
