import { createInterviewState, type InterviewState } from '@i129f/petition/engine/index.ts';
import { interview } from '@i129f/petition/interview.ts';
import { QUESTIONNAIRE_KEYS } from '@i129f/petition/questionnaire/questions.ts';
import { applySetupNames } from '@i129f/petition/setup/wizard.ts';
import type { AppState } from '../../state/appState.ts';
import { readItem } from '../../state/storage.ts';

/** Today as MM/DD/YYYY (the engine never reads the clock). */
export function today(date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(date.getMonth() + 1)}/${p(date.getDate())}/${date.getFullYear()}`;
}

/**
 * Questionnaire answers under the spec keys: from an app-state slice when the questionnaire keeps one,
 * otherwise from local-storage values stored under the keys themselves.
 */
export function questionnaireAnswers(app: AppState): Record<string, string> {
  const slice = (app as unknown as Record<string, unknown>).questionnaire ?? (app as unknown as Record<string, unknown>).questionnaireAnswers;
  const out: Record<string, string> = {};
  for (const key of QUESTIONNAIRE_KEYS) {
    const fromSlice = slice && typeof slice === 'object' ? (slice as Record<string, unknown>)[key] : undefined;
    const value = typeof fromSlice === 'string' ? fromSlice : readItem(key);
    if (value) out[key] = value;
  }
  return out;
}

/** A new interview from what setup, the questionnaire and the document upload left in the app state. */
export function initialInterviewState(app: AppState, asOf = today()): InterviewState {
  let state = createInterviewState({ asOf, questionnaire: questionnaireAnswers(app), requiredDocuments: [...app.requiredDocuments] });
  state = applySetupNames(state, app.benPetNames);
  if (app.passedAutoExtractedStep && Object.keys(app.autoExtractedUserInfo).length > 0) {
    state = interview.withAutoExtracted(state, app.autoExtractedUserInfo);
  }
  return state;
}
