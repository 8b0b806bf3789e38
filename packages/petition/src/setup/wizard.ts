import type { BenPetNames, InterviewState } from '../engine/types.ts';
import { hasNonLatinLetters, toLatin } from '../validators/latin.ts';
import { CHAT_MESSAGES } from '../validators/messages.ts';
import { VALIDATORS } from '../validators/registry.ts';

export interface SetupStep {
  readonly key: keyof BenPetNames;
  readonly prompt: string;
  /** The answer key the name pre-fills in section 1 (so section 1 skips it). */
  readonly answerKey: string;
  readonly required: boolean;
}

/** The 6-step name wizard (spec §2 'Step n of 6'). Middle names are optional. */
export const SETUP_STEPS: readonly SetupStep[] = [
  { key: 'petitionerFirstName', prompt: 'What is your first name?', answerKey: 'pet.name.given', required: true },
  { key: 'petitionerSecondName', prompt: 'What is your middle name?', answerKey: 'pet.name.middle', required: false },
  { key: 'petitionerLastName', prompt: 'What is your last name?', answerKey: 'pet.name.family', required: true },
  { key: 'beneficiaryFirstName', prompt: "What is your beneficiary's first name?", answerKey: 'ben.name.given', required: true },
  { key: 'beneficiarySecondName', prompt: "What is your beneficiary's middle name?", answerKey: 'ben.name.middle', required: false },
  { key: 'beneficiaryLastName', prompt: "What is your beneficiary's last name?", answerKey: 'ben.name.family', required: true },
];

const check = (value: string) => VALIDATORS.name.check(value, { args: {}, asOf: '', lookup: () => undefined });

/** The message for a setup answer, or null. Empty middle names are fine; every given name uses the chat's name rule. */
export function checkSetupName(step: SetupStep, value: string): string | null {
  if (!value.trim()) return step.required ? check('') : null;
  // The names fill Part 1 and Part 2 item 1, read in Latin letters as the passport prints them (issue 24); the
  // beneficiary's name in her own alphabet is asked in the chat (Part 2 item 49).
  const problem = check(value);
  if (problem) return problem;
  if (hasNonLatinLetters(value)) {
    const example = toLatin(value.trim());
    return example ? CHAT_MESSAGES.latinExample.replace('{value}', example) : CHAT_MESSAGES.latinOnly;
  }
  return null;
}

/** Stores the names (benPetNames) and seeds section 1's answers with the valid non-empty ones. */
export function applySetupNames(state: InterviewState, names: Partial<BenPetNames>): InterviewState {
  const merged = { ...state.names, ...names };
  const answers = { ...state.answers };
  const seed = { ...state.seed };
  for (const step of SETUP_STEPS) {
    const value = merged[step.key].trim();
    if (value && !checkSetupName(step, value)) {
      const normalized = VALIDATORS.name.normalize?.(value, { args: {}, asOf: state.asOf, lookup: () => undefined }) ?? value;
      answers[step.answerKey] = normalized;
      seed[step.answerKey] = normalized;
    }
  }
  return { ...state, names: merged, answers, seed };
}
