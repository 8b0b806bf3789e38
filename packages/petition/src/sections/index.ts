import type { SectionDef } from '../engine/types.ts';
import { criminalHistory } from './criminal-history.ts';
import { eligibility } from './eligibility.ts';
import { petitionerBirth } from './petitioner-birth.ts';
import { petitionerCitizenship } from './petitioner-citizenship.ts';
import { petitionerMarriages } from './petitioner-marriages.ts';
import { petitionerNames } from './petitioner-names.ts';
import { petitionerUscisAccount } from './petitioner-uscis-account.ts';
import { preApproveExtracted } from './pre-approve-extracted.ts';
import { preliminaryInfo } from './preliminary-info.ts';

/**
 * The section registry: every chat section of the interview, 0–21. Add a section by importing its
 * definition here; order comes from the ids.
 */
export const SECTIONS: readonly SectionDef[] = [
  preApproveExtracted,
  preliminaryInfo,
  eligibility,
  criminalHistory,
  petitionerCitizenship,
  petitionerUscisAccount,
  petitionerNames,
  petitionerMarriages,
  petitionerBirth,
];
