import { checkPersonName, type Check } from '@i129f/petition/account/validators.ts';
import type { BenPetNames } from '../../state/appState.ts';

export interface SetupStep {
  key: keyof BenPetNames;
  label: string;
  hint: string;
  /** Spec §5: only first names are validated in setup. */
  validate?: (value: string) => Check;
}

/**
 * The six questions of the name wizard (spec §2 Setup, §3 benPetNames), in order.
 * Replace with the engine's definition once packages/petition/src/setup exports one.
 */
export const SETUP_STEPS: readonly SetupStep[] = [
  { key: 'petitionerFirstName', label: "Petitioner's first name", hint: 'The U.S. citizen filing the petition, as on the passport.', validate: checkPersonName },
  { key: 'petitionerSecondName', label: "Petitioner's middle name", hint: 'Type N/A if there is none.' },
  { key: 'petitionerLastName', label: "Petitioner's last name", hint: 'Family name, as on the passport.' },
  { key: 'beneficiaryFirstName', label: "Beneficiary's first name", hint: 'Your fiancé(e), as on their passport.', validate: checkPersonName },
  { key: 'beneficiarySecondName', label: "Beneficiary's middle name", hint: 'Type N/A if there is none.' },
  { key: 'beneficiaryLastName', label: "Beneficiary's last name", hint: 'Family name, as on their passport.' },
];
