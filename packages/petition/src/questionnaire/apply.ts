import { applyDocumentRules, QUESTIONNAIRE_DOCUMENT_RULES } from '../documents/rules.ts';
import type { InterviewState } from '../engine/types.ts';
import { QUESTIONNAIRE } from './questions.ts';

/** The spec's 'Next appears only once the current question is answered': the answer must be one of the options. */
export function isQuestionnaireAnswer(key: string, value: string): boolean {
  return QUESTIONNAIRE.some((q) => q.key === key && q.options.includes(value));
}

/** Records a questionnaire answer and applies its document rules (spec §4). Unknown keys/values are ignored. */
export function answerQuestionnaire(state: InterviewState, key: string, value: string): InterviewState {
  if (!isQuestionnaireAnswer(key, value)) return state;
  return {
    ...state,
    questionnaire: { ...state.questionnaire, [key]: value },
    requiredDocuments: applyDocumentRules(state.requiredDocuments, QUESTIONNAIRE_DOCUMENT_RULES, key, value),
  };
}
