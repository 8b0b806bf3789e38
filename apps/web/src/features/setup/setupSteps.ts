import { checkPersonName, type Check } from '@i129f/petition/account/validators.ts';
import { SETUP_STEPS as ENGINE_STEPS } from '@i129f/petition/setup/wizard.ts';
import type { BenPetNames } from '@i129f/petition/engine/types.ts';

export interface SetupStep {
  key: keyof BenPetNames;
  label: string;
  hint: string;
  /** Spec §5: only first names are validated in setup; middle and last names are free. */
  validate?: (value: string) => Check;
}

/** UI help under each question; the questions and their order come from the engine's wizard definition. */
const HINTS: Record<keyof BenPetNames, string> = {
  petitionerFirstName: 'You are the petitioner: the U.S. citizen filing. Write it as on your passport.',
  petitionerSecondName: 'Leave empty or type N/A if you have none.',
  petitionerLastName: 'Family name, as on your passport.',
  beneficiaryFirstName: 'The beneficiary is your fiancé(e), as on their passport.',
  beneficiarySecondName: 'Leave empty or type N/A if they have none.',
  beneficiaryLastName: 'Family name, as on their passport.',
};

const FIRST_NAMES = new Set<keyof BenPetNames>(['petitionerFirstName', 'beneficiaryFirstName']);

/** The six questions of the name wizard (spec §2 Setup, §3 benPetNames), from packages/petition/src/setup. */
export const SETUP_STEPS: readonly SetupStep[] = ENGINE_STEPS.map((step) => ({
  key: step.key,
  label: step.prompt,
  hint: HINTS[step.key],
  validate: FIRST_NAMES.has(step.key) ? checkPersonName : undefined,
}));
