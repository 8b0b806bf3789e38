import { createInterviewState } from '../engine/state.ts';
import type { InterviewState } from '../engine/types.ts';
import { applySetupNames } from '../setup/wizard.ts';
import { answerQuestionnaire } from '../questionnaire/apply.ts';
import { K1 } from '../questionnaire/questions.ts';

/** A state after setup and a K-1 questionnaire (tests only). */
export function k1State(questionnaire: Record<string, string> = {}): InterviewState {
  let s = createInterviewState({ asOf: '06/01/2025' });
  s = applySetupNames(s, { petitionerFirstName: 'John', petitionerLastName: 'Smith', beneficiaryFirstName: 'Olga', beneficiaryLastName: 'Ivanova' });
  for (const [k, v] of Object.entries({ classificationBeneficiary: K1, ...questionnaire })) s = answerQuestionnaire(s, k, v);
  return s;
}
