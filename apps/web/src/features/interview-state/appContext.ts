import type { BenPetNames, InterviewState } from '@i129f/petition/engine/types.ts';
import { applyExtracted, applyNames, applyQuestionnaireAnswer } from '@i129f/petition/changes/context.ts';
import type { AppState } from '../../state/appState.ts';
import { questionnaireAnswers } from './initialState.ts';
import { repairState } from './repair.ts';

/** What setup, the questionnaire and the document upload left in the app state, as the interview takes it. */
export interface AppContext {
  names: BenPetNames;
  questionnaire: Record<string, string>;
  extracted: Record<string, string> | null;
}

export function appContextOf(app: AppState): AppContext {
  return { names: { ...app.benPetNames }, questionnaire: questionnaireAnswers(app), extracted: app.passedAutoExtractedStep ? { ...app.autoExtractedUserInfo } : null };
}

/** Applies what differs between the app state and the interview; the same state when nothing does. */
export function applyAppContext(state: InterviewState, ctx: AppContext): InterviewState {
  let next = applyNames(state, ctx.names);
  for (const [key, value] of Object.entries(ctx.questionnaire)) next = applyQuestionnaireAnswer(next, key, value);
  if (ctx.extracted) next = applyExtracted(next, ctx.extracted);
  return next === state ? state : repairState(next);
}
