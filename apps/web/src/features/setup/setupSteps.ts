import { checkPersonName, type Check } from '@i129f/petition/account/validators.ts';
import { SETUP_STEPS as ENGINE_STEPS } from '@i129f/petition/setup/wizard.ts';
import type { BenPetNames } from '@i129f/petition/engine/types.ts';

export interface SetupStep {
  /** Also the key of the step's texts in the setup catalogue: prompts.<key> (the engine's prompt) and hints.<key>. */
  key: keyof BenPetNames;
  /** Spec §5: only first names are validated in setup; middle and last names are free. */
  validate?: (value: string) => Check;
}

const FIRST_NAMES = new Set<keyof BenPetNames>(['petitionerFirstName', 'beneficiaryFirstName']);

/** The six questions of the name wizard (spec §2 Setup, §3 benPetNames), from packages/petition/src/setup. */
export const SETUP_STEPS: readonly SetupStep[] = ENGINE_STEPS.map((step) => ({
  key: step.key,
  validate: FIRST_NAMES.has(step.key) ? checkPersonName : undefined,
}));
