import { answerQuestionnaire } from '@i129f/petition/questionnaire/apply.ts';
import { QUESTIONNAIRE, type QuestionnaireQuestion } from '@i129f/petition/questionnaire/questions.ts';
import { createInterviewState } from '@i129f/petition/engine/state.ts';
import { fillPrompt } from '@i129f/petition/engine/template.ts';
import type { BenPetNames, InterviewState } from '@i129f/petition/engine/types.ts';

/**
 * The questionnaire as the UI sees it. Questions, options, conditions and document rules all come from
 * '@i129f/petition' (src/questionnaire, src/documents); this file only adapts them to the app state.
 */
export interface QuestionnaireSnapshot {
  answers: Record<string, string>;
  requiredDocuments: number[];
  names: BenPetNames;
}

const shown = (q: QuestionnaireQuestion, answers: Record<string, string>) =>
  !q.askIf || q.askIf.in.includes(answers[q.askIf.key] ?? '');

/** Questions to ask with the current answers (a question with an unmet `askIf` is skipped). */
export function visibleQuestions(answers: Record<string, string>): QuestionnaireQuestion[] {
  return QUESTIONNAIRE.filter((q) => shown(q, answers));
}

const stateOf = (s: QuestionnaireSnapshot) =>
  createInterviewState({ asOf: '01/01/2000', names: s.names, questionnaire: s.answers, requiredDocuments: s.requiredDocuments });

/** Records an answer and applies the package's document rules (spec §4) to the required documents. */
export function applyAnswer(s: QuestionnaireSnapshot, key: string, value: string): Pick<QuestionnaireSnapshot, 'answers' | 'requiredDocuments'> {
  const next = answerQuestionnaire(stateOf(s), key, value);
  const answers = { ...next.questionnaire };
  // Answers of questions that are no longer asked stay empty (questions.ts `askIf`).
  for (const q of QUESTIONNAIRE) if (!shown(q, answers)) delete answers[q.key];
  return { answers, requiredDocuments: next.requiredDocuments };
}

/**
 * The prompt (or its translation) with {beneficiary} and the like filled from the setup names (package template rules);
 * `fill` fills in the reader's language (the interview localizer's `fill`: Spanish words for a missing name).
 */
export function questionPrompt(
  q: QuestionnaireQuestion,
  s: QuestionnaireSnapshot,
  text: string = q.prompt,
  fill: (text: string, state: InterviewState) => string = (t, state) => fillPrompt(t, state, undefined),
): string {
  return fill(text, stateOf(s));
}
